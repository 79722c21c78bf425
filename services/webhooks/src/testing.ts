/**
 * Test-only entry point (`@cx/webhooks/testing`): the allowance it makes lets deliveries reach
 * loopback receivers, and the module refuses it when `NODE_ENV` is `production`.
 */
import { createTestFetchAllowance } from "@cx/safe-fetch/testing";
import { createWebhooksModules } from "./module.ts";

export { createWebhooksModules, type WebhooksTestOverrides } from "./module.ts";
export { documentedVerifier, type VerifyCxSignature } from "./testing/documented-verifier.ts";
export { type Received, type Receiver, startReceiver } from "./testing/receiver.ts";

/** The webhooks modules as the all-in-one e2e harness runs them: receivers may be on loopback. */
export function webhooksModulesForTests() {
  return createWebhooksModules({ fetchAllowance: createTestFetchAllowance({ loopbackPorts: "any" }) });
}
