import type { EventPayloadOf, EventTopic } from "@cx/contracts";
import type { WorkspaceId } from "../store/workspace-id.ts";

/**
 * Where use cases send events, always after their write succeeded. The implementation
 * (`messaging/event-publisher.ts`) keeps an event until the bus has confirmed it.
 */
export interface EventSink {
  publish<K extends EventTopic>(ws: WorkspaceId, topic: K, payload: EventPayloadOf<K>): Promise<void>;
}
