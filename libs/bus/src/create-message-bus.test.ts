import { expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { createMessageBus } from "./create-message-bus.ts";
import { removeRabbitTopology } from "./rabbitmq/topology.ts";

test("without an AMQP URL the bus stays in process", async () => {
  const bus = await createMessageBus({});
  expect(bus.kind).toBe("in-process");
  await bus.close();
});

test("with an AMQP URL the bus is RabbitMQ on the given exchange", async () => {
  const amqpUrl = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
  const exchange = `cx.test.${randomBytes(4).toString("hex")}`;
  const bus = await createMessageBus({ amqpUrl, exchange });
  try {
    expect(bus.kind).toBe("rabbitmq");
    await bus.ping();
  } finally {
    await bus.close();
    await removeRabbitTopology(amqpUrl, exchange, []);
  }
});
