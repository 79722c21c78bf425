import type { Channel } from "amqplib";

/**
 * Names of everything one consumer group owns on the broker. All three are durable queues:
 * - `main` is bound to the exchange with the group's topic patterns; competing consumers share it.
 * - `retry` has no consumers. A failed message is republished to it with a per-message TTL
 *   (`expiration` = retryDelayMs); when the TTL runs out RabbitMQ dead-letters it through the
 *   default exchange straight back to `main` (only this group sees the retry, not every group
 *   bound to the topic).
 * - `dead` holds messages that failed `maxAttempts` deliveries, until an operator deals with them.
 */
export interface GroupQueues {
  main: string;
  retry: string;
  dead: string;
}

export function groupQueues(exchange: string, group: string): GroupQueues {
  const main = `${exchange}.${group}`;
  return { main, retry: `${main}.retry`, dead: `${main}.dead` };
}

/**
 * `expiresMs` is for throwaway environments (CI, e2e runs with a unique exchange each): queues
 * unused that long are deleted by the broker, and the exchange goes with its last binding.
 */
export async function declareExchange(channel: Channel, exchange: string, expiresMs?: number): Promise<void> {
  await channel.assertExchange(exchange, "topic", { durable: true, autoDelete: expiresMs !== undefined });
}

/** Idempotent: runs on every subscribe and after every reconnect. Bindings are only ever added. */
export async function declareGroup(
  channel: Channel,
  exchange: string,
  group: string,
  patterns: string[],
  expiresMs?: number,
): Promise<GroupQueues> {
  const queues = groupQueues(exchange, group);
  const expiry = expiresMs === undefined ? {} : { expires: expiresMs };
  await channel.assertQueue(queues.main, { durable: true, ...expiry });
  await channel.assertQueue(queues.retry, {
    durable: true,
    deadLetterExchange: "",
    deadLetterRoutingKey: queues.main,
    ...expiry,
  });
  await channel.assertQueue(queues.dead, { durable: true, ...expiry });
  for (const pattern of patterns) await channel.bindQueue(queues.main, exchange, pattern);
  return queues;
}

/** Deletes an exchange and the queues of the given groups, e.g. after a test run. */
export async function removeRabbitTopology(url: string, exchange: string, groups: Iterable<string>): Promise<void> {
  const { connect } = await import("amqplib");
  const model = await connect(url);
  try {
    const channel = await model.createChannel();
    for (const group of groups) {
      const queues = groupQueues(exchange, group);
      for (const queue of [queues.main, queues.retry, queues.dead]) await channel.deleteQueue(queue);
    }
    await channel.deleteExchange(exchange);
  } finally {
    await model.close();
  }
}
