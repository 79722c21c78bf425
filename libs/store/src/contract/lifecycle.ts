import { describe, expect, it } from "bun:test";
import type { ContractContext, Doc } from "./context.ts";

export function lifecycleContract(ctx: ContractContext): void {
  describe("stores and databases", () => {
    it("answers ping and names its kind", async () => {
      await ctx.store().ping();
      expect(["mongodb", "embedded"]).toContain(ctx.store().kind);
    });

    it("keeps databases and collections apart", async () => {
      const first = ctx.database();
      const second = ctx.database();
      expect(first.name).not.toBe(second.name);
      await first.collection<Doc>("shared").insertOne({ _id: "a", from: "first" });
      await second.collection<Doc>("shared").insertOne({ _id: "a", from: "second" });
      await first.collection<Doc>("other").insertOne({ _id: "a", from: "other" });
      expect(await first.collection<Doc>("shared").find({})).toEqual([{ _id: "a", from: "first" }]);
      expect(await second.collection<Doc>("shared").find({})).toEqual([{ _id: "a", from: "second" }]);
    });

    it("drop removes every collection and index, and the database can be used again", async () => {
      const database = ctx.database();
      const users = database.collection<Doc>("users");
      const events = database.collection<Doc>("events");
      await users.createIndexes([{ keys: { email: 1 }, unique: true }]);
      await users.insertOne({ _id: "u", email: "a@b.c" });
      await events.insertMany([{ _id: "e1" }, { _id: "e2" }]);
      await database.drop();
      expect(await users.countDocuments({})).toBe(0);
      expect(await events.find({})).toEqual([]);
      expect(await users.listIndexes()).toEqual([]);
      await users.insertOne({ _id: "u2", email: "a@b.c" });
      await users.insertOne({ _id: "u3", email: "a@b.c" });
      expect(await users.countDocuments({ email: "a@b.c" })).toBe(2);
    });
  });
}
