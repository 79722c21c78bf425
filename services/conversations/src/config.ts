import { defineSlice } from "@cx/config";
import { leasedJobSettings } from "@cx/runtime";
import { outboundConfig } from "@cx/safe-fetch";
import { Type } from "@sinclair/typebox";

/**
 * Settings of the conversations service (the shared infrastructure and the model port have their
 * own slices), with the networks its webhook tool calls may reach.
 */
export const conversationsConfig = defineSlice({
  ...outboundConfig,
  turnLeaseMs: {
    env: "CONVERSATIONS_TURN_LEASE_MS",
    // At most 15 s: a replica killed mid-reply keeps its conversation busy (409) until it lapses,
    // and a reply longer than the lease is not cut short by it (the turn renews it).
    schema: Type.Integer({ minimum: 1000, maximum: 15000 }),
    default: 15000,
    description:
      "How long a message's turn owns its conversation without renewing (it renews every third of it, up to 15000); a turn of a dead replica frees the conversation after it.",
  },
  analysisConcurrency: {
    env: "CONVERSATIONS_ANALYSIS_CONCURRENCY",
    schema: Type.Integer({ minimum: 1, maximum: 64 }),
    default: 4,
    description: "Analyses one worker process runs at once.",
  },
  ...leasedJobSettings({
    service: "CONVERSATIONS",
    work: "analysis",
    subject: "analysis",
    leaseMs: 30000,
    pendingRequeueMs: 60000,
  }),
});
