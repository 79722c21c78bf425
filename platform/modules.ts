import { agentsModule } from "@cx/agents";
import { conversationsModule } from "@cx/conversations";
import { gatewayModule } from "@cx/gateway";
import { identityModule } from "@cx/identity";
import { knowledgeModule } from "@cx/knowledge";
import type { PlatformModule } from "@cx/runtime";
import { testingModule } from "@cx/testing";

/** Every module of the platform; `--target` picks among them. */
export const PLATFORM_MODULES: readonly PlatformModule[] = [
  identityModule,
  agentsModule,
  testingModule,
  conversationsModule,
  knowledgeModule,
  gatewayModule,
] as PlatformModule[];
