import { afterEach, beforeEach, describe, expect, test } from "bun:test";
import { randomBytes } from "node:crypto";
import { SpanKind, testSpanExporter, trace, withSpan } from "@cx/tracing";
import {
  type AnyEvents,
  type BusMessage,
  BusRequestFailedError,
  BusRequestTimeoutError,
  type MessageBus,
} from "./port.ts";
import { waitUntil } from "./wait-until.ts";

/**
 * The behaviour every MessageBus adapter must share, so services can be tested in process and run
 * on RabbitMQ. Each test gets a fresh bus from `makeBus` and closes it; topics and groups carry a
 * random prefix so tests (and concurrent runs on one broker) never see each other's messages.
 */
export function describeMessageBusContract(label: string, makeBus: () => Promise<MessageBus<AnyEvents>>): void {
  describe(`MessageBus contract: ${label}`, () => {
    let bus: MessageBus<AnyEvents>;
    let ns: string;

    beforeEach(async () => {
      ns = `t${randomBytes(5).toString("hex")}`;
      bus = await makeBus();
    });

    afterEach(async () => {
      await bus.close();
    });

    test("delivers one copy of each message to every bound group and drops unbound topics", async () => {
      const received: Record<"a" | "b", BusMessage[]> = { a: [], b: [] };
      for (const name of ["a", "b"] as const) {
        await bus.subscribe({ group: `${ns}-${name}`, topics: [`${ns}.order.created`] }, async (message) => {
          received[name].push(message);
        });
      }
      const before = Date.now();
      await bus.publish(
        `${ns}.order.created`,
        { orderId: 1, at: new Date(0) },
        { messageId: "m-1", headers: { "x-tenant": "acme" } },
      );
      await bus.publish(`${ns}.order.created`, { orderId: 2 });
      await bus.publish(`${ns}.order.deleted`, { orderId: 3 });

      await waitUntil(() => received.a.length >= 2 && received.b.length >= 2, "both groups to receive both messages");
      await Bun.sleep(100);
      for (const messages of [received.a, received.b]) {
        const byOrder = [...messages].sort((x, y) => orderId(x) - orderId(y));
        expect(byOrder.map((message) => message.payload)).toEqual([
          { orderId: 1, at: "1970-01-01T00:00:00.000Z" },
          { orderId: 2 },
        ]);
        const [first, second] = byOrder;
        expect(first?.id).toBe("m-1");
        expect(first?.topic).toBe(`${ns}.order.created`);
        expect(first?.attempt).toBe(1);
        expect(first?.headers["x-tenant"]).toBe("acme");
        const publishedAt = Date.parse(first?.publishedAt ?? "");
        expect(publishedAt).toBeGreaterThanOrEqual(before - 1000);
        expect(publishedAt).toBeLessThanOrEqual(Date.now());
        expect(second?.id).toMatch(/.{8,}/);
        expect(second?.id).not.toBe("m-1");
      }
      expect(received.a.map((message) => message.id).sort()).toEqual(received.b.map((message) => message.id).sort());
    });

    test("competing consumers of one group share the messages and none gets one twice", async () => {
      const group = `${ns}-workers`;
      const topic = `${ns}.job.queued`;
      const deliveries = new Map<string, string[]>();
      for (const worker of ["one", "two"]) {
        await bus.subscribe({ group, topics: [topic], prefetch: 1 }, async (message) => {
          deliveries.set(message.id, [...(deliveries.get(message.id) ?? []), worker]);
          await Bun.sleep(10);
        });
      }
      await Promise.all(Array.from({ length: 20 }, (_, n) => bus.publish(topic, { n })));

      await waitUntil(() => deliveries.size === 20, "all 20 jobs to be handled");
      await Bun.sleep(150);
      const workers = [...deliveries.values()];
      expect(workers.every((handledBy) => handledBy.length === 1)).toBe(true);
      const perWorker = (name: string) => workers.filter((handledBy) => handledBy[0] === name).length;
      expect(perWorker("one")).toBeGreaterThan(0);
      expect(perWorker("two")).toBeGreaterThan(0);
      expect(perWorker("one") + perWorker("two")).toBe(20);
    });

    test("routes by topic wildcards: * is one word, # is zero or more", async () => {
      const received: Record<"star" | "hash" | "multi", string[]> = { star: [], hash: [], multi: [] };
      const patterns = {
        star: [`${ns}.*.created`],
        hash: [`${ns}.order.#`],
        // Two patterns matching one message must still give the group a single copy.
        multi: [`${ns}.user.*`, `${ns}.*.created`],
      };
      for (const name of ["star", "hash", "multi"] as const) {
        await bus.subscribe({ group: `${ns}-${name}`, topics: patterns[name] }, async (message) => {
          received[name].push(message.topic);
        });
      }
      const topics = ["order.created", "user.created", "order.item.added", "order", "user.created.v2"];
      for (const topic of topics) await bus.publish(`${ns}.${topic}`, { topic });

      await waitUntil(
        () => received.star.length >= 2 && received.hash.length >= 3 && received.multi.length >= 2,
        "every matching group to receive its messages",
      );
      await Bun.sleep(150);
      const local = (list: string[]) => list.map((topic) => topic.slice(ns.length + 1)).sort();
      expect(local(received.star)).toEqual(["order.created", "user.created"]);
      expect(local(received.hash)).toEqual(["order", "order.created", "order.item.added"]);
      expect(local(received.multi)).toEqual(["order.created", "user.created"]);
    });

    test("retries a failed message after the delay with the attempt incremented and the same id", async () => {
      const group = `${ns}-retry`;
      const topic = `${ns}.invoice.issued`;
      const deliveries: Array<{ message: BusMessage; at: number }> = [];
      await bus.subscribe({ group, topics: [topic], maxAttempts: 3, retryDelayMs: 50 }, async (message) => {
        deliveries.push({ message, at: performance.now() });
        if (message.attempt < 3) throw new Error(`failing attempt ${message.attempt}`);
      });
      await bus.publish(topic, { invoice: 42 }, { messageId: "retry-me" });

      await waitUntil(() => deliveries.length >= 3, "three deliveries");
      await Bun.sleep(200);
      expect(deliveries.map(({ message }) => message.attempt)).toEqual([1, 2, 3]);
      expect(new Set(deliveries.map(({ message }) => message.id))).toEqual(new Set(["retry-me"]));
      expect(new Set(deliveries.map(({ message }) => message.publishedAt)).size).toBe(1);
      expect(deliveries.every(({ message }) => (message.payload as { invoice: number }).invoice === 42)).toBe(true);
      for (let i = 1; i < deliveries.length; i++) {
        expect((deliveries[i]?.at ?? 0) - (deliveries[i - 1]?.at ?? 0)).toBeGreaterThanOrEqual(40);
      }
      expect(await bus.deadLetters(group)).toEqual([]);
    });

    test("moves a message to the group's dead letters after maxAttempts deliveries", async () => {
      const group = `${ns}-doomed`;
      const topic = `${ns}.payment.failed`;
      const attempts: number[] = [];
      await bus.subscribe({ group, topics: [topic], maxAttempts: 2, retryDelayMs: 50 }, async (message) => {
        attempts.push(message.attempt);
        throw new Error("always broken");
      });
      await bus.publish(topic, { amount: 7 }, { messageId: "doomed-1", headers: { "x-tenant": "acme" } });

      let dead: BusMessage[] = [];
      await waitUntil(
        async () => {
          dead = await bus.deadLetters(group);
          return dead.length > 0;
        },
        "a dead letter",
        5000,
        50,
      );
      expect(dead).toHaveLength(1);
      expect(dead[0]).toMatchObject({ id: "doomed-1", topic, payload: { amount: 7 }, attempt: 2 });
      expect(dead[0]?.headers["x-tenant"]).toBe("acme");
      await Bun.sleep(150);
      expect(attempts).toEqual([1, 2]);
      // Reading dead letters must not consume them.
      expect((await bus.deadLetters(group)).map((message) => message.id)).toEqual(["doomed-1"]);
      expect(await bus.deadLetters(`${ns}-never-subscribed`)).toEqual([]);
    });

    test("prefetch bounds how many handlers of one consumer run at once", async () => {
      const topic = `${ns}.image.resize`;
      let active = 0;
      let maxActive = 0;
      let done = 0;
      await bus.subscribe({ group: `${ns}-resize`, topics: [topic], prefetch: 3 }, async () => {
        active++;
        maxActive = Math.max(maxActive, active);
        await Bun.sleep(40);
        active--;
        done++;
      });
      await Promise.all(Array.from({ length: 12 }, (_, n) => bus.publish(topic, { n })));

      await waitUntil(() => done === 12, "all 12 messages to be handled");
      expect(maxActive).toBe(3);
    });

    test("settled() resolves for a published message, which still reaches its group", async () => {
      const got: string[] = [];
      let release: () => void = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      await bus.subscribe({ group: `${ns}-settle`, topics: [`${ns}.settle.me`] }, async (message) => {
        await gate;
        got.push(message.id);
      });
      await bus.publish(`${ns}.settle.me`, { n: 1 }, { messageId: "settle-1" });
      const settled = bus.settled("settle-1");
      release();
      await settled;
      await waitUntil(() => got.length === 1, "the settled message's delivery");
      expect(got).toEqual(["settle-1"]);
    });

    test("stop() waits for the handler in flight, then takes no more messages", async () => {
      const group = `${ns}-stoppable`;
      const topic = `${ns}.report.requested`;
      let release = () => {};
      const gate = new Promise<void>((resolve) => {
        release = resolve;
      });
      let started = 0;
      let finished = 0;
      const subscription = await bus.subscribe({ group, topics: [topic] }, async () => {
        started++;
        await gate;
        finished++;
      });
      await bus.publish(topic, { n: 1 });
      await waitUntil(() => started === 1, "the handler to start");

      let stopped = false;
      const stopping = subscription.stop().then(() => {
        stopped = true;
      });
      await Bun.sleep(100);
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect(finished).toBe(1);

      // The group keeps receiving while nobody consumes, and its next consumer gets the backlog.
      await bus.publish(topic, { n: 2 });
      await Bun.sleep(150);
      expect(started).toBe(1);
      const later: unknown[] = [];
      await bus.subscribe({ group, topics: [topic] }, async (message) => {
        later.push(message.payload);
      });
      await waitUntil(() => later.length >= 1, "the backlog to reach the next consumer");
      await Bun.sleep(100);
      expect(later).toEqual([{ n: 2 }]);
    });

    test("carries the trace context: the consumer span joins the publisher's trace", async () => {
      const exporter = testSpanExporter();
      expect(exporter).toBeDefined();
      const topic = `${ns}.trace.me`;
      const seen = new Map<string, { traceId: string | undefined; traceparent: string | undefined }>();
      await bus.subscribe({ group: `${ns}-traced`, topics: [topic] }, async (message) => {
        seen.set(message.id, {
          traceId: trace.getActiveSpan()?.spanContext().traceId,
          traceparent: message.headers.traceparent,
        });
      });
      const publishInOwnTrace = (messageId: string) =>
        withSpan("contract publisher", {}, async (span) => {
          await bus.publish(topic, { messageId }, { messageId });
          return span.spanContext().traceId;
        });
      const firstTrace = await publishInOwnTrace("traced-1");
      const secondTrace = await publishInOwnTrace("traced-2");

      await waitUntil(() => seen.size === 2, "both messages to be handled");
      expect(firstTrace).not.toBe(secondTrace);
      expect(seen.get("traced-1")?.traceId).toBe(firstTrace);
      expect(seen.get("traced-2")?.traceId).toBe(secondTrace);
      expect(seen.get("traced-1")?.traceparent).toContain(firstTrace);

      const consumerSpan = () =>
        exporter
          ?.getFinishedSpans()
          .find((span) => span.name === `${topic} process` && span.spanContext().traceId === firstTrace);
      await waitUntil(() => consumerSpan() !== undefined, "the consumer span to end");
      expect(consumerSpan()?.kind).toBe(SpanKind.CONSUMER);
    });

    test("request and reply: one responder answers, with the payload and headers as sent", async () => {
      const seen: BusMessage<{ a: number; b: number }>[] = [];
      await bus.respond<{ a: number; b: number }, { sum: number }>({ topic: `${ns}.math.add` }, async (request) => {
        seen.push(request);
        return { sum: request.payload.a + request.payload.b };
      });
      const reply = await bus.request<{ sum: number }>(
        `${ns}.math.add`,
        { a: 2, b: 3 },
        { timeoutMs: 5000, headers: { "x-tenant": "acme" } },
      );
      expect(reply).toEqual({ sum: 5 });
      expect(seen).toHaveLength(1);
      expect(seen[0]?.topic).toBe(`${ns}.math.add`);
      expect(seen[0]?.headers["x-tenant"]).toBe("acme");
    });

    test("a request nobody answers rejects with a timeout error after its time", async () => {
      await bus.respond({ topic: `${ns}.other.topic` }, async () => "not this one");
      const started = Date.now();
      const error = await bus.request(`${ns}.nobody.home`, {}, { timeoutMs: 250 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BusRequestTimeoutError);
      expect((error as BusRequestTimeoutError).topic).toBe(`${ns}.nobody.home`);
      expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    });

    test("a responder that throws answers an error reply with its code and message", async () => {
      await bus.respond<{ kind: string }>({ topic: `${ns}.fails` }, async (request) => {
        if (request.payload.kind === "coded") throw Object.assign(new Error("no such document"), { code: "not_found" });
        throw new Error("something broke");
      });
      const coded = await bus.request(`${ns}.fails`, { kind: "coded" }, { timeoutMs: 5000 }).catch((e: unknown) => e);
      expect(coded).toBeInstanceOf(BusRequestFailedError);
      expect((coded as BusRequestFailedError).code).toBe("not_found");
      expect((coded as BusRequestFailedError).message).toBe("no such document");
      const plain = await bus.request(`${ns}.fails`, { kind: "plain" }, { timeoutMs: 5000 }).catch((e: unknown) => e);
      expect((plain as BusRequestFailedError).code).toBe("responder_error");
    });

    test("concurrent requests each get their own reply; competing responders share them", async () => {
      const answeredBy = new Map<number, string>();
      for (const name of ["left", "right"]) {
        await bus.respond<{ n: number }, { n: number; square: number }>(
          { topic: `${ns}.square`, prefetch: 2 },
          async (request) => {
            answeredBy.set(request.payload.n, name);
            // Later requests finish first, so replies arrive out of order.
            await Bun.sleep(40 - request.payload.n);
            return { n: request.payload.n, square: request.payload.n ** 2 };
          },
        );
      }
      const numbers = Array.from({ length: 30 }, (_, n) => n);
      const replies = await Promise.all(
        numbers.map((n) => bus.request<{ n: number; square: number }>(`${ns}.square`, { n }, { timeoutMs: 10_000 })),
      );
      expect(replies).toEqual(numbers.map((n) => ({ n, square: n * n })));
      expect(answeredBy.size).toBe(30);
      expect(new Set(answeredBy.values())).toEqual(new Set(["left", "right"]));
    });

    test("a stopped responder answers no more requests", async () => {
      const responder = await bus.respond({ topic: `${ns}.echo` }, async (request) => request.payload);
      expect(await bus.request(`${ns}.echo`, "hi", { timeoutMs: 5000 })).toBe("hi");
      await responder.stop();
      const error = await bus.request(`${ns}.echo`, "again", { timeoutMs: 300 }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(BusRequestTimeoutError);
    });

    test("rejects invalid subscriptions and topics", async () => {
      await expect(
        bus.subscribe({ group: `${ns}-bad`, topics: [`${ns}.x`], prefetch: 0 }, async () => {}),
      ).rejects.toThrow(/prefetch/);
      await expect(bus.subscribe({ group: `${ns}-bad`, topics: [] }, async () => {})).rejects.toThrow(/topic/);
      await expect(bus.subscribe({ group: "has space", topics: [`${ns}.x`] }, async () => {})).rejects.toThrow(/group/);
      await expect(bus.publish(`${ns}.*`, {})).rejects.toThrow(/wildcard/);
    });

    test("ping() resolves while open; after close() ping and publish reject", async () => {
      await bus.ping();
      await bus.close();
      await expect(bus.ping()).rejects.toThrow();
      await expect(bus.publish(`${ns}.after.close`, {})).rejects.toThrow();
    });
  });
}

function orderId(message: BusMessage): number {
  return (message.payload as { orderId: number }).orderId;
}
