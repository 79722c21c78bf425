import type { Logger } from "@cx/logger";
import type { ConfirmChannel, Options } from "amqplib";
import type { WireMessage } from "../envelope.ts";
import type { RabbitConnection } from "./connection.ts";

export interface PublishTarget {
  /** "" is the default exchange, which routes on the queue name. */
  exchange: string;
  routingKey: string;
  /** Per-message TTL, used to park a message in a retry queue. */
  expirationMs?: number;
}

/**
 * Sends until the broker confirms, within `timeoutMs`. A nack, or a connection that drops before
 * the confirm arrives, sends the message again on the next session: the broker may then hold it
 * twice, which at-least-once delivery allows (the message id stays the same), whereas giving up
 * would lose it.
 */
export async function publishConfirmed(
  connection: RabbitConnection,
  target: PublishTarget,
  wire: WireMessage,
  timeoutMs: number,
  logger: Logger,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (let attempt = 1; ; attempt++) {
    const session = await connection.waitForSession(deadline - Date.now());
    try {
      await sendAndConfirm(session.publisher, target, wire);
      return;
    } catch (error) {
      const remaining = deadline - Date.now();
      if (connection.isClosing || remaining <= 0) {
        throw new Error(`message ${wire.id} was not confirmed by the broker: ${(error as Error).message}`, {
          cause: error,
        });
      }
      logger.debug({ messageId: wire.id, attempt, err: error }, "publish not confirmed; sending again");
      await Bun.sleep(Math.min(25 * attempt, 500, remaining));
    }
  }
}

function sendAndConfirm(channel: ConfirmChannel, target: PublishTarget, wire: WireMessage): Promise<void> {
  const properties: Options.Publish = {
    persistent: true,
    messageId: wire.id,
    contentType: "application/json",
    timestamp: Math.floor(Date.now() / 1000),
    headers: wire.headers,
  };
  if (target.expirationMs !== undefined) properties.expiration = String(Math.max(0, Math.round(target.expirationMs)));
  return new Promise((resolve, reject) => {
    try {
      // The return value only signals a full write buffer; the message is queued either way.
      channel.publish(target.exchange, target.routingKey, Buffer.from(wire.body), properties, (error: unknown) =>
        error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(),
      );
    } catch (error) {
      reject(error);
    }
  });
}
