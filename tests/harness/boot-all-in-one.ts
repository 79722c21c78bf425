import { knowledgeModulesForTests } from "@cx/knowledge/testing";
import { PLATFORM_MODULES } from "@cx/platform";
import type { AnyModule, Platform } from "@cx/runtime";
import { startPlatform } from "@cx/runtime";
import { E2E_ENV, type RunningPlatform } from "./running-platform.ts";

/**
 * The modules as the all-in-one harness runs them: the knowledge module may fetch URLs served by
 * the suites' local test servers on loopback (an allowance made in code only, refused in
 * production). The distributed shape runs the production module, which refuses loopback.
 */
const TEST_KNOWLEDGE = new Map(knowledgeModulesForTests().map((m) => [m.name, m]));
const TEST_MODULES: readonly AnyModule[] = PLATFORM_MODULES.map((m) => TEST_KNOWLEDGE.get(m.name) ?? m);

/** The embedded default: every module in this process, embedded adapters, a real HTTP port. */
export async function bootAllInOne(
  env: Record<string, string> = {},
): Promise<RunningPlatform & { platform: Platform }> {
  const platform = await startPlatform({
    modules: TEST_MODULES,
    targets: ["all"],
    env: { DATA_DIR: "memory", LOG_LEVEL: "silent", ...E2E_ENV, ...env },
  });
  const port = platform.listen(0);
  const baseUrl = `http://127.0.0.1:${port}`;
  return {
    shape: "all",
    baseUrl,
    processes: { all: baseUrl },
    internalTokenSecret: platform.settings.internalTokenSecret,
    platform,
    stop: () => platform.stop(),
  };
}
