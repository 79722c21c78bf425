import type { GetMessage } from "amqplib";
import type { WireMessage } from "../envelope.ts";
import type { Session } from "./connection.ts";
import { toWireMessage } from "./delivery.ts";

/**
 * Reads a dead-letter queue without consuming it: every message is fetched with `basic.get` and left
 * unacknowledged, then closing the channel hands them all back to the queue in their original order.
 * Bounded by the queue length seen at the start, so messages arriving meanwhile are left for next time.
 */
export async function peekQueue(session: Session, queue: string): Promise<WireMessage[]> {
  const channel = await session.model.createChannel();
  // A missing queue closes the channel with 404 (reported as "error" as well as by the rejection).
  channel.on("error", () => {});
  try {
    const { messageCount } = await channel.checkQueue(queue);
    const messages: WireMessage[] = [];
    for (let i = 0; i < messageCount; i++) {
      const message: GetMessage | false = await channel.get(queue, { noAck: false });
      if (!message) break;
      messages.push(toWireMessage(message));
    }
    return messages;
  } catch (error) {
    if ((error as { code?: number }).code === 404) return [];
    throw error;
  } finally {
    await channel.close().catch(() => {});
  }
}
