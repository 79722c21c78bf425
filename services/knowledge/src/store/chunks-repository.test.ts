import { describe, expect, it } from "bun:test";
import { createLocalEmbedder } from "@cx/llm";
import { createEmbeddedStore } from "@cx/store";
import { asWorkspaceId } from "../domain/ids.ts";
import { encodeVectors } from "../domain/vectors.ts";
import { ChunksRepository } from "./chunks-repository.ts";
import { COLLECTIONS, ensureIndexes } from "./collections.ts";
import type { ChunkRecord } from "./records.ts";

const WS = asWorkspaceId("ws_chunks");
const OTHER_WS = asWorkspaceId("ws_other");
const embedder = createLocalEmbedder();

/** `count` chunks with texts naming their version and index, and their vectors. */
async function version(name: string, count: number) {
  const chunks = Array.from({ length: count }, (_, index) => {
    const text = `chunk ${index} of version ${name}`;
    return { index, text, start: 0, end: text.length };
  });
  return { chunks, vectors: await embedder.embed(chunks.map((chunk) => chunk.text)) };
}

async function open() {
  const store = createEmbeddedStore({ dataDir: null });
  const database = store.database("chunks-test");
  await ensureIndexes(database);
  return { database, repository: new ChunksRepository(database) };
}

describe("the chunks repository", () => {
  it("gives back every chunk's vector and text across group boundaries, in order", async () => {
    const { repository } = await open();
    // More chunks than one vector group holds (341 of 384 dimensions) and than one text group (16).
    const written = await version("v1", 700);
    await repository.replaceVersion(WS, "doc_1", "v1", written.chunks, written.vectors);
    const live = await repository.liveVectors(WS, new Map([["doc_1", "v1"]]));
    expect(live.map((chunk) => chunk.index)).toEqual(written.chunks.map((chunk) => chunk.index));
    expect(live.every((chunk, i) => chunk.vector.every((value, j) => value === written.vectors[i]![j]))).toBe(true);
    const texts = await repository.textsAt(
      WS,
      [0, 15, 16, 340, 341, 699].map((i) => live[i]!.text),
    );
    expect(texts).toEqual([0, 15, 16, 340, 341, 699].map((i) => `chunk ${i} of version v1`));
  });

  it("keeps one copy of a version written twice, and only the version kept after a new one", async () => {
    const { repository } = await open();
    const first = await version("v1", 40);
    await repository.replaceVersion(WS, "doc_1", "v1", first.chunks, first.vectors);
    await repository.replaceVersion(WS, "doc_1", "v1", first.chunks, first.vectors);
    expect(await repository.liveVectors(WS, new Map([["doc_1", "v1"]]))).toHaveLength(40);
    const second = await version("v2", 3);
    await repository.replaceVersion(WS, "doc_1", "v2", second.chunks, second.vectors);
    await repository.deleteOtherVersions(WS, "doc_1", "v2");
    expect(await repository.liveVectors(WS, new Map([["doc_1", "v1"]]))).toHaveLength(0);
    const live = await repository.liveVectors(WS, new Map([["doc_1", "v2"]]));
    expect(
      await repository.textsAt(
        WS,
        live.map((chunk) => chunk.text),
      ),
    ).toEqual(second.chunks.map((c) => c.text));
  });

  it("reads chunks stored one per document by earlier versions, and deletes them with the rest", async () => {
    const { database, repository } = await open();
    const old = await version("old", 3);
    await database.collection<ChunkRecord>(COLLECTIONS.chunks).insertMany(
      old.chunks.map((chunk, i) => ({
        _id: `doc_old:old:${chunk.index}`,
        workspace_id: WS,
        document_id: "doc_old",
        version: "old",
        index: chunk.index,
        text: chunk.text,
        vector: encodeVectors([old.vectors[i]!]),
      })),
    );
    const live = await repository.liveVectors(WS, new Map([["doc_old", "old"]]));
    expect(live.map((chunk) => chunk.index)).toEqual([0, 1, 2]);
    expect(
      await repository.textsAt(
        WS,
        live.map((chunk) => chunk.text),
      ),
    ).toEqual(old.chunks.map((c) => c.text));
    await repository.deleteForDocuments(WS, ["doc_old"]);
    expect(await database.collection(COLLECTIONS.chunks).countDocuments({})).toBe(0);
  });

  it("reads nothing of another workspace", async () => {
    const { repository } = await open();
    const written = await version("v1", 20);
    await repository.replaceVersion(WS, "doc_1", "v1", written.chunks, written.vectors);
    const live = await repository.liveVectors(WS, new Map([["doc_1", "v1"]]));
    expect(await repository.liveVectors(OTHER_WS, new Map([["doc_1", "v1"]]))).toEqual([]);
    expect(await repository.textsAt(OTHER_WS, [live[0]!.text])).toEqual([undefined]);
    await repository.deleteForDocuments(OTHER_WS, ["doc_1"]);
    expect(await repository.liveVectors(WS, new Map([["doc_1", "v1"]]))).toHaveLength(20);
  });

  it("refuses chunks and vectors that do not pair up", async () => {
    const { repository } = await open();
    const written = await version("v1", 3);
    await expect(
      repository.replaceVersion(WS, "doc_1", "v1", written.chunks, written.vectors.slice(1)),
    ).rejects.toThrow(RangeError);
  });
});

describe("the chunk collections' indexes", () => {
  it("replaces the indexes earlier versions made, and stays the same on every later start", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const database = store.database("indexes-test");
    await database
      .collection(COLLECTIONS.chunks)
      .createIndexes([{ keys: { workspace_id: 1, document_id: 1, index: 1 }, name: "workspace_document_index" }]);
    await database
      .collection(COLLECTIONS.contents)
      .createIndexes([{ keys: { workspace_id: 1, document_id: 1 }, name: "workspace_document" }]);
    await ensureIndexes(database);
    const names = async (collection: string) =>
      (await database.collection(collection).listIndexes()).map((index) => index.name).sort();
    const expected = ["_id_", "workspace_document_version"];
    for (const collection of [
      COLLECTIONS.chunks,
      COLLECTIONS.contents,
      COLLECTIONS.chunkTexts,
      COLLECTIONS.chunkVectors,
    ]) {
      expect(await names(collection)).toEqual(expected);
    }
    await ensureIndexes(database);
    expect(await names(COLLECTIONS.chunks)).toEqual(expected);
    await store.close();
  });
});
