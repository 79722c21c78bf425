import { describe, expect, it } from "bun:test";
import { createEmbeddedStore } from "@cx/store";
import { asWorkspaceId } from "../domain/ids.ts";
import { BlobsRepository, CONTENT_PART_CHARS, SOURCE_PART_BYTES, textParts } from "./blobs-repository.ts";
import { COLLECTIONS, ensureIndexes } from "./collections.ts";
import type { ContentPartRecord, ContentRecord, SourcePartRecord, SourceRecord } from "./records.ts";

const WS = asWorkspaceId("ws_blobs");
const OTHER_WS = asWorkspaceId("ws_other");

async function open() {
  const database = createEmbeddedStore({ dataDir: null }).database("blobs-test");
  await ensureIndexes(database);
  return { database, blobs: new BlobsRepository(database) };
}

/** Bytes that differ from part to part and within each, so that a part out of place shows. */
function bytesOf(length: number): Uint8Array {
  const bytes = new Uint8Array(length);
  for (let i = 0; i < length; i++) bytes[i] = (i * 31 + Math.floor(i / SOURCE_PART_BYTES)) & 0xff;
  return bytes;
}

/** Counts turns of the event loop until stopped. */
function turnCounter() {
  let turns = 0;
  let running = true;
  const turn = () => {
    if (!running) return;
    turns++;
    setImmediate(turn);
  };
  setImmediate(turn);
  return {
    stop() {
      running = false;
      return turns;
    },
  };
}

describe("the blobs repository", () => {
  it("gives back a source of several parts byte for byte, kept in parts of at most SOURCE_PART_BYTES", async () => {
    const { database, blobs } = await open();
    const bytes = bytesOf(2 * SOURCE_PART_BYTES + 12_345);
    await blobs.insertSource(WS, "doc_1", { kind: "pdf", fileName: "big.pdf", bytes });
    const stored = await blobs.findSource(WS, "doc_1");
    expect(stored?.kind).toBe("pdf");
    expect(stored?.fileName).toBe("big.pdf");
    expect(stored?.bytes.byteLength).toBe(bytes.byteLength);
    expect(Buffer.compare(Buffer.from(stored!.bytes), Buffer.from(bytes))).toBe(0);
    const record = await database.collection<SourceRecord>(COLLECTIONS.sources).findOne({ _id: "doc_1" });
    expect(record?.parts).toBe(3);
    const parts = await database.collection<SourcePartRecord>(COLLECTIONS.sourceParts).find({ document_id: "doc_1" });
    expect(parts.map((part) => part._id).sort()).toEqual(["doc_1:1", "doc_1:2"]);
    for (const part of [record!, ...parts])
      expect(Buffer.from(part.body, "base64").byteLength).toBeLessThanOrEqual(SOURCE_PART_BYTES);
  });

  it("keeps a small source in one record, and reads one stored before parts", async () => {
    const { database, blobs } = await open();
    await blobs.insertSource(WS, "doc_small", { kind: "text", fileName: null, bytes: new TextEncoder().encode("hi") });
    const record = await database.collection<SourceRecord>(COLLECTIONS.sources).findOne({ _id: "doc_small" });
    expect(record?.parts).toBeUndefined();
    expect(new TextDecoder().decode((await blobs.findSource(WS, "doc_small"))!.bytes)).toBe("hi");

    await database.collection<SourceRecord>(COLLECTIONS.sources).insertOne({
      _id: "doc_old",
      workspace_id: WS,
      kind: "markdown",
      body: Buffer.from("# Written whole").toString("base64"),
      file_name: "old.md",
    });
    const old = await blobs.findSource(WS, "doc_old");
    expect(new TextDecoder().decode(old!.bytes)).toBe("# Written whole");
    expect(old?.fileName).toBe("old.md");
  });

  it("lets other work run between the parts it writes and reads", async () => {
    const { blobs } = await open();
    const bytes = bytesOf(4 * SOURCE_PART_BYTES);
    const writing = turnCounter();
    await blobs.insertSource(WS, "doc_turns", { kind: "text", fileName: null, bytes });
    expect(writing.stop()).toBeGreaterThanOrEqual(3);
    const reading = turnCounter();
    await blobs.findSource(WS, "doc_turns");
    expect(reading.stop()).toBeGreaterThanOrEqual(3);
  });

  it("answers null for a source with a part missing, and for another workspace's source", async () => {
    const { database, blobs } = await open();
    await blobs.insertSource(WS, "doc_2", { kind: "text", fileName: null, bytes: bytesOf(SOURCE_PART_BYTES + 1) });
    expect(await blobs.findSource(OTHER_WS, "doc_2")).toBeNull();
    await database.collection(COLLECTIONS.sourceParts).deleteMany({ _id: "doc_2:1" });
    expect(await blobs.findSource(WS, "doc_2")).toBeNull();
  });

  it("gives back a text of several parts exactly, surrogate pairs at the cuts included", async () => {
    const { database, blobs } = await open();
    // An emoji (a surrogate pair) straddles the first cut.
    const text = `${"a".repeat(CONTENT_PART_CHARS - 1)}😀${"ß€".repeat(CONTENT_PART_CHARS)}`;
    await blobs.saveContent(WS, "doc_3", "v1", text);
    expect((await blobs.findContent(WS, "doc_3", "v1"))?.text).toBe(text);
    expect(await blobs.findContent(OTHER_WS, "doc_3", "v1")).toBeNull();
    // 3M + 1 characters: four parts, the first cut moved back before the pair.
    const first = await database.collection<ContentRecord>(COLLECTIONS.contents).findOne({ _id: "doc_3:v1" });
    expect(first?.parts).toBe(4);
    expect(first?.text.length).toBe(CONTENT_PART_CHARS - 1);
    const parts = await database.collection(COLLECTIONS.contentParts).find({ document_id: "doc_3" });
    expect(parts.length).toBe(3);
    // A text with a part missing is no text, never a shorter one.
    await database.collection(COLLECTIONS.contentParts).deleteMany({ _id: "doc_3:v1:2" });
    expect(await blobs.findContent(WS, "doc_3", "v1")).toBeNull();
    // Saved again, shorter: the text is the new one.
    await blobs.saveContent(WS, "doc_3", "v1", "short");
    expect((await blobs.findContent(WS, "doc_3", "v1"))?.text).toBe("short");
  });

  it("deletes the parts with their version and with their document", async () => {
    const { database, blobs } = await open();
    const long = "x".repeat(CONTENT_PART_CHARS + 10);
    await blobs.insertSource(WS, "doc_4", { kind: "text", fileName: null, bytes: bytesOf(SOURCE_PART_BYTES + 1) });
    await blobs.saveContent(WS, "doc_4", "v1", long);
    await blobs.saveContent(WS, "doc_4", "v2", long);
    await blobs.saveContent(WS, "doc_4", "v3", long);
    await blobs.deleteContentVersion(WS, "doc_4", "v3");
    await blobs.deleteOtherContents(WS, "doc_4", "v2");
    const remaining = await database
      .collection<ContentPartRecord>(COLLECTIONS.contentParts)
      .find({ document_id: "doc_4" });
    expect(remaining.map((part) => part.version)).toEqual(["v2"]);
    expect((await blobs.findContent(WS, "doc_4", "v2"))?.text).toBe(long);
    // Another workspace's delete touches nothing.
    await blobs.deleteForDocuments(OTHER_WS, ["doc_4"]);
    expect(await blobs.findSource(WS, "doc_4")).not.toBeNull();
    await blobs.deleteForDocuments(WS, ["doc_4"]);
    for (const name of [COLLECTIONS.sources, COLLECTIONS.sourceParts, COLLECTIONS.contents, COLLECTIONS.contentParts])
      expect(await database.collection(name).countDocuments({})).toBe(0);
  });
});

describe("textParts", () => {
  it("cuts at the size, but never inside a surrogate pair", () => {
    expect(textParts("abcdef", 4)).toEqual(["abcd", "ef"]);
    expect(textParts("abc😀d", 4)).toEqual(["abc", "😀d"]);
    expect(textParts("", 4)).toEqual([""]);
    const mixed = "a😀b😀c😀".repeat(50);
    const parts = textParts(mixed, 7);
    expect(parts.join("")).toBe(mixed);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(7);
      expect(part.isWellFormed()).toBe(true);
    }
  });
});
