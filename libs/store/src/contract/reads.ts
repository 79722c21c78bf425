import { beforeAll, describe, expect, it } from "bun:test";
import type { Collection } from "../port.ts";
import { OutsideSubsetError } from "../subset.ts";
import { type ContractContext, type Doc, rejection } from "./context.ts";

const TASKS: Doc[] = [
  { _id: "t1", title: "write", priority: 2, owner: { name: "bo" }, due: new Date("2024-03-01T00:00:00Z") },
  { _id: "t2", title: "read", priority: 1, owner: { name: "al" }, due: new Date("2024-01-01T00:00:00Z") },
  { _id: "t3", title: "test", priority: 2, owner: { name: "al" }, due: new Date("2024-02-01T00:00:00Z") },
  { _id: "t4", title: "ship", priority: 3, owner: { name: "cy" } },
  { _id: "t5", title: "plan", priority: 1, owner: { name: "bo" }, due: null },
];

const titles = (docs: Doc[]) => docs.map((doc) => doc.title);

export function readContract(ctx: ContractContext): void {
  describe("sorting, paging, projection and counting", () => {
    let tasks: Collection<Doc>;

    beforeAll(async () => {
      tasks = ctx.collection("tasks");
      await tasks.insertMany(TASKS);
    });

    it("sorts ascending and descending on one field", async () => {
      expect(titles(await tasks.find({}, { sort: { title: 1 } }))).toEqual(["plan", "read", "ship", "test", "write"]);
      expect(titles(await tasks.find({}, { sort: { title: -1 } }))).toEqual(["write", "test", "ship", "read", "plan"]);
    });

    it("sorts on several keys and on dotted paths", async () => {
      const byPriorityThenOwner = await tasks.find({}, { sort: { priority: -1, "owner.name": 1 } });
      expect(titles(byPriorityThenOwner)).toEqual(["ship", "test", "write", "read", "plan"]);
      const byOwnerThenTitle = await tasks.find({}, { sort: { "owner.name": 1, title: -1 } });
      expect(titles(byOwnerThenTitle)).toEqual(["test", "read", "write", "plan", "ship"]);
    });

    it("sorts missing and null values first when ascending, last when descending", async () => {
      const ascending = await tasks.find({}, { sort: { due: 1, _id: 1 } });
      expect(ascending.map((doc) => doc._id)).toEqual(["t4", "t5", "t2", "t3", "t1"]);
      const descending = await tasks.find({}, { sort: { due: -1, _id: 1 } });
      expect(descending.map((doc) => doc._id)).toEqual(["t1", "t3", "t2", "t4", "t5"]);
    });

    it("skips and limits after sorting (limit 0 means no limit)", async () => {
      const sort = { title: 1 } as const;
      expect(titles(await tasks.find({}, { sort, limit: 2 }))).toEqual(["plan", "read"]);
      expect(titles(await tasks.find({}, { sort, skip: 2, limit: 2 }))).toEqual(["ship", "test"]);
      expect(titles(await tasks.find({}, { sort, skip: 4, limit: 10 }))).toEqual(["write"]);
      expect(await tasks.find({}, { sort, skip: 10 })).toEqual([]);
      expect(await tasks.find({}, { sort, limit: 0 })).toHaveLength(5);
      expect(titles(await tasks.find({ priority: 2 }, { sort, limit: 1 }))).toEqual(["test"]);
    });

    it("findOne honours sort, skip and projection", async () => {
      expect((await tasks.findOne({}, { sort: { priority: -1 } }))?.title).toBe("ship");
      expect((await tasks.findOne({ priority: 1 }, { sort: { title: -1 } }))?.title).toBe("read");
      expect((await tasks.findOne({}, { sort: { title: 1 }, skip: 1 }))?.title).toBe("read");
      expect(await tasks.findOne({ _id: "t2" }, { projection: { title: 1 } })).toEqual({ _id: "t2", title: "read" });
    });

    it("projects by inclusion, with or without _id, and on dotted paths", async () => {
      const sort = { _id: 1 } as const;
      const included = await tasks.find({ priority: 1 }, { sort, projection: { title: 1, priority: 1 } });
      expect(included).toEqual([
        { _id: "t2", title: "read", priority: 1 },
        { _id: "t5", title: "plan", priority: 1 },
      ]);
      const withoutId: unknown[] = await tasks.find({ _id: "t1" }, { projection: { title: 1, _id: 0 } });
      expect(withoutId).toEqual([{ title: "write" }]);
      const nested = await tasks.find({ _id: "t1" }, { projection: { "owner.name": 1 } });
      expect(nested).toEqual([{ _id: "t1", owner: { name: "bo" } }]);
      const absent = await tasks.find({ _id: "t4" }, { projection: { due: 1 } });
      expect(absent).toEqual([{ _id: "t4" }]);
    });

    it("projects by exclusion", async () => {
      const excluded = await tasks.find({ _id: "t3" }, { projection: { owner: 0, due: 0 } });
      expect(excluded).toEqual([{ _id: "t3", title: "test", priority: 2 }]);
      const onlyId: unknown[] = await tasks.find(
        { _id: "t3" },
        { projection: { _id: 0, owner: 0, due: 0, priority: 0 } },
      );
      expect(onlyId).toEqual([{ title: "test" }]);
    });

    it("rejects invalid options", async () => {
      const mixedProjection = tasks.find({}, { projection: { title: 1, priority: 0 } });
      expect(await rejection(mixedProjection)).toBeInstanceOf(OutsideSubsetError);
      expect(await rejection(tasks.find({}, { limit: -1 }))).toBeInstanceOf(OutsideSubsetError);
      expect(await rejection(tasks.find({}, { sort: { title: 2 as 1 } }))).toBeInstanceOf(OutsideSubsetError);
    });

    it("counts matching documents", async () => {
      expect(await tasks.countDocuments({})).toBe(5);
      expect(await tasks.countDocuments({ priority: 2 })).toBe(2);
      expect(await tasks.countDocuments({ "owner.name": { $in: ["al", "cy"] } })).toBe(3);
      expect(await tasks.countDocuments({ due: { $exists: true } })).toBe(4);
      expect(await tasks.countDocuments({ title: "none" })).toBe(0);
    });
  });
}
