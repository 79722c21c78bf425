import { afterAll, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { connect } from "amqplib";
import { waitUntil } from "../wait-until.ts";
import { createRabbitBus } from "./create-rabbit-bus.ts";
import { groupQueues, removeRabbitTopology } from "./topology.ts";

const amqpUrl = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
const exchange = `cx.test.${randomBytes(4).toString("hex")}`;
const group = "layout";

afterAll(async () => {
  await removeRabbitTopology(amqpUrl, exchange, [group]);
});

test("a failing message ends up in <exchange>.<group>.dead, with the group and retry queues drained", async () => {
  const bus = await createRabbitBus({ url: amqpUrl, exchange });
  const inspector = await connect(amqpUrl);
  try {
    const channel = await inspector.createChannel();
    await bus.subscribe({ group, topics: ["layout.#"], maxAttempts: 3, retryDelayMs: 30 }, async () => {
      throw new Error("nope");
    });
    await bus.publish("layout.check", { ok: false }, { messageId: "layout-1" });

    const queues = groupQueues(exchange, group);
    expect(queues).toEqual({
      main: `${exchange}.${group}`,
      retry: `${exchange}.${group}.retry`,
      dead: `${exchange}.${group}.dead`,
    });
    await waitUntil(
      async () => (await channel.checkQueue(queues.dead)).messageCount === 1,
      "the dead-letter queue to hold it",
      5000,
      25,
    );
    expect((await channel.checkQueue(queues.retry)).messageCount).toBe(0);
    expect((await channel.checkQueue(queues.main)).messageCount).toBe(0);

    const [dead] = await bus.deadLetters(group);
    expect(dead?.attempt).toBe(3);
    // The retry queue's dead-lettering bookkeeping stays out of the message.
    expect(Object.keys(dead?.headers ?? {}).filter((name) => name.startsWith("x-"))).toEqual([]);
    // Peeking left it in place: closing the peek's channel hands it back to the queue, which the
    // broker does on its own time, so another connection may count 0 for a moment.
    await waitUntil(
      async () => (await channel.checkQueue(queues.dead)).messageCount === 1,
      "the peeked message to be back in the dead-letter queue",
      5000,
      25,
    );
  } finally {
    await inspector.close();
    await bus.close();
  }
});

test("createRabbitBus fails fast when the broker cannot be reached", async () => {
  const started = performance.now();
  await expect(
    createRabbitBus({
      url: "amqp://guest:guest@127.0.0.1:1",
      exchange,
      reconnect: { initialDelayMs: 10, initialRetries: 2 },
    }),
  ).rejects.toThrow();
  expect(performance.now() - started).toBeLessThan(3000);
});
