import { Topics, type WebhookDeliveryRequestedEvent } from "@cx/contracts";
import type { DeadLetter, JobDocuments, JobExecution, JobLease } from "@cx/jobs";
import { pendingEvent } from "@cx/outbox";
import { DISABLED_REASON, isDelivered } from "../domain/failure.ts";
import { FAILURES_BEFORE_DISABLING, nextAttemptAt } from "../domain/schedule.ts";
import type { DeliveryRecord } from "../store/records.ts";
import type { WebhooksDeps } from "./deps.ts";
import { sendAttempt } from "./send.ts";

const OPEN = new Set(["waiting", "sending"]);

/**
 * Where a delivery job lives: on its delivery (`status` `waiting` or `sending`, `lease_token`,
 * `lease_until`, `runs`, `next_attempt_at`, `queued_at`). A failed attempt does not throw: it
 * stores when the next one is due, and the sweeper records the job's message again then, so the
 * back-off of hours lives in the store, not in a broker's delayed message.
 */
export class DeliveryJobDocuments implements JobDocuments<WebhookDeliveryRequestedEvent, DeliveryRecord> {
  constructor(private readonly deps: WebhooksDeps) {}

  async open(job: WebhookDeliveryRequestedEvent): Promise<DeliveryRecord | null> {
    const found = await this.deps.repos.deliveries.find(job.workspace_id, job.delivery_id);
    return found && OPEN.has(found.status) ? found : null;
  }

  claim(doc: DeliveryRecord, lease: JobLease): Promise<DeliveryRecord | null> {
    const waiting = doc.status === "waiting";
    // A waiting delivery is taken only once its time came; a message that arrives early waits for the sweeper.
    if (waiting && doc.next_attempt_at > lease.now) return Promise.resolve(null);
    if (!waiting && !this.abandoned(doc, lease.now)) return Promise.resolve(null);
    return this.deps.repos.deliveries.change(
      doc,
      { status: doc.status, lease_token: doc.lease_token, runs: doc.runs },
      {
        status: "sending",
        lease_token: lease.token,
        lease_until: lease.until,
        runs: doc.runs + 1,
        updated_at: lease.now,
      },
    );
  }

  attempts(doc: DeliveryRecord): number {
    return doc.runs;
  }

  abandoned(doc: DeliveryRecord, now: string): boolean {
    return doc.status === "sending" && (doc.lease_until === null || doc.lease_until <= now);
  }

  async renew(doc: DeliveryRecord, token: string, until: string): Promise<boolean> {
    return (
      (await this.deps.repos.deliveries.change(
        doc,
        { status: "sending", lease_token: token },
        { lease_until: until },
      )) !== null
    );
  }

  async release(doc: DeliveryRecord, token: string, now: string): Promise<void> {
    await this.deps.repos.deliveries.change(doc, { status: "sending", lease_token: token }, { lease_until: now });
  }

  async deadLetter(doc: DeliveryRecord, why: DeadLetter): Promise<boolean> {
    const error =
      why.cause === "interrupted"
        ? `Delivery workers stopped without finishing ${why.attempts} times.`
        : why.cause === "failed"
          ? `Delivery failed: ${(why.error as Error).message}`
          : why.error.message;
    const now = this.deps.clock().toISOString();
    const changed = await this.deps.repos.deliveries.change(
      doc,
      { status: doc.status, lease_token: doc.lease_token },
      { status: "failed", error, lease_token: null, lease_until: null, updated_at: now },
    );
    return changed !== null;
  }

  due(now: Date, limit: number): Promise<DeliveryRecord[]> {
    const requeueBefore = new Date(now.getTime() - this.deps.delivery.pendingRequeueMs).toISOString();
    return this.deps.repos.deliveries.due(now.toISOString(), requeueBefore, limit);
  }

  async requeue(doc: DeliveryRecord, now: Date): Promise<"recorded" | null> {
    const stamp = now.toISOString();
    const job = pendingEvent(Topics.WEBHOOKS_DELIVERY_REQUESTED, {
      workspace_id: doc.workspace_id,
      delivery_id: doc._id,
      occurred_at: stamp,
    });
    const again = await this.deps.repos.deliveries.change(
      doc,
      { status: doc.status, lease_token: doc.lease_token, queued_at: doc.queued_at },
      // A worker gone mid-attempt: the attempt is made again now (the receiver may see it twice).
      { status: "waiting", lease_token: null, lease_until: null, queued_at: stamp, updated_at: stamp },
      [job],
    );
    return again ? "recorded" : null;
  }
}

/** One attempt of a claimed delivery, and what follows from its outcome. */
export async function executeDelivery(
  deps: WebhooksDeps,
  execution: JobExecution<WebhookDeliveryRequestedEvent, DeliveryRecord>,
): Promise<void> {
  const { doc, token } = execution;
  const { repos } = deps;
  const webhook = await repos.webhooks.find(doc.workspace_id, doc.webhook_id);
  const now = () => deps.clock().toISOString();
  if (!webhook?.enabled) {
    await repos.deliveries.change(
      doc,
      { status: "sending", lease_token: token },
      {
        status: "dropped",
        error: webhook ? "The webhook is disabled." : "The webhook was deleted.",
        lease_token: null,
        lease_until: null,
        updated_at: now(),
      },
    );
    return;
  }
  const attempt = await sendAttempt(deps, webhook, {
    deliveryId: doc._id,
    eventId: doc.event_id,
    eventType: doc.event_type,
    body: doc.body,
    attempt: doc.attempts + 1,
  });
  const at = new Date(attempt.created_at);
  const first = doc.first_attempt_at ?? attempt.created_at;
  const settled = {
    lease_token: null,
    lease_until: null,
    runs: 0,
    attempts: doc.attempts + 1,
    first_attempt_at: first,
  };
  if (isDelivered(attempt.status_code)) {
    await repos.deliveries.change(
      doc,
      { status: "sending", lease_token: token },
      { ...settled, status: "delivered", error: null, updated_at: now() },
    );
    await repos.webhooks.succeeded(webhook.workspace_id, webhook._id);
    return;
  }
  const next = nextAttemptAt(deps.schedule, new Date(first), at, doc.attempts + 1);
  // Ids, the outcome and the next time only: never the body, the headers or the secret.
  deps.logger.info(
    {
      webhook_id: webhook._id,
      delivery_id: doc._id,
      attempt: attempt.attempt,
      status_code: attempt.status_code,
      error: attempt.error,
      next_attempt_at: next?.toISOString() ?? null,
    },
    next ? "webhook delivery failed; retry scheduled" : "webhook delivery failed; given up",
  );
  await repos.deliveries.change(
    doc,
    { status: "sending", lease_token: token },
    next
      ? {
          ...settled,
          status: "waiting",
          next_attempt_at: next.toISOString(),
          queued_at: null,
          error: attempt.error,
          updated_at: now(),
        }
      : { ...settled, status: "failed", error: attempt.error, updated_at: now() },
  );
  await repos.webhooks.failed(webhook.workspace_id, webhook._id, FAILURES_BEFORE_DISABLING, DISABLED_REASON, now());
}
