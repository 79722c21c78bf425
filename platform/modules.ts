import { ALL, type AnyModule } from "@cx/runtime";
import { loadPlatformModules } from "./load-modules.ts";

/**
 * The whole module graph of the platform: infrastructure, the language-model port and the outbox, then each
 * service's modules (its internal modules, HTTP module, worker and target), the gateway, and
 * `all`. `--target` picks among the user-facing ones; `platform/modules.test.ts` checks the
 * services match the registry. The entry point loads only what its targets need
 * (`load-modules.ts`); this whole graph is for tests and tools.
 */
export const PLATFORM_MODULES: readonly AnyModule[] = await loadPlatformModules([ALL]);
