import { ConfigError, describeEffectiveConfig } from "@cx/config";
import { createLogger } from "@cx/logger";
import { allSlices, startPlatform, targetsFromArgs } from "@cx/runtime";
import { PLATFORM_MODULES } from "./modules.ts";

// Entry point: `bun platform/main.ts [--target=all|gateway|<service>[,...]] [--print-config]`.
const args = process.argv.slice(2);

if (args.includes("--print-config")) {
  console.log(describeEffectiveConfig(allSlices(PLATFORM_MODULES)));
  process.exit(0);
}

try {
  const platform = await startPlatform({ modules: PLATFORM_MODULES, targets: targetsFromArgs(args) });
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
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(2);
  }
  throw error;
}
