import { describe, expect, it } from "bun:test";
import { DuplicateKeyError, type IndexSpec } from "../port.ts";
import { type ContractContext, expectDuplicateKey, ids, rejection } from "./context.ts";

const ID_INDEX: IndexSpec = { name: "_id_", keys: { _id: 1 }, unique: true };

export function indexContract(ctx: ContractContext): void {
  describe("indexes", () => {
    it("lists nothing for a collection that does not exist yet, then the _id index", async () => {
      const items = ctx.collection();
      expect(await items.listIndexes()).toEqual([]);
      await items.insertOne({ _id: "a" });
      expect(await items.listIndexes()).toEqual([ID_INDEX]);
    });

    it("creates indexes with MongoDB's default names, idempotently", async () => {
      const items = ctx.collection();
      const specs: IndexSpec[] = [
        { keys: { email: 1 }, unique: true },
        { keys: { tenant: 1, createdAt: -1 } },
        { keys: { "profile.city": 1 }, name: "by_city" },
      ];
      await items.createIndexes(specs);
      await items.createIndexes(specs);
      await items.createIndexes([{ keys: { email: 1 }, unique: true, name: "email_1" }]);
      const listed = await items.listIndexes();
      expect(listed).toHaveLength(4);
      expect(listed).toContainEqual(ID_INDEX);
      expect(listed).toContainEqual({ name: "email_1", keys: { email: 1 }, unique: true });
      expect(listed).toContainEqual({
        name: "tenant_1_createdAt_-1",
        keys: { tenant: 1, createdAt: -1 },
        unique: false,
      });
      expect(listed).toContainEqual({ name: "by_city", keys: { "profile.city": 1 }, unique: false });
    });

    it("rejects an index whose name is taken by different keys or options", async () => {
      const items = ctx.collection();
      await items.createIndexes([{ keys: { a: 1 }, name: "mine" }]);
      await rejection(items.createIndexes([{ keys: { b: 1 }, name: "mine" }]));
      await rejection(items.createIndexes([{ keys: { a: 1 }, name: "mine", unique: true }]));
      expect(await items.listIndexes()).toEqual([ID_INDEX, { name: "mine", keys: { a: 1 }, unique: false }]);
    });

    it("rejects inserts that repeat a unique value, and keeps the collection as it was", async () => {
      const users = ctx.collection("users");
      await users.createIndexes([{ keys: { email: 1 }, unique: true }]);
      await users.insertOne({ _id: "u1", email: "a@x.io" });
      await expectDuplicateKey(users.insertOne({ _id: "u2", email: "a@x.io" }), { email: 1 });
      expect(await ids(users, {})).toEqual(["u1"]);
      await users.insertOne({ _id: "u2", email: "b@x.io" });
      expect(await ids(users, {})).toEqual(["u1", "u2"]);
    });

    it("rejects updates, replacements and findOneAndUpdate that would repeat a unique value", async () => {
      const users = ctx.collection("users");
      await users.createIndexes([{ keys: { email: 1 }, unique: true }]);
      await users.insertMany([
        { _id: "u1", email: "a@x.io", n: 1 },
        { _id: "u2", email: "b@x.io", n: 1 },
      ]);
      await expectDuplicateKey(users.updateOne({ _id: "u2" }, { $set: { email: "a@x.io", n: 2 } }), { email: 1 });
      await expectDuplicateKey(users.replaceOne({ _id: "u2" }, { _id: "u2", email: "a@x.io" }), { email: 1 });
      await expectDuplicateKey(users.findOneAndUpdate({ _id: "u2" }, { $set: { email: "a@x.io" }, $inc: { n: 1 } }), {
        email: 1,
      });
      expect(await users.find({}, { sort: { _id: 1 } })).toEqual([
        { _id: "u1", email: "a@x.io", n: 1 },
        { _id: "u2", email: "b@x.io", n: 1 },
      ]);
      // Setting a document's own value again is not a conflict.
      expect((await users.updateOne({ _id: "u1" }, { $set: { email: "a@x.io", n: 5 } })).modifiedCount).toBe(1);
    });

    it("rejects an upsert that would repeat a unique value without inserting anything", async () => {
      const users = ctx.collection("users");
      await users.createIndexes([{ keys: { email: 1 }, unique: true }]);
      await users.insertOne({ _id: "u1", email: "a@x.io" });
      await expectDuplicateKey(users.updateOne({ _id: "u9" }, { $set: { email: "a@x.io" } }, { upsert: true }), {
        email: 1,
      });
      await expectDuplicateKey(users.updateOne({ email: "a@x.io", _id: "u8" }, { $set: { n: 1 } }, { upsert: true }), {
        email: 1,
      });
      await expectDuplicateKey(users.replaceOne({ _id: "u7" }, { _id: "u7", email: "a@x.io" }, { upsert: true }), {
        email: 1,
      });
      expect(await ids(users, {})).toEqual(["u1"]);
    });

    it("rejects an updateMany that would repeat a unique value, and keeps the holder's value", async () => {
      const users = ctx.collection("users");
      await users.createIndexes([{ keys: { email: 1 }, unique: true }]);
      await users.insertMany([
        { _id: "u1", email: "taken", group: "g" },
        { _id: "u2", email: "b", group: "g" },
      ]);
      const error = await rejection(users.updateMany({ group: "g" }, { $set: { email: "taken" } }));
      expect(error).toBeInstanceOf(DuplicateKeyError);
      expect(await users.countDocuments({ email: "taken" })).toBe(1);
      expect(await users.findOne({ _id: "u2" })).toEqual({ _id: "u2", email: "b", group: "g" });
    });

    it("treats a missing field as null in a unique index, and frees values on delete", async () => {
      const users = ctx.collection("users");
      await users.createIndexes([{ keys: { handle: 1 }, unique: true }]);
      await users.insertOne({ _id: "u1" });
      await expectDuplicateKey(users.insertOne({ _id: "u2" }), { handle: 1 });
      await users.insertOne({ _id: "u3", handle: "h" });
      await users.deleteOne({ _id: "u3" });
      await users.insertOne({ _id: "u4", handle: "h" });
      expect(await ids(users, {})).toEqual(["u1", "u4"]);
    });

    it("enforces compound unique indexes on the combination only", async () => {
      const members = ctx.collection("members");
      await members.createIndexes([{ keys: { tenant: 1, email: 1 }, unique: true }]);
      await members.insertMany([
        { _id: "m1", tenant: "t1", email: "a" },
        { _id: "m2", tenant: "t2", email: "a" },
        { _id: "m3", tenant: "t1", email: "b" },
      ]);
      await expectDuplicateKey(members.insertOne({ _id: "m4", tenant: "t2", email: "a" }), { tenant: 1, email: 1 });
      await expectDuplicateKey(members.updateOne({ _id: "m3" }, { $set: { email: "a" } }), { tenant: 1, email: 1 });
      expect(await members.countDocuments({})).toBe(3);
    });

    it("refuses to create a unique index over existing duplicates", async () => {
      const items = ctx.collection();
      await items.insertMany([
        { _id: "a", code: "x" },
        { _id: "b", code: "x" },
      ]);
      expect(await rejection(items.createIndexes([{ keys: { code: 1 }, unique: true }]))).toBeInstanceOf(
        DuplicateKeyError,
      );
      expect(await items.listIndexes()).toEqual([ID_INDEX]);
      await items.insertOne({ _id: "c", code: "x" });
      expect(await items.countDocuments({ code: "x" })).toBe(3);
    });

    it("counts documents without the field as duplicates of each other, alone or beside other key parts", async () => {
      const items = ctx.collection();
      await items.insertMany([{ _id: "a" }, { _id: "b", code: null }]);
      expect(await rejection(items.createIndexes([{ keys: { code: 1 }, unique: true }]))).toBeInstanceOf(
        DuplicateKeyError,
      );
      const pairs = ctx.collection();
      await pairs.createIndexes([{ keys: { tenant: 1, code: 1 }, unique: true }]);
      await pairs.insertOne({ _id: "c", tenant: "t1" });
      await expectDuplicateKey(pairs.insertOne({ _id: "d", tenant: "t1", code: null }), { tenant: 1, code: 1 });
      await pairs.insertOne({ _id: "e", tenant: "t2" });
      await expectDuplicateKey(pairs.updateOne({ _id: "e" }, { $set: { tenant: "t1" } }), { tenant: 1, code: 1 });
      expect(await ids(pairs, { tenant: "t1" })).toEqual(["c"]);
    });

    it("keeps answering queries correctly through a non-unique index as documents change", async () => {
      const items = ctx.collection();
      await items.createIndexes([{ keys: { status: 1, owner: 1 } }, { keys: { tags: 1 } }]);
      await items.insertMany([
        { _id: "a", status: "open", owner: "x", tags: ["red", "blue"] },
        { _id: "b", status: "open", owner: "y", tags: ["blue"] },
        { _id: "c", status: "closed", owner: "x", tags: [] },
      ]);
      expect(await ids(items, { status: "open" })).toEqual(["a", "b"]);
      expect(await ids(items, { status: "open", owner: "y" })).toEqual(["b"]);
      expect(await ids(items, { status: { $in: ["open", "closed"] }, owner: "x" })).toEqual(["a", "c"]);
      expect(await ids(items, { tags: "blue" })).toEqual(["a", "b"]);
      await items.updateOne({ _id: "b" }, { $set: { status: "closed" }, $pull: { tags: "blue" } });
      await items.deleteOne({ _id: "a" });
      expect(await ids(items, { status: "open" })).toEqual([]);
      expect(await ids(items, { status: "closed" })).toEqual(["b", "c"]);
      expect(await ids(items, { tags: "blue" })).toEqual([]);
      expect(await ids(items, { tags: [] })).toEqual(["b", "c"]);
    });
  });
}
