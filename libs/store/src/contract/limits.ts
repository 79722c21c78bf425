import { describe, expect, it } from "bun:test";
import { DocumentLimitError, MAX_DOCUMENT_BYTES, MAX_DOCUMENT_DEPTH } from "../limits.ts";
import { type ContractContext, type Doc, rejection } from "./context.ts";

const MARKER = "do-not-echo-me";

/** A value whose innermost object sits `levels` deep, the value itself being level 1. */
function nested(levels: number): Record<string, unknown> {
  let value: Record<string, unknown> = { marker: MARKER };
  for (let i = 1; i < levels; i++) value = { next: value };
  return value;
}

async function expectLimit(operation: Promise<unknown>, limit: "depth" | "size"): Promise<void> {
  const error = await rejection(operation);
  expect(error).toBeInstanceOf(DocumentLimitError);
  expect((error as DocumentLimitError).limit).toBe(limit);
  expect((error as Error).message).toContain(limit === "depth" ? `${MAX_DOCUMENT_DEPTH} levels` : "16 MiB");
  expect((error as Error).message).not.toContain(MARKER);
}

export function limitContract(ctx: ContractContext): void {
  describe("document limits", () => {
    it("stores a document nested as deep as allowed and reads it back equal", async () => {
      const items = ctx.collection();
      // The document is level 1; `deep` holds levels 2 to 100.
      const doc = { _id: "deepest", deep: nested(MAX_DOCUMENT_DEPTH - 1) };
      await items.insertOne(doc);
      expect(await items.findOne({ _id: "deepest" })).toEqual(doc);
    });

    it("refuses inserts nested deeper, hostile depths included, naming the limit and storing nothing", async () => {
      const items = ctx.collection();
      await expectLimit(items.insertOne({ _id: "a", deep: nested(MAX_DOCUMENT_DEPTH) }), "depth");
      let hostile: unknown = MARKER;
      for (let i = 0; i < 100_000; i++) hostile = [hostile];
      await expectLimit(items.insertOne({ _id: "b", deep: hostile }), "depth");
      await expectLimit(
        items.insertMany([
          { _id: "c", v: 1 },
          { _id: "d", deep: nested(MAX_DOCUMENT_DEPTH) },
        ]),
        "depth",
      );
      expect(await items.countDocuments({})).toBe(0);
    });

    it("refuses updates, upserts and replacements that would nest too deeply, changing nothing", async () => {
      const items = ctx.collection();
      await items.insertOne({ _id: "a", v: 1 });
      // `a.b` sits at level 3: a value of depth 98 reaches level 100, one of 99 goes beyond.
      await items.updateOne({ _id: "a" }, { $set: { "x.y": nested(MAX_DOCUMENT_DEPTH - 2) } });
      await expectLimit(items.updateOne({ _id: "a" }, { $set: { "x.y": nested(MAX_DOCUMENT_DEPTH - 1) } }), "depth");
      await expectLimit(items.updateOne({ _id: "a" }, { $push: { list: nested(MAX_DOCUMENT_DEPTH - 1) } }), "depth");
      await expectLimit(
        items.findOneAndUpdate({ _id: "a" }, { $set: { v: 2, z: nested(MAX_DOCUMENT_DEPTH) } }),
        "depth",
      );
      await expectLimit(items.updateMany({}, { $set: { z: nested(MAX_DOCUMENT_DEPTH) } }), "depth");
      await expectLimit(
        items.updateOne({ _id: "new" }, { $set: { z: nested(MAX_DOCUMENT_DEPTH) } }, { upsert: true }),
        "depth",
      );
      await expectLimit(items.replaceOne({ _id: "a" }, { _id: "a", z: nested(MAX_DOCUMENT_DEPTH) }), "depth");
      await expectLimit(
        items.replaceOne({ _id: "r" }, { _id: "r", z: nested(MAX_DOCUMENT_DEPTH) }, { upsert: true }),
        "depth",
      );
      const stored = (await items.findOne({ _id: "a" })) as Doc;
      expect(stored.v).toBe(1);
      expect(stored.x).toEqual({ y: nested(MAX_DOCUMENT_DEPTH - 2) });
      expect(await items.countDocuments({})).toBe(1);
    });

    it("refuses documents larger than 16 MiB, and stores one just under it", async () => {
      const items = ctx.collection();
      const under = "u".repeat(MAX_DOCUMENT_BYTES - 1024 * 1024);
      const over = `${MARKER}${"o".repeat(MAX_DOCUMENT_BYTES)}`;
      await items.insertOne({ _id: "big", text: under });
      expect(((await items.findOne({ _id: "big" })) as Doc).text).toHaveLength(under.length);
      await expectLimit(items.insertOne({ _id: "huge", text: over }), "size");
      await expectLimit(items.updateOne({ _id: "big" }, { $set: { text: over } }), "size");
      await expectLimit(items.replaceOne({ _id: "big" }, { _id: "big", text: over }), "size");
      await expectLimit(items.updateOne({ _id: "u" }, { $set: { text: over } }, { upsert: true }), "size");
      expect(await items.countDocuments({})).toBe(1);
      expect(((await items.findOne({ _id: "big" })) as Doc).text).toHaveLength(under.length);
    });
  });
}
