import { afterEach, describe, expect, it } from "bun:test";
import { createLocalEmbedder } from "@cx/llm";
import { SERVICES } from "@cx/route-table";
import { createEmbeddedStore, type Database, type IndexSpec, type StoredDocument } from "@cx/store";
import { encodeVectors } from "../domain/vectors.ts";
import { type KnowledgeHarness, startKnowledge, USER, USER_PROFILE, WS } from "../testing/knowledge.ts";
import { COLLECTIONS, ensureIndexes } from "./collections.ts";
import { migrateStoredFields } from "./migrations.ts";
import type { IndexStateRecord, UserRecord } from "./records.ts";

type OldDocument = StoredDocument & Record<string, unknown>;

/** The indexes as the camelCase version created them: same names as today, old keys. */
const OLD_INDEXES: Record<string, IndexSpec[]> = {
  [COLLECTIONS.documents]: [
    { keys: { workspaceId: 1, createdAt: -1, _id: -1 }, name: "workspace_created" },
    { keys: { workspaceId: 1, folderId: 1 }, name: "workspace_folder" },
    { keys: { status: 1, leaseUntil: 1 }, name: "status_lease" },
  ],
  [COLLECTIONS.contents]: [{ keys: { workspaceId: 1, documentId: 1 }, name: "workspace_document" }],
  [COLLECTIONS.chunks]: [
    { keys: { workspaceId: 1, documentId: 1, version: 1 }, name: "workspace_document_version" },
    { keys: { workspaceId: 1, documentId: 1, index: 1 }, name: "workspace_document_index" },
  ],
  [COLLECTIONS.folders]: [
    { keys: { workspaceId: 1, parentKey: 1, nameKey: 1 }, unique: true, name: "sibling_name_unique" },
  ],
  [COLLECTIONS.attachments]: [{ keys: { workspaceId: 1, agentId: 1 }, name: "workspace_agent" }],
};

const embedder = createLocalEmbedder();
const DOC = "kdoc_camel_refunds";
const VERSION = "run_camel_1";
const POLICIES = "kfd_camel_policies";
const ARCHIVE = "kfd_camel_archive";
const CREATED = "2024-03-01T09:00:00.000Z";
const INDEXED = "2024-03-01T09:00:05.000Z";
const CHUNKS = [
  "Refunds are paid back to the original card within fourteen days.",
  "Gift cards cannot be refunded; they can be exchanged once.",
];
const TEXT = CHUNKS.join("\n\n");

/** A workspace as the camelCase version left it: a ready document with its chunks, folders, a read model. */
async function writeOldShape(database: Database): Promise<number> {
  for (const [name, specs] of Object.entries(OLD_INDEXES)) await database.collection(name).createIndexes(specs);
  const vectors = await embedder.embed(CHUNKS);
  const folder = (id: string, name: string, parentId: string | null) => ({
    _id: id,
    workspaceId: WS,
    name,
    nameKey: name.toLowerCase(),
    parentId,
    parentKey: parentId ?? "root",
    createdBy: USER,
    createdAt: CREATED,
    updatedAt: CREATED,
  });
  const old: Record<string, OldDocument[]> = {
    [COLLECTIONS.folders]: [folder(POLICIES, "Policies", null), folder(ARCHIVE, "Archive", POLICIES)],
    [COLLECTIONS.documents]: [
      {
        _id: DOC,
        workspaceId: WS,
        name: "Refund policy",
        nameFromSource: false,
        type: "text",
        status: "ready",
        error: null,
        byteSize: Buffer.byteLength(TEXT),
        chunkCount: CHUNKS.length,
        createdBy: USER,
        createdAt: CREATED,
        updatedAt: INDEXED,
        indexedAt: INDEXED,
        sourceUrl: null,
        folderId: POLICIES,
        leaseToken: null,
        leaseUntil: null,
        indexingStartedAt: CREATED,
        indexingAttempts: 0,
        queuedAt: CREATED,
        activeVersion: VERSION,
        embedderId: embedder.id,
        outcomePublished: true,
        outcomeAt: INDEXED,
      },
    ],
    [COLLECTIONS.sources]: [
      { _id: DOC, workspaceId: WS, kind: "text", body: Buffer.from(TEXT).toString("base64"), fileName: null },
    ],
    [COLLECTIONS.contents]: [
      { _id: `${DOC}:${VERSION}`, workspaceId: WS, documentId: DOC, version: VERSION, text: TEXT },
    ],
    [COLLECTIONS.chunks]: CHUNKS.map((text, index) => ({
      _id: `${DOC}:${VERSION}:${index}`,
      workspaceId: WS,
      documentId: DOC,
      version: VERSION,
      index,
      text,
      vector: encodeVectors([vectors[index]!]),
    })),
    [COLLECTIONS.attachments]: [
      {
        _id: "agt_camel:br_camel",
        workspaceId: WS,
        agentId: "agt_camel",
        branchId: "br_camel",
        tipDocumentIds: [DOC],
        tipAt: CREATED,
        draftDocumentIds: [],
        draftAt: null,
        archived: false,
        archivedAt: null,
      },
    ],
  };
  let written = 0;
  for (const [name, documents] of Object.entries(old)) {
    await database.collection<OldDocument>(name).insertMany(documents);
    written += documents.length;
  }
  // Single-word fields only: these two collections keep their shape.
  await database
    .collection<UserRecord>(COLLECTIONS.users)
    .insertOne({ _id: USER, name: USER_PROFILE.name, email: USER_PROFILE.email });
  await database.collection<IndexStateRecord>(COLLECTIONS.indexState).insertOne({ _id: WS, generation: 4 });
  return written;
}

async function contentsOf(database: Database) {
  const contents: Record<string, { documents: StoredDocument[]; indexes: IndexSpec[] }> = {};
  for (const name of Object.values(COLLECTIONS)) {
    const collection = database.collection(name);
    const indexes = await collection.listIndexes();
    contents[name] = {
      documents: await collection.find({}, { sort: { _id: 1 } }),
      indexes: indexes.sort((a, b) => (a.name ?? "").localeCompare(b.name ?? "")),
    };
  }
  return contents;
}

let k: KnowledgeHarness | undefined;
afterEach(async () => {
  await k?.stop();
  k = undefined;
});

describe("migrating knowledge's stored fields to snake_case", () => {
  it("rewrites each camelCase document once, replaces the old indexes, and then changes nothing", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    const database = store.database(SERVICES.knowledge.name);
    const written = await writeOldShape(database);

    expect(await migrateStoredFields(database)).toBe(written);
    await ensureIndexes(database);
    const migrated = await contentsOf(database);
    for (const { documents } of Object.values(migrated)) {
      for (const document of documents) {
        for (const field of Object.keys(document)) expect(field).toMatch(/^(_id|[a-z0-9]+(_[a-z0-9]+)*)$/);
      }
    }
    expect(migrated[COLLECTIONS.folders]?.indexes).toContainEqual({
      name: "sibling_name_unique",
      keys: { workspace_id: 1, parent_key: 1, name_key: 1 },
      unique: true,
    });

    // A second run, as every later start makes: nothing left to move, nothing changed.
    expect(await migrateStoredFields(database)).toBe(0);
    await ensureIndexes(database);
    expect(await contentsOf(database)).toEqual(migrated);
    await store.close();
  });

  it("lets the service started on a camelCase workspace serve, search and guard it as before", async () => {
    const store = createEmbeddedStore({ dataDir: null });
    await writeOldShape(store.database(SERVICES.knowledge.name));
    k = await startKnowledge({ store, overrides: { embedder } });
    const expected = {
      id: DOC,
      name: "Refund policy",
      type: "text",
      status: "ready",
      error: null,
      byte_size: Buffer.byteLength(TEXT),
      chunk_count: CHUNKS.length,
      created_by: USER_PROFILE,
      created_at: CREATED,
      updated_at: INDEXED,
      indexed_at: INDEXED,
      source_url: null,
      folder_id: POLICIES,
    };
    expect((await k.call("GET", `/${DOC}`)).json).toEqual(expected);
    expect((await k.call("GET", "", { query: { folder_id: POLICIES } })).json.items).toEqual([expected]);
    expect((await k.call("GET", "", { query: { status: "ready" } })).json.items).toEqual([expected]);
    expect((await k.call("GET", `/${DOC}/content`)).json).toMatchObject({ document_id: DOC, text: TEXT });

    const hits = await k.call("POST", "/search", { body: { query: CHUNKS[1], max_chunks: 1 } });
    expect(hits.json.items).toEqual([
      {
        document_id: DOC,
        document_name: "Refund policy",
        chunk_index: 1,
        text: CHUNKS[1],
        distance: expect.any(Number),
      },
    ]);

    const inUse = await k.call("DELETE", `/${DOC}`);
    expect([inUse.status, inUse.json.error.details.used_by]).toEqual([
      409,
      [{ agent_id: "agt_camel", branch_id: "br_camel", in_tip: true, in_draft: false }],
    ]);

    const policies = await k.call("GET", `/folders/${POLICIES}`);
    expect(policies.json).toMatchObject({ parent_folder_id: null, child_count: 2, created_by: USER_PROFILE });
    const clashAtRoot = await k.call("POST", "/folders", { body: { name: "POLICIES" } });
    expect([clashAtRoot.status, clashAtRoot.json.error.code]).toEqual([409, "folder_name_taken"]);
    const clashInside = await k.call("POST", "/folders", { body: { name: "archive", parent_folder_id: POLICIES } });
    expect([clashInside.status, clashInside.json.error.code]).toEqual([409, "folder_name_taken"]);
    expect((await k.call("POST", "/folders", { body: { name: "Archive" } })).status).toBe(201);
    const moveIntoClash = await k.call("PATCH", `/folders/${ARCHIVE}`, { body: { parent_folder_id: null } });
    expect([moveIntoClash.status, moveIntoClash.json.error.code]).toEqual([409, "folder_name_taken"]);
  });
});
