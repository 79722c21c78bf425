import { agentsModules } from "@cx/agents";
import { conversationsModules } from "@cx/conversations";
import { gatewayModule } from "@cx/gateway";
import { identityModules } from "@cx/identity";
import { knowledgeModules } from "@cx/knowledge";
import type { AnyModule } from "@cx/runtime";
import { testingModules } from "@cx/testing";
import { platformGraph } from "./graph.ts";

/**
 * The whole module graph of the platform: infrastructure, the language-model port and the outbox, then each
 * service's modules (its internal modules, HTTP module, worker and target), the gateway, and
 * `all`. `--target` picks among the user-facing ones; `platform/modules.test.ts` checks the
 * services match the registry. The entry point loads only what its targets need
 * (`load-modules.ts`); this eager graph is for tests and tools.
 */
export function platformModules(services: readonly (readonly AnyModule[])[] = SERVICE_MODULES): AnyModule[] {
  return platformGraph(services, gatewayModule);
}

/** Each service's modules, in the order of the service registry. */
export const SERVICE_MODULES: readonly (readonly AnyModule[])[] = [
  identityModules,
  agentsModules,
  testingModules,
  conversationsModules,
  knowledgeModules,
];

export const PLATFORM_MODULES: readonly AnyModule[] = platformModules();
