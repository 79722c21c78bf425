import { describe, expect, it } from "bun:test";
import { decodeDocument, encodeDocument } from "./codec.ts";

describe("document codec", () => {
  it("writes plain JSON documents as JSON.stringify does, and reads them back equal", () => {
    const doc = {
      _id: "c1",
      n: 3.5,
      ok: true,
      none: null,
      list: [1, "two", { three: [3] }],
      nested: { a: { b: "c" } },
    };
    expect(encodeDocument(doc)).toBe(JSON.stringify(doc));
    expect(decodeDocument(encodeDocument(doc))).toEqual(doc);
  });

  it("tags what JSON cannot carry, however deep, and restores it", () => {
    const when = new Date("2026-11-24T10:00:00.000Z");
    const doc = { _id: "c2", deep: { list: [{ when }, Number.POSITIVE_INFINITY, Number.NaN] }, at: when };
    const decoded = decodeDocument<typeof doc>(encodeDocument(doc));
    expect(decoded.at).toEqual(when);
    expect(decoded.deep.list[0]).toEqual({ when });
    expect(decoded.deep.list[1]).toBe(Number.POSITIVE_INFINITY);
    expect(Number.isNaN(decoded.deep.list[2])).toBe(true);
  });

  it("stores undefined and array holes as null and -0 as 0, as the MongoDB driver does", () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is what is tested.
    const doc = { _id: "c3", gone: undefined, list: [1, , undefined], zero: -0 };
    expect(decodeDocument(encodeDocument(doc))).toEqual({ _id: "c3", gone: null, list: [1, null, null], zero: 0 });
    expect(Object.is(decodeDocument<{ zero: number }>(encodeDocument(doc)).zero, 0)).toBe(true);
  });

  it("refuses values it cannot store, wherever they are", () => {
    expect(() => encodeDocument({ _id: "c4", bytes: new Uint8Array(2) })).toThrow(/cannot store a Uint8Array/);
    expect(() => encodeDocument({ _id: "c4", deep: [{ f: () => 1 }] })).toThrow(/cannot store a function/);
    expect(() => encodeDocument({ _id: "c4", big: 1n })).toThrow(/cannot store a bigint/);
  });
});
