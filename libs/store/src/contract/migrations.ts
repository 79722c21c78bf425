import { describe, expect, it } from "bun:test";
import { MIGRATIONS_COLLECTION, renameStoredFields, renameStoredFieldsIn } from "../rename-fields.ts";
import { type ContractContext, type Doc, expectDuplicateKey, rejection } from "./context.ts";

export function migrationContract(ctx: ContractContext): void {
  describe("dropping indexes", () => {
    it("drops a named index, after which its unique rule no longer holds, and does nothing the second time", async () => {
      const users = ctx.collection("users");
      await users.createIndexes([{ keys: { email: 1 }, unique: true, name: "email_unique" }, { keys: { age: 1 } }]);
      await users.insertOne({ _id: "u1", email: "a@x.io" });
      await expectDuplicateKey(users.insertOne({ _id: "u2", email: "a@x.io" }), { email: 1 });
      await users.dropIndex("email_unique");
      await users.dropIndex("email_unique");
      await users.dropIndex("never_existed");
      await users.insertOne({ _id: "u2", email: "a@x.io" });
      expect((await users.listIndexes()).map((index) => index.name).sort()).toEqual(["_id_", "age_1"]);
      expect(await users.countDocuments({ email: "a@x.io" })).toBe(2);
    });

    it("refuses to drop the _id index, and ignores a collection that does not exist", async () => {
      const items = ctx.collection();
      await items.dropIndex("anything");
      await items.insertOne({ _id: "a" });
      await rejection(items.dropIndex("_id_"));
      expect((await items.listIndexes()).map((index) => index.name)).toEqual(["_id_"]);
    });
  });

  describe("renaming stored fields", () => {
    it("moves every document to the new names, drops the old indexes, and a second run changes nothing", async () => {
      const sessions = ctx.collection("sessions");
      await sessions.createIndexes([
        { keys: { tokenHash: 1 }, unique: true, name: "token_hash_unique" },
        { keys: { userId: 1, createdAt: -1 }, name: "user_created" },
        { keys: { remember: 1 }, name: "remember" },
      ]);
      const old = Array.from({ length: 1_203 }, (_, i) => ({
        _id: `s${String(i).padStart(5, "0")}`,
        tokenHash: `hash-${i}`,
        userId: `u${i % 7}`,
        createdAt: "2026-01-01T00:00:00.000Z",
        remember: i % 2 === 0,
        nested: { userId: "kept as it is" },
      }));
      await sessions.insertMany(old);
      const renames = { tokenHash: "token_hash", userId: "user_id", createdAt: "created_at" };

      expect(await renameStoredFields(sessions, renames)).toBe(old.length);
      expect((await sessions.listIndexes()).map((index) => index.name).sort()).toEqual(["_id_", "remember"]);
      expect(await sessions.findOne({ _id: "s00008" })).toEqual({
        _id: "s00008",
        token_hash: "hash-8",
        user_id: "u1",
        created_at: "2026-01-01T00:00:00.000Z",
        remember: true,
        nested: { userId: "kept as it is" },
      });
      expect(
        await sessions.countDocuments({ $or: [{ tokenHash: { $exists: true } }, { userId: { $exists: true } }] }),
      ).toBe(0);

      // The new indexes, with the old names, are created on the new fields, and hold.
      await sessions.createIndexes([{ keys: { token_hash: 1 }, unique: true, name: "token_hash_unique" }]);
      await expectDuplicateKey(sessions.insertOne({ _id: "dup", token_hash: "hash-3" }), { token_hash: 1 });
      expect(await renameStoredFields(sessions, renames)).toBe(0);
      expect(await sessions.countDocuments({})).toBe(old.length);
    });

    it("keeps the newer value where a document holds both names, and refuses renames it cannot make", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "a", userId: "old", user_id: "new", other: 1 });
      expect(await renameStoredFields(items, { userId: "user_id" })).toBe(1);
      expect(await items.findOne({ _id: "a" })).toEqual({ _id: "a", user_id: "new", other: 1 });
      await rejection(renameStoredFields(items, { _id: "id" }));
      await rejection(renameStoredFields(items, { "a.b": "c" }));
      await rejection(renameStoredFields(items, { a: "b", b: "c" }));
    });

    it("records a finished migration of a database and skips it on later runs, even if old names reappear", async () => {
      const database = ctx.database();
      const renames = { users: { userName: "user_name" }, keys: { keyHash: "key_hash" } };
      await database.collection<Doc>("users").insertMany([
        { _id: "u1", userName: "ana" },
        { _id: "u2", userName: "bo" },
      ]);
      await database.collection<Doc>("keys").insertOne({ _id: "k1", keyHash: "h" });

      expect(await renameStoredFieldsIn(database, "2026-11-snake-case", renames)).toBe(3);
      const record = await database.collection<Doc>(MIGRATIONS_COLLECTION).findOne({ _id: "2026-11-snake-case" });
      expect(typeof record?.completed_at).toBe("string");
      expect(await database.collection<Doc>("users").findOne({ _id: "u1" })).toEqual({ _id: "u1", user_name: "ana" });

      // Recorded: the scan is not run again (nothing may write old names after an upgrade).
      await database.collection<Doc>("users").insertOne({ _id: "u3", userName: "late" });
      expect(await renameStoredFieldsIn(database, "2026-11-snake-case", renames)).toBe(0);
      expect(await database.collection<Doc>("users").findOne({ _id: "u3" })).toEqual({ _id: "u3", userName: "late" });
      // Another migration id is its own record.
      expect(await renameStoredFieldsIn(database, "another", renames)).toBe(1);
    });
  });
}
