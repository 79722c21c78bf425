import { type BusMessage, createRabbitBus } from "@cx/bus";
import { createLogger } from "@cx/logger";
import { LOCAL_AMQP_URL } from "./boot-distributed.ts";

export interface TopicRecorder {
  /** Every message of the topic received so far, in order. */
  messages: BusMessage[];
  close(): Promise<void>;
}

/**
 * Listens, as a group of its own, on the RabbitMQ exchange of a distributed environment for one
 * topic, so that a test sees what worker processes announce.
 */
export async function recordTopic(
  environment: Record<string, string>,
  group: string,
  topic: string,
): Promise<TopicRecorder> {
  const bus = await createRabbitBus({
    url: LOCAL_AMQP_URL,
    exchange: environment.AMQP_EXCHANGE,
    queueExpiresMs: Number(environment.AMQP_QUEUE_EXPIRES_MS),
    logger: createLogger(group, { level: "silent" }),
  });
  const messages: BusMessage[] = [];
  await bus.subscribe({ group, topics: [topic] }, async (message) => {
    messages.push(message);
  });
  return { messages, close: () => bus.close() };
}
