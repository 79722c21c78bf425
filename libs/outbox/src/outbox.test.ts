import { describe, expect, it } from "bun:test";
import { type AnyEvents, createInProcessBus, type MessageBus, type PublishOptions, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { createEmbeddedStore, type StoredDocument } from "@cx/store";
import { Outbox } from "./outbox.ts";
import { type OutboxFields, pendingEvent } from "./pending-event.ts";

interface ToolDoc extends StoredDocument {
  workspace_id: string;
  name: string;
}

/** A bus that refuses while down and records what it confirmed. */
function flakyBus() {
  const sent: { topic: string; payload: unknown; id: string | undefined }[] = [];
  let down = false;
  let attempts = 0;
  const bus = {
    kind: "in-process",
    async publish(topic: string, payload: unknown, options?: PublishOptions) {
      attempts++;
      if (down) throw new Error("broker unreachable");
      sent.push({ topic, payload, id: options?.messageId });
    },
    settled: async () => {},
  } as unknown as MessageBus<AnyEvents>;
  return { bus: bus as MessageBus, sent, setDown: (value: boolean) => (down = value), attempts: () => attempts };
}

const silent = createLogger("outbox-test", { level: "silent" });

async function setUp(options: { relayAfterWrite?: boolean } = {}) {
  const store = createEmbeddedStore({ dataDir: null });
  const raw = store.database("svc").collection<ToolDoc & OutboxFields>("tools");
  const bus = flakyBus();
  let clock = Date.parse("2026-01-01T00:00:00.000Z");
  const outbox = new Outbox(bus.bus, silent, { sweepIntervalMs: 1000, now: () => new Date(clock), ...options });
  const tools = outbox.track<ToolDoc>(raw);
  return { store, raw, tools, outbox, ...bus, later: (ms: number) => (clock += ms) };
}

const deleted = (id: string) =>
  pendingEvent(Topics.AGENTS_TOOL_DELETED, {
    workspace_id: "ws_1",
    occurred_at: new Date().toISOString(),
    tool_id: id,
  });

describe("Outbox", () => {
  it("records the events with the write, publishes them with their ids as message ids, then takes them off", async () => {
    const { store, raw, tools, outbox, sent } = await setUp();
    const events = [deleted("a"), deleted("b")];
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" }, { events });
    expect(sent.map((m) => m.id)).toEqual(events.map((e) => e.id));
    expect(sent[0]?.payload).toMatchObject({ tool_id: "a" });
    await outbox.idle();
    expect((await raw.findOne({ _id: "t1" }))?.outbox).toEqual([]);
    await store.close();
  });

  it("keeps events the bus refused on the document and the sweeper publishes them once they are old enough", async () => {
    const { store, raw, tools, outbox, sent, setDown, later } = await setUp();
    setDown(true);
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" });
    const first = deleted("first");
    const second = deleted("second");
    expect((await tools.updateOne({ _id: "t1" }, { $set: { name: "two" } }, { events: [first] })).matchedCount).toBe(1);
    await tools.findOneAndUpdate({ _id: "t1" }, { $set: { name: "three" } }, { events: [second] });
    expect((await raw.findOne({ _id: "t1" }))?.outbox?.map((e) => e.id)).toEqual([first.id, second.id]);
    setDown(false);
    expect(await outbox.sweepOnce()).toBe(0); // too young: their requests may still be relaying them
    later(5000);
    expect(await outbox.sweepOnce()).toBe(2);
    expect(sent.map((m) => m.id)).toEqual([first.id, second.id]);
    await outbox.idle();
    expect((await raw.findOne({ _id: "t1" }))?.outbox).toEqual([]);
    expect(await outbox.sweepOnce()).toBe(0);
    await store.close();
  });

  it("answers a write whose events the broker has not confirmed without waiting for it; they go out once it does", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const raw = store.database("svc").collection<ToolDoc & OutboxFields>("tools");
    // A broker that took the message and does not confirm it (a connection that froze).
    let confirm: () => void = () => {};
    const asked: (PublishOptions | undefined)[] = [];
    const bus = {
      kind: "rabbitmq",
      publish: (_topic: string, _payload: unknown, options?: PublishOptions) => {
        asked.push(options);
        return new Promise<void>((resolve) => {
          confirm = resolve;
        });
      },
      settled: async () => {},
    } as unknown as MessageBus;
    const outbox = new Outbox(bus, silent, { relayWaitMs: 50 });
    const tools = outbox.track<ToolDoc>(raw);
    const event = deleted("t1");
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" }, { events: [event] });
    // The write did not wait for a connection either: a publish without one is refused at once.
    expect(asked).toEqual([{ messageId: event.id, waitForBrokerMs: 0 }]);
    expect((await raw.findOne({ _id: "t1" }))?.outbox?.map((e) => e.id)).toEqual([event.id]);
    confirm();
    await Bun.sleep(0);
    await outbox.idle();
    expect((await raw.findOne({ _id: "t1" }))?.outbox).toEqual([]);
    await store.close();
  });

  it("stops a sweep at the first refusal and sends the rest, in order, once the bus is back", async () => {
    const { store, raw, tools, outbox, sent, setDown, later, attempts } = await setUp();
    setDown(true);
    for (const id of ["t1", "t2", "t3"])
      await tools.insertOne({ _id: id, workspace_id: "ws_1", name: id }, { events: [deleted(id)] });
    later(5000);
    const beforeSweep = attempts();
    expect(await outbox.sweepOnce()).toBe(0);
    // One refusal says the broker is down: the other documents are not tried one by one.
    expect(attempts() - beforeSweep).toBe(1);
    setDown(false);
    expect(await outbox.sweepOnce()).toBe(3);
    expect(sent.map((m) => m.payload)).toEqual(
      ["t1", "t2", "t3"].map((id) => expect.objectContaining({ tool_id: id })),
    );
    await outbox.idle();
    expect(await raw.countDocuments({ "outbox.0": { $exists: true } })).toBe(0);
    await store.close();
  });

  it("records nothing when the update matched nothing", async () => {
    const { store, tools, sent } = await setUp();
    const result = await tools.updateOne({ _id: "nope" }, { $set: { name: "x" } }, { events: [deleted("x")] });
    expect(result.matchedCount).toBe(0);
    expect(sent).toEqual([]);
    await store.close();
  });

  it("hides a document deleted with events at once and removes it once they are published", async () => {
    const { store, raw, tools, outbox, sent, setDown, later } = await setUp();
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" });
    setDown(true);
    expect(await tools.deleteOne({ _id: "t1" }, { events: [deleted("t1")] })).toBe(1);
    expect(await tools.findOne({ _id: "t1" })).toBeNull();
    expect(await tools.countDocuments({ workspace_id: "ws_1" })).toBe(0);
    expect(await tools.deleteOne({ _id: "t1" }, { events: [deleted("t1")] })).toBe(0);
    expect(await raw.findOne({ _id: "t1" })).toMatchObject({ outbox_deleted: true });
    setDown(false);
    later(5000);
    expect(await outbox.sweepOnce()).toBe(1);
    expect(sent).toHaveLength(1);
    await outbox.idle();
    expect(await raw.findOne({ _id: "t1" })).toBeNull();
    await store.close();
  });

  it("keeps waiting events when a document is replaced", async () => {
    const { store, raw, tools, setDown } = await setUp();
    setDown(true);
    const waiting = deleted("w");
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" }, { events: [waiting] });
    await tools.replaceOne({ _id: "t1" }, { _id: "t1", workspace_id: "ws_1", name: "two" });
    const stored = await raw.findOne({ _id: "t1" });
    expect(stored?.name).toBe("two");
    expect(stored?.outbox?.map((e) => e.id)).toEqual([waiting.id]);
    await store.close();
  });

  it("leaves every event to the sweeper when relaying after the write is off", async () => {
    const { store, tools, outbox, sent, later } = await setUp({ relayAfterWrite: false });
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" }, { events: [deleted("t1")] });
    expect(sent).toEqual([]);
    later(5000);
    expect(await outbox.sweepOnce()).toBe(1);
    expect(sent).toHaveLength(1);
    await store.close();
  });

  it("on the in-process bus, keeps an event on its document until its consumers have handled it", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const bus = createInProcessBus({ logger: silent }) as unknown as MessageBus;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const handled: string[] = [];
    await subscribeEvents(
      bus,
      { group: "read-model" },
      {
        [Topics.AGENTS_TOOL_DELETED]: async (event) => {
          await gate;
          handled.push(event.tool_id);
        },
      },
      silent,
    );
    const outbox = new Outbox(bus, silent);
    const raw = store.database("svc").collection<ToolDoc & OutboxFields>("tools");
    const tools = outbox.track<ToolDoc>(raw);
    await tools.insertOne({ _id: "t1", workspace_id: "ws_1", name: "one" }, { events: [deleted("t1")] });
    await Bun.sleep(20);
    // Published, not consumed: a crash now must not lose it, so it is still recorded.
    expect((await raw.findOne({ _id: "t1" }))?.outbox).toHaveLength(1);
    release();
    await outbox.idle();
    expect(handled).toEqual(["t1"]);
    expect((await raw.findOne({ _id: "t1" }))?.outbox).toEqual([]);
    await bus.close();
    await store.close();
  });
});
