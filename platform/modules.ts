import { agentsModules } from "@cx/agents";
import { conversationsModules } from "@cx/conversations";
import { gatewayModule } from "@cx/gateway";
import { identityModules } from "@cx/identity";
import { knowledgeModules } from "@cx/knowledge";
import { languageModelModule } from "@cx/llm";
import { outboxModule } from "@cx/outbox";
import { type AnyModule, allTarget, INFRASTRUCTURE_MODULES } from "@cx/runtime";
import { testingModules } from "@cx/testing";

/**
 * The module graph of the platform: infrastructure, the language-model port and the outbox, then each service's modules (its internal
 * modules, HTTP module, worker and target), the gateway, and `all`. `--target` picks among the
 * user-facing ones; `platform/modules.test.ts` checks the services match the registry.
 */
export function platformModules(services: readonly (readonly AnyModule[])[] = SERVICE_MODULES): AnyModule[] {
  const modules: AnyModule[] = [
    ...INFRASTRUCTURE_MODULES,
    languageModelModule,
    outboxModule,
    ...services.flat(),
    gatewayModule,
  ];
  return [...modules, allTarget(modules)];
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
