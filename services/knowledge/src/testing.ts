/**
 * Test-only entry point (`@cx/knowledge/testing`). Nothing in production code imports it; the
 * allowance it makes is the only way for URL imports to reach loopback, and the module refuses
 * it when `NODE_ENV` is `production`.
 *
 * The all-in-one e2e harness boots the platform with
 * `createKnowledgeModules({ fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }) })`
 * in place of `knowledgeModules`.
 */

export type { Resolver } from "@cx/safe-fetch";
export { createTestFetchAllowance, type TestFetchAllowance } from "@cx/safe-fetch/testing";
export { createKnowledgeModules, type KnowledgeTestOverrides } from "./module.ts";
export { htmlPage, startTestSite, type TestSite } from "./testing/test-site.ts";

import { createTestFetchAllowance } from "@cx/safe-fetch/testing";
import { createKnowledgeModules } from "./module.ts";

/** The knowledge modules as the all-in-one e2e harness runs them: URL imports may reach loopback. */
export function knowledgeModulesForTests() {
  return createKnowledgeModules({ fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }) });
}
