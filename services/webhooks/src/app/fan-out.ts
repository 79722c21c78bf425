import { createHash } from "node:crypto";
import { Topics, type WebhookEventType } from "@cx/contracts";
import { pendingEvent } from "@cx/outbox";
import type { DeliveryRecord } from "../store/records.ts";
import type { WebhooksDeps } from "./deps.ts";

/** An event of another service, as it becomes one for webhooks. */
export interface SourceEvent {
  /** The bus message's id: stable across redeliveries, so a redelivered event makes no second delivery. */
  messageId: string;
  type: WebhookEventType;
  workspaceId: string;
  occurredAt: string;
  data: Record<string, unknown>;
}

function derivedId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 24)}`;
}

/**
 * Records one delivery per enabled webhook of the workspace that takes the event's type, each
 * with its job's message in the same write (the outbox): once this returns, a crash or a broker
 * outage loses none of them, and no receiver is called on the publisher's time.
 */
export async function fanOut(deps: WebhooksDeps, event: SourceEvent): Promise<number> {
  const webhooks = await deps.repos.webhooks.subscribedTo(event.workspaceId, event.type);
  const eventId = derivedId("evt", event.messageId);
  const body = JSON.stringify({
    id: eventId,
    type: event.type,
    created_at: event.occurredAt,
    workspace_id: event.workspaceId,
    data: event.data,
  });
  const now = deps.clock().toISOString();
  let recorded = 0;
  for (const webhook of webhooks) {
    const record: DeliveryRecord = {
      _id: derivedId("whd", event.messageId, webhook._id),
      workspace_id: event.workspaceId,
      webhook_id: webhook._id,
      event_id: eventId,
      event_type: event.type,
      body,
      status: "waiting",
      attempts: 0,
      runs: 0,
      first_attempt_at: null,
      next_attempt_at: now,
      queued_at: now,
      lease_token: null,
      lease_until: null,
      error: null,
      created_at: now,
      updated_at: now,
    };
    const job = pendingEvent(Topics.WEBHOOKS_DELIVERY_REQUESTED, {
      workspace_id: event.workspaceId,
      delivery_id: record._id,
      occurred_at: now,
    });
    if (await deps.repos.deliveries.insert(event.workspaceId, record, [job])) recorded++;
  }
  return recorded;
}
