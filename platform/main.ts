import { describeEffectiveConfig, loadSlice } from "@cx/config";
import { StartupError } from "@cx/errors";
import { createLogger } from "@cx/logger";
import { allSlices, runtimeSlice, startPlatform, targetsFromArgs, userTargets } from "@cx/runtime";
import { loadPlatformModules } from "./load-modules.ts";

// Entry point: `bun platform/main.ts [--target=all|gateway|<service>[,...]] [--print-config] [--print-targets]`.
const args = process.argv.slice(2);

if (args.includes("--print-config")) {
  console.log(describeEffectiveConfig(allSlices(await loadPlatformModules(["all"]))));
  process.exit(0);
}

if (args.includes("--print-targets")) {
  console.log(userTargets(await loadPlatformModules(["all"])).join("\n"));
  process.exit(0);
}

try {
  const targets = targetsFromArgs(args) ?? loadSlice(runtimeSlice, process.env).targets;
  const platform = await startPlatform({ modules: await loadPlatformModules(targets), targets });
  const port = platform.listen();
  const logger = createLogger("cx-runtime");
  logger.info({ modules: platform.moduleNames, port }, "listening");
  let signals = 0;
  const shutdown = (signal: string) => {
    signals++;
    if (signals > 1) process.exit(1);
    logger.info({ signal }, "draining");
    platform.stop().then(
      () => process.exit(0),
      (error) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
} catch (error) {
  if (error instanceof StartupError) {
    console.error(error.message);
    process.exit(error.exitCode);
  }
  throw error;
}
