import type { EventPayloadOf, EventTopic } from "@cx/contracts";
import { newId } from "@cx/ids";

/**
 * An event waiting on the document whose change it reports, written by the same update as the
 * change. Its id is the bus message id, so a consumer can tell a resend from a new event.
 */
export interface PendingEvent {
  id: string;
  topic: EventTopic;
  /**
   * The payload as JSON text: payloads carry user-shaped objects (agent configs) whose keys no
   * document store accepts as field names (`$x`, `a.b`); as text they round-trip exactly.
   */
  payload_json: string;
  /** When the write recorded it; the sweeper leaves younger events to the request that wrote them. */
  recorded_at: string;
}

/** An event about to be recorded: the write stamps `recorded_at`. */
export type NewEvent = Omit<PendingEvent, "recorded_at">;

/** The fields the outbox adds to a document of a tracked collection. */
export interface OutboxFields {
  /** Events recorded with a change of this document and not yet confirmed by the bus. */
  outbox?: PendingEvent[];
  /** Set by a delete that reports events: the document goes once they are published. */
  outbox_deleted?: true;
}

/** An event of the registry, its payload typed by its topic. */
export function pendingEvent<K extends EventTopic>(topic: K, payload: EventPayloadOf<K>): NewEvent {
  return { id: newId("evt"), topic, payload_json: JSON.stringify(payload) };
}

/** Events to record with a write, or none. */
export type Events = readonly NewEvent[];
