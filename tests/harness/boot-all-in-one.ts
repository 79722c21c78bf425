import { PLATFORM_MODULES } from "@cx/platform";
import { startPlatform } from "@cx/runtime";
import { E2E_ENV, type RunningPlatform } from "./running-platform.ts";

/** The embedded default: every module in this process, embedded adapters, a real HTTP port. */
export async function bootAllInOne(env: Record<string, string> = {}): Promise<RunningPlatform> {
  const platform = await startPlatform({
    modules: PLATFORM_MODULES,
    targets: ["all"],
    env: { DATA_DIR: "memory", LOG_LEVEL: "silent", ...E2E_ENV, ...env },
  });
  const port = platform.listen(0);
  const baseUrl = `http://127.0.0.1:${port}`;
  return { shape: "all", baseUrl, processes: { all: baseUrl }, stop: () => platform.stop() };
}
