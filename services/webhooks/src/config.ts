import { defineSlice } from "@cx/config";
import { leasedJobSettings } from "@cx/runtime";
import { outboundConfig } from "@cx/safe-fetch";
import { Type } from "@sinclair/typebox";

/** Settings of the webhooks service, with the operator's outbound networks (`OUTBOUND_ALLOWED_NETWORKS`). */
export const webhooksConfig = defineSlice({
  ...outboundConfig,
  deliveryTimeoutMs: {
    env: "WEBHOOKS_DELIVERY_TIMEOUT_MS",
    schema: Type.Integer({ minimum: 100, maximum: 10000 }),
    default: 10000,
    description:
      "Longest wait for a receiver's answer to one delivery, redirects included (10 s at most, as the specification requires); past it the attempt failed.",
  },
  retryScheduleMs: {
    env: "WEBHOOKS_RETRY_SCHEDULE_MS",
    schema: Type.Array(Type.String({ pattern: "^[0-9]{1,9}$" }), { minItems: 1 }),
    list: true,
    default: ["30000", "120000", "600000", "3600000"],
    description:
      "Waits before the retries of a failed delivery, in milliseconds, comma-separated; the last repeats (about 30 s, 2 min, 10 min, 1 h, then hourly).",
  },
  retryWindowMs: {
    env: "WEBHOOKS_RETRY_WINDOW_MS",
    schema: Type.Integer({ minimum: 1000 }),
    default: 86400000,
    description: "How long after its first attempt a failing delivery is retried (24 h); then it is given up.",
  },
  ...leasedJobSettings({
    service: "WEBHOOKS",
    work: "delivery",
    subject: "delivery",
    leaseMs: 30000,
    pendingRequeueMs: 60000,
  }),
});
