import { createHash } from "node:crypto";
import { Topics, type WebhookEventType } from "@cx/contracts";
import { pendingEvent } from "@cx/outbox";
import type { DeliveryRecord } from "../store/records.ts";
import type { WebhooksDeps } from "./deps.ts";
import { type ResourceReader, type ResourceRef, resourceIdOf } from "./resources.ts";

/** An event of another service, as it becomes one for webhooks. */
export interface SourceEvent {
  /** The bus message's id: stable across redeliveries, so a redelivered event makes no second delivery. */
  messageId: string;
  type: WebhookEventType;
  workspaceId: string;
  occurredAt: string;
  /** The resource the event is about: read now, it is the delivery's `data`. */
  resource: ResourceRef;
}

function derivedId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHash("sha256").update(parts.join("\n")).digest("hex").slice(0, 24)}`;
}

/**
 * Records one delivery per enabled webhook of the workspace that takes the event's type, each
 * with its job's message in the same write (the outbox): once this returns, a crash or a broker
 * outage loses none of them, and no receiver is called on the publisher's time. The body's `data`
 * is the resource as its owner answers it now; a resource gone since the event is delivered to
 * nobody. When the owner does not answer this throws, and the bus takes the event again later.
 */
export async function fanOut(deps: WebhooksDeps, resources: ResourceReader, event: SourceEvent): Promise<number> {
  const webhooks = await deps.repos.webhooks.subscribedTo(event.workspaceId, event.type);
  // Nobody listens: the owner is not asked.
  if (webhooks.length === 0) return 0;
  const data = await resources.read(event.workspaceId, event.resource);
  if (data === null) return 0;
  const resourceId = resourceIdOf(event.resource);
  const eventId = derivedId("evt", event.messageId);
  const body = JSON.stringify({
    id: eventId,
    type: event.type,
    created_at: event.occurredAt,
    workspace_id: event.workspaceId,
    data,
  });
  const now = deps.clock().toISOString();
  const ids: string[] = [];
  let recorded = 0;
  for (const webhook of webhooks) {
    const record: DeliveryRecord = {
      _id: derivedId("whd", event.messageId, webhook._id),
      workspace_id: event.workspaceId,
      webhook_id: webhook._id,
      event_id: eventId,
      event_type: event.type,
      resource_id: resourceId,
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
    ids.push(record._id);
    // The job waits on its delivery until the check below: nothing is sent before it.
    if (await deps.repos.deliveries.insert(event.workspaceId, record, [job], { deferRelay: true })) recorded++;
  }
  // Read just before its removal, purged before these were written: taken back unsent, so that
  // none keeps what was said (the removal records the conversation before it purges).
  if (
    event.resource.kind === "conversation" &&
    (await deps.repos.removedConversations.isRemoved(event.workspaceId, resourceId))
  ) {
    await deps.repos.deliveries.deleteOfResource(event.workspaceId, resourceId);
    return 0;
  }
  // Those recorded by an earlier try of this event too, in case it stopped before relaying them.
  for (const id of ids) await deps.repos.deliveries.relayPending(id);
  return recorded;
}
