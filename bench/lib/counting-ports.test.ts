import { describe, expect, it } from "bun:test";
import { createInProcessBus } from "@cx/bus";
import { createLogger } from "@cx/logger";
import { createDocumentStore } from "@cx/store";
import { countingBus, countingStore, emptyCounts } from "./counting-ports.ts";

describe("the counting ports", () => {
  it("count each store read and write, not index management, and answer as the store does", async () => {
    const counts = emptyCounts();
    const store = countingStore(createDocumentStore({ dataDir: null }), counts);
    const items = store.database("bench").collection<{ _id: string; n: number }>("items");
    await items.createIndexes([{ keys: { n: 1 } }]);
    await items.insertOne({ _id: "a", n: 1 });
    await items.insertMany([
      { _id: "b", n: 2 },
      { _id: "c", n: 3 },
    ]);
    await items.updateOne({ _id: "a" }, { $set: { n: 4 } });
    expect(await items.findOneAndUpdate({ _id: "b" }, { $inc: { n: 1 } }, { returnDocument: "after" })).toEqual({
      _id: "b",
      n: 3,
    });
    expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", n: 4 });
    expect(await items.find({ n: { $gte: 3 } }, { sort: { n: 1 } })).toHaveLength(3);
    expect(await items.countDocuments({})).toBe(3);
    expect(await items.deleteOne({ _id: "c" })).toBe(1);
    expect(counts).toEqual({ storeReads: 3, storeWrites: 5, busSent: 0, busReceived: 0 });
    await store.close();
  });

  it("count messages published and delivered, requests sent and answered", async () => {
    const counts = emptyCounts();
    const bus = countingBus(createInProcessBus({ logger: createLogger("bench", { level: "silent" }) }), counts);
    const delivered: unknown[] = [];
    await bus.subscribe({ group: "g", topics: ["bench.thing.done"] }, async (message) => {
      delivered.push(message.payload);
    });
    await bus.respond({ topic: "bench.ask" }, async (request) => ({ echo: request.payload }));
    // biome-ignore lint/suspicious/noExplicitAny: a topic outside the event registry.
    await (bus as any).publish("bench.thing.done", { n: 1 });
    expect(await bus.request("bench.ask", { n: 2 }, { timeoutMs: 5000 })).toEqual({ echo: { n: 2 } });
    for (let i = 0; i < 100 && delivered.length === 0; i++) await Bun.sleep(10);
    expect(delivered).toEqual([{ n: 1 }]);
    expect(counts).toEqual({ storeReads: 0, storeWrites: 0, busSent: 2, busReceived: 2 });
    await bus.close();
  });
});
