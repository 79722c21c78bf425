import type { OutboxFields } from "@cx/outbox";

export interface WebhookRecord {
  _id: string;
  workspace_id: string;
  url: string;
  events: string[];
  enabled: boolean;
  disabled_reason: string | null;
  /**
   * Kept as is: every delivery is signed with it, so it must be recoverable, and the platform
   * has no key to encrypt it with. It is never logged nor answered but on create and rotation.
   */
  secret: string;
  /** Failed attempts since the last delivered one (or since enabled). */
  failures_in_row: number;
  created_at: string;
  updated_at: string;
}

export type DeliveryStatus = "waiting" | "sending" | "delivered" | "failed" | "dropped";

/**
 * One event to deliver to one webhook: the job's document, written with the event that caused
 * it and with its job's message (the outbox), so nothing between the event and the receiver
 * lives only in memory or on the bus.
 */
export interface DeliveryRecord extends Partial<OutboxFields> {
  _id: string;
  workspace_id: string;
  webhook_id: string;
  event_id: string;
  event_type: string;
  /**
   * The resource the body carries (a conversation's, an invocation's or a deployment's id): what
   * a conversation's removal purges by. Absent on deliveries recorded before bodies carried
   * resources (theirs hold ids only).
   */
  resource_id?: string;
  /** The exact bytes signed and sent, so every attempt sends the same body. */
  body: string;
  status: DeliveryStatus;
  /** Attempts made (recorded) so far. */
  attempts: number;
  /** Claims since the last recorded attempt: workers that died holding it. */
  runs: number;
  first_attempt_at: string | null;
  next_attempt_at: string;
  /** When its job's message was last recorded; null while it waits for its next attempt. */
  queued_at: string | null;
  lease_token: string | null;
  lease_until: string | null;
  error: string | null;
  created_at: string;
  updated_at: string;
}

export interface AttemptRecord {
  _id: string;
  workspace_id: string;
  webhook_id: string;
  delivery_id: string | null;
  event_id: string;
  event_type: string;
  attempt: number;
  status_code: number | null;
  error: string | null;
  duration_ms: number;
  created_at: string;
}

/**
 * A conversation removed for good (its `conversations.conversation.deleted`): ids only. A fan-out
 * that read the conversation just before its removal looks here after recording its deliveries,
 * and takes them back.
 */
export interface RemovedConversationRecord {
  _id: string;
  workspace_id: string;
  removed_at: string;
}
