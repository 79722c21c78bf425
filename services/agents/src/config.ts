import { defineSlice } from "@cx/config";
import { leasedJobSettings } from "@cx/runtime";
import { outboundConfig } from "@cx/safe-fetch";

/**
 * Settings of the agents service (the shared infrastructure has its own slices): the networks
 * webhook tool URLs may name, checked when a tool is written, and the rollback checks' jobs.
 */
export const agentsConfig = defineSlice({
  ...outboundConfig,
  ...leasedJobSettings({
    service: "AGENTS",
    work: "rollback",
    subject: "rollback check",
    leaseMs: 15000,
    pendingRequeueMs: 60000,
  }),
});
