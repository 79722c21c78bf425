import type { RunningPlatform } from "../../harness/index.ts";
import { agentTestsSuite } from "./agent-tests.ts";
import { agentsSuite } from "./agents.ts";
import { conformanceIdentityAgentsSuite } from "./conformance-identity-agents.ts";
import { conformanceTestingKnowledgeSuite } from "./conformance-testing-knowledge.ts";
import { conversationsSuite } from "./conversations.ts";
import { gatewayGuaranteesSuite } from "./gateway-guarantees.ts";
import { hostileBodiesSuite } from "./hostile-bodies.ts";
import { identitySuite } from "./identity.ts";
import { inputRulesSuite } from "./input-rules.ts";
import { knowledgeSuite } from "./knowledge.ts";
import { platformBasics } from "./platform-basics.ts";
import { tenancySuite } from "./tenancy.ts";
import { testRunsSuite } from "./test-runs.ts";
import { toolsSuite } from "./tools.ts";
import { webhooksSuite } from "./webhooks.ts";

/** Every e2e suite; each shape's test file runs all of them against its platform. */
export const E2E_SUITES: ((platform: () => RunningPlatform) => void)[] = [
  platformBasics,
  identitySuite,
  tenancySuite,
  agentsSuite,
  agentTestsSuite,
  conformanceIdentityAgentsSuite,
  conformanceTestingKnowledgeSuite,
  knowledgeSuite,
  gatewayGuaranteesSuite,
  toolsSuite,
  conversationsSuite,
  testRunsSuite,
  hostileBodiesSuite,
  inputRulesSuite,
  webhooksSuite,
];
