/**
 * Test-only entry point (`@cx/knowledge/testing`). Nothing in production code imports it; the
 * allowance it makes is the only way for URL imports to reach loopback, and the module refuses
 * it when `NODE_ENV` is `production`.
 *
 * The all-in-one e2e harness boots the platform with
 * `createKnowledgeModule({ fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }) })`
 * in place of `knowledgeModule`.
 */

export type { Resolver } from "@cx/safe-fetch";
export { createTestFetchAllowance, type TestFetchAllowance } from "@cx/safe-fetch/testing";
export { createKnowledgeModule, type KnowledgeTestOverrides } from "./module.ts";

import { createTestFetchAllowance } from "@cx/safe-fetch/testing";
import { createKnowledgeModule } from "./module.ts";

/** The knowledge module as the all-in-one e2e harness runs it: URL imports may reach loopback. */
export function knowledgeModuleForTests() {
  return createKnowledgeModule({ fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }) });
}
