import type { AnyEvents, MessageBus } from "@cx/bus";
import type { Logger } from "@cx/logger";
import type { Database } from "@cx/store";
import type { LegacyOutboxDoc } from "../store/documents.ts";

/**
 * Earlier versions kept unsent events in an `outbox` collection; events now wait on the documents
 * they report. Whatever an upgrade finds there is sent once, with its old id, and removed.
 */
export async function drainLegacyOutbox(database: Database, bus: MessageBus, logger: Logger): Promise<void> {
  const legacy = database.collection<LegacyOutboxDoc>("outbox");
  const raw = bus as unknown as MessageBus<AnyEvents>;
  for (const event of await legacy.find({}, { sort: { created_at: 1 } })) {
    try {
      await raw.publish(event.topic, JSON.parse(event.payload_json), { messageId: event._id });
      await legacy.deleteOne({ _id: event._id });
    } catch (error) {
      logger.warn({ err: error, event_id: event._id }, "an event of the earlier outbox is still unsent");
      return;
    }
  }
}
