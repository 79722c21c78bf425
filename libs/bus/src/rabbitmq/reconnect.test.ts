import { afterAll, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { waitUntil } from "../wait-until.ts";
import { createRabbitBus, type RabbitBusOptions } from "./create-rabbit-bus.ts";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.ts";
import { removeRabbitTopology } from "./topology.ts";

const brokerUrl = new URL(process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672");
const exchange = `cx.test.${randomBytes(4).toString("hex")}`;
const group = "reconnect";
const proxies: TcpProxy[] = [];

afterAll(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await removeRabbitTopology(brokerUrl.toString(), exchange, [group]);
});

/** A bus connected to the broker through a proxy the test can cut. */
async function busThroughProxy(options: Omit<RabbitBusOptions, "url" | "exchange">) {
  const proxy = await startTcpProxy(brokerUrl.hostname, Number(brokerUrl.port || 5672));
  proxies.push(proxy);
  const proxiedUrl = new URL(brokerUrl);
  proxiedUrl.hostname = "127.0.0.1";
  proxiedUrl.port = String(proxy.port);
  const bus = await createRabbitBus({ url: proxiedUrl.toString(), exchange, ...options });
  return { proxy, bus };
}

/** Resolves true once `ping` answers as `up` says. */
const pingIs = (bus: { ping(): Promise<void> }, up: boolean) =>
  bus.ping().then(
    () => up,
    () => !up,
  );

test("confirmed publishes survive connection cuts and the consumer resubscribes", async () => {
  const { proxy, bus } = await busThroughProxy({
    connectionName: "cx-bus-reconnect-test",
    reconnect: { initialDelayMs: 50, maxDelayMs: 400 },
    waitForBrokerMs: 15_000,
  });
  try {
    const topic = "stream.tick";
    const deliveries = new Map<string, number[]>();
    let lastDelivery = 0;
    await bus.subscribe({ group, topics: [topic], prefetch: 20 }, async (message) => {
      lastDelivery = performance.now();
      deliveries.set(message.id, [...(deliveries.get(message.id) ?? []), lastDelivery]);
    });

    const total = 300;
    const cutAt = new Set([75, 200]);
    const confirmed = new Set<string>();
    const rejected: unknown[] = [];
    const publishes: Promise<void>[] = [];
    let lastCut = Number.NEGATIVE_INFINITY;
    for (let i = 0; i < total; i++) {
      if (cutAt.has(i)) {
        // Cut a fully recovered bus (publisher and consumer back), not one still reconnecting.
        await waitUntil(
          async () => lastDelivery > lastCut + 500 && (await pingIs(bus, true)),
          "the bus to be connected and consuming",
          10_000,
        );
        proxy.refuseFor(500);
        proxy.sever();
        lastCut = performance.now();
      }
      const id = `tick-${i}`;
      publishes.push(
        bus.publish(topic, { i }, { messageId: id }).then(
          () => void confirmed.add(id),
          (error: unknown) => void rejected.push(error),
        ),
      );
      await Bun.sleep(5);
    }
    await Promise.all(publishes);

    // Publishes made while the connection was down waited for the reconnect instead of failing.
    expect(rejected).toEqual([]);
    expect(confirmed.size).toBe(total);
    await waitUntil(
      () => [...confirmed].every((id) => deliveries.has(id)),
      "every confirmed message to be consumed",
      15_000,
    );

    // Initial connection plus at least one per cut; the refused attempts are not counted.
    expect(proxy.accepted).toBeGreaterThanOrEqual(3);
    // Consumed after the last cut, so through a consumer re-created on a new connection.
    const lateDeliveries = [...deliveries.values()].flat().filter((at) => at > lastCut + 500);
    expect(lateDeliveries.length).toBeGreaterThan(0);
    expect(deliveries.has(`tick-${total - 1}`)).toBe(true);
    await bus.ping();
  } finally {
    await bus.close();
  }
}, 40_000);

test("while the broker stays unreachable, ping rejects and a publish fails after the bounded wait instead of vanishing", async () => {
  const { proxy, bus } = await busThroughProxy({
    reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
    waitForBrokerMs: 300,
  });
  try {
    await bus.ping();
    proxy.refuseFor(1500);
    proxy.sever();
    await waitUntil(() => pingIs(bus, false), "ping to report the outage", 2000);

    const started = performance.now();
    await expect(bus.publish("outage.test", { n: 1 })).rejects.toThrow(/not connected|not confirmed/);
    expect(performance.now() - started).toBeLessThan(1000);

    // Once the broker is reachable again the same bus works without any help.
    await waitUntil(() => pingIs(bus, true), "the bus to reconnect", 5000);
    await bus.publish("outage.test", { n: 2 });
  } finally {
    await bus.close();
  }
});

test("request and reply work again after a connection cut: responder and reply channel come back", async () => {
  const proxy = await startTcpProxy(brokerUrl.hostname, Number(brokerUrl.port || 5672));
  proxies.push(proxy);
  const proxiedUrl = new URL(brokerUrl);
  proxiedUrl.hostname = "127.0.0.1";
  proxiedUrl.port = String(proxy.port);
  // The responder's connection is cut; the requester's, on its own bus, is cut too.
  const responding = await createRabbitBus({
    url: proxiedUrl.toString(),
    exchange,
    reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
  });
  const requesting = await createRabbitBus({
    url: proxiedUrl.toString(),
    exchange,
    reconnect: { initialDelayMs: 50, maxDelayMs: 200 },
  });
  try {
    const topic = `rpc.${randomBytes(3).toString("hex")}.double`;
    await responding.respond<{ n: number }>({ topic }, async (request) => request.payload.n * 2);
    expect(await requesting.request(topic, { n: 2 }, { timeoutMs: 2000 })).toBe(4);

    proxy.refuseFor(300);
    proxy.sever();
    let answer: unknown;
    await waitUntil(
      async () => {
        answer = await requesting.request(topic, { n: 21 }, { timeoutMs: 300 }).catch(() => undefined);
        return answer !== undefined;
      },
      "a request to be answered after the reconnect",
      10_000,
    );
    expect(answer).toBe(42);
    expect(proxy.accepted).toBeGreaterThanOrEqual(4);
  } finally {
    await requesting.close();
    await responding.close();
  }
}, 20_000);
