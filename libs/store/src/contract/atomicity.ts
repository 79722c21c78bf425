import { describe, expect, it } from "bun:test";
import { type ContractContext, ids } from "./context.ts";

export function atomicityContract(ctx: ContractContext): void {
  describe("findOneAndUpdate", () => {
    it("returns the document before the update by default and after it when asked", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "a", n: 1 });
      expect(await items.findOneAndUpdate({ _id: "a" }, { $inc: { n: 1 } })).toEqual({ _id: "a", n: 1 });
      const after = await items.findOneAndUpdate({ _id: "a" }, { $inc: { n: 1 } }, { returnDocument: "after" });
      expect(after).toEqual({ _id: "a", n: 3 });
      expect(await items.findOneAndUpdate({ _id: "zz" }, { $inc: { n: 1 } })).toBeNull();
      expect(await items.countDocuments({})).toBe(1);
    });

    it("updates the first match in sort order", async () => {
      const items = ctx.collection();
      await items.insertMany([
        { _id: "j1", status: "ready", priority: 5 },
        { _id: "j2", status: "ready", priority: 1 },
        { _id: "j3", status: "done", priority: 0 },
        { _id: "j4", status: "ready", priority: 3 },
      ]);
      const claimed = await items.findOneAndUpdate(
        { status: "ready" },
        { $set: { status: "running" } },
        { sort: { priority: 1 }, returnDocument: "after" },
      );
      expect(claimed).toEqual({ _id: "j2", status: "running", priority: 1 });
      const highest = await items.findOneAndUpdate(
        { status: "ready" },
        { $set: { status: "running" } },
        { sort: { priority: -1 } },
      );
      expect(highest).toEqual({ _id: "j1", status: "ready", priority: 5 });
      expect(await ids(items, { status: "ready" })).toEqual(["j4"]);
    });

    it("lets exactly one of 50 concurrent conditional claims win", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "lock", owner: null });
      const attempts = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          items.findOneAndUpdate(
            { _id: "lock", owner: null },
            { $set: { owner: `worker-${i}` } },
            { returnDocument: "after" },
          ),
        ),
      );
      const winners = attempts.filter((doc) => doc !== null);
      expect(winners).toHaveLength(1);
      expect(await items.findOne({ _id: "lock" })).toEqual(winners[0] ?? null);
    });

    it("applies 50 concurrent increments exactly once each", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "counter", n: 0 });
      const results = await Promise.all(
        Array.from({ length: 50 }, () =>
          items.findOneAndUpdate({ _id: "counter" }, { $inc: { n: 1 } }, { returnDocument: "after" }),
        ),
      );
      const seen = results.map((doc) => doc?.n as number).sort((a, b) => a - b);
      expect(seen).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
      expect(await items.findOne({ _id: "counter" })).toEqual({ _id: "counter", n: 50 });
    });

    it("hands each queued job to one of many concurrent claimers", async () => {
      const items = ctx.collection();
      await items.insertMany(Array.from({ length: 10 }, (_, i) => ({ _id: `job-${i}`, status: "ready", priority: i })));
      const claims = await Promise.all(
        Array.from({ length: 30 }, (_, worker) =>
          items.findOneAndUpdate(
            { status: "ready" },
            { $set: { status: "taken", worker } },
            { sort: { priority: 1 }, returnDocument: "after" },
          ),
        ),
      );
      const taken = claims.filter((doc) => doc !== null).map((doc) => doc._id);
      expect(taken).toHaveLength(10);
      expect(new Set(taken).size).toBe(10);
      expect(await items.countDocuments({ status: "ready" })).toBe(0);
      expect(await items.countDocuments({ status: "taken", worker: { $exists: true } })).toBe(10);
    });

    it("keeps concurrent updateMany and deleteMany consistent", async () => {
      const items = ctx.collection();
      await items.insertMany(Array.from({ length: 20 }, (_, i) => ({ _id: `d${i}`, n: 0 })));
      await Promise.all(Array.from({ length: 10 }, () => items.updateMany({}, { $inc: { n: 1 } })));
      const docs = await items.find({});
      expect(docs.every((doc) => doc.n === 10)).toBe(true);
      const deleted = await Promise.all([items.deleteMany({ n: 10 }), items.deleteMany({ n: 10 })]);
      expect(deleted.reduce((sum, n) => sum + n, 0)).toBe(20);
    });
  });
}
