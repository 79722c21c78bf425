/**
 * The webhooks service's jobs (`@cx/jobs`, `docs/decisions/job-runner.md`): each declared once
 * with its message, lease, attempts, back-off, concurrency, where its state lives and its handler.
 * The `webhooks-worker` target executes them.
 */
import { EventSchemas, Topics, type WebhookDeliveryRequestedEvent } from "@cx/contracts";
import type { LeasedJob } from "@cx/jobs";
import { DeliveryJobDocuments, executeDelivery } from "./app/delivery-jobs.ts";
import type { WebhooksDeps } from "./app/deps.ts";
import type { DeliveryRecord } from "./store/records.ts";

export const DELIVERY_GROUP = "webhooks-delivery";

/** The catalog's jobs as the README lists them under the worker target (`platform/job-catalogs.test.ts`). */
export const WEBHOOKS_JOBS = [`delivery (${Topics.WEBHOOKS_DELIVERY_REQUESTED})`] as const;

/**
 * `delivery`: one job per event and webhook; `WEBHOOKS_DELIVERY_LEASE_MS` and
 * `WEBHOOKS_DELIVERY_MAX_RUNS` (workers lost in a row on one attempt). A receiver's failure is
 * not a failed run: its retries follow `WEBHOOKS_RETRY_SCHEDULE_MS` through the sweeper. Many at
 * once, since a delivery mostly waits on its receiver.
 */
export function deliveryJob(
  deps: WebhooksDeps,
  options: { sweepIntervalMs: number; retryDelayMs?: number },
): LeasedJob<WebhookDeliveryRequestedEvent, DeliveryRecord> {
  return {
    name: "delivery",
    topic: Topics.WEBHOOKS_DELIVERY_REQUESTED,
    group: DELIVERY_GROUP,
    schema: EventSchemas[Topics.WEBHOOKS_DELIVERY_REQUESTED],
    leaseMs: deps.delivery.leaseMs,
    maxAttempts: deps.delivery.maxRuns,
    backOff: { retryDelayMs: options.retryDelayMs ?? 5000, deliveries: 3 },
    concurrency: 16,
    sweepIntervalMs: options.sweepIntervalMs,
    documents: new DeliveryJobDocuments(deps),
    handle: (execution) => executeDelivery(deps, execution),
  };
}

export function webhooksJobs(
  deps: WebhooksDeps,
  options: { sweepIntervalMs: number; retryDelayMs?: number },
): LeasedJob<WebhookDeliveryRequestedEvent, DeliveryRecord>[] {
  return [deliveryJob(deps, options)];
}
