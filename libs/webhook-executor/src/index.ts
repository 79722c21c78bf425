export { createBusWebhookTargets, type WebhookTargetSource } from "./bus-webhook-targets.ts";
export {
  createWebhookExecutor,
  WEBHOOK_MAX_ANSWER_BYTES,
  type WebhookCallResult,
  type WebhookExecutor,
  type WebhookExecutorOptions,
  type WebhookTarget,
} from "./webhook-executor.ts";
