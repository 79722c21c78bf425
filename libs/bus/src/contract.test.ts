import { afterAll } from "bun:test";
import { randomBytes } from "node:crypto";
import { describeMessageBusContract } from "./contract.ts";
import { createInProcessBus } from "./in-process/create-in-process-bus.ts";
import type { AnyEvents, MessageBus } from "./port.ts";
import { createRabbitBus } from "./rabbitmq/create-rabbit-bus.ts";
import { removeRabbitTopology } from "./rabbitmq/topology.ts";

describeMessageBusContract("in-process", async () => createInProcessBus());

const amqpUrl = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";
// One exchange per run keeps concurrent runs apart; every group used is recorded so teardown can delete its queues.
const exchange = `cx.test.${randomBytes(4).toString("hex")}`;
const groups = new Set<string>();

describeMessageBusContract("rabbitmq", async () =>
  recordGroups(await createRabbitBus({ url: amqpUrl, exchange, connectionName: "cx-bus-contract" }), groups),
);

afterAll(async () => {
  await removeRabbitTopology(amqpUrl, exchange, groups);
});

function recordGroups(bus: MessageBus<AnyEvents>, into: Set<string>): MessageBus<AnyEvents> {
  return {
    kind: bus.kind,
    publish: (topic, payload, options) => bus.publish(topic, payload, options),
    settled: (id) => bus.settled(id),
    request: (topic, payload, options) => bus.request(topic, payload, options),
    respond: (options, handler) => bus.respond(options, handler),
    subscribe: (options, handler) => {
      into.add(options.group);
      return bus.subscribe(options, handler);
    },
    deadLetters: (group) => {
      into.add(group);
      return bus.deadLetters(group);
    },
    ping: () => bus.ping(),
    close: () => bus.close(),
  };
}
