import { afterEach, describe, expect, it } from "bun:test";
import { loadSlice } from "@cx/config";
import { Topics } from "@cx/contracts";
import { createLocalEmbedder, type Embedder } from "@cx/llm";
import { knowledgeConfig } from "../config.ts";
import type { ChunkRecord, DocumentRecord, SourceRecord } from "../store/records.ts";
import { type KnowledgeHarness, startKnowledge, USER, WS } from "../testing/knowledge.ts";

let k: KnowledgeHarness | undefined;
afterEach(async () => {
  await k?.stop();
  k = undefined;
});

const longText = "Indexing must be idempotent under at-least-once delivery. ".repeat(60);

/** A document as a worker that died mid-run leaves it: `indexing`, its lease long lapsed. */
async function insertStuck(harness: KnowledgeHarness, fields: Partial<DocumentRecord>): Promise<string> {
  const id = `kdoc_stuck_${Math.random().toString(36).slice(2)}`;
  const past = new Date(Date.now() - 3_600_000).toISOString();
  await harness.database.collection<SourceRecord>("sources").insertOne({
    _id: id,
    workspace_id: WS,
    kind: "text",
    body: Buffer.from("Recovered after the worker died. It is searchable again.").toString("base64"),
    file_name: null,
  });
  const record: DocumentRecord = {
    _id: id,
    workspace_id: WS,
    name: "Stuck",
    name_from_source: false,
    type: "text",
    status: "indexing",
    error: null,
    byte_size: 0,
    chunk_count: 0,
    created_by: USER,
    created_at: past,
    updated_at: past,
    indexed_at: null,
    source_url: null,
    folder_id: null,
    lease_token: "dead-worker",
    lease_until: past,
    indexing_started_at: past,
    indexing_attempts: 1,
    queued_at: past,
    active_version: null,
    embedder_id: null,
    outcome_published: true,
    outcome_at: null,
    ...fields,
  };
  await harness.database.collection<DocumentRecord>("documents").insertOne(record);
  return id;
}

const chunkCount = async (harness: KnowledgeHarness, id: string) => (await harness.storedChunks(id)).length;

describe("indexing under at-least-once delivery", () => {
  it("does not duplicate chunks when a job is delivered twice at once or again after it finished", async () => {
    k = await startKnowledge();
    const created = await k.call("POST", "/text", { body: { name: "Twice", text: longText } });
    const job = {
      workspace_id: WS,
      document_id: created.json.id,
      type: "text" as const,
      occurred_at: new Date().toISOString(),
    };
    await Promise.all([
      k.publish(Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, job),
      k.publish(Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, job),
    ]);
    const ready = await k.waitForStatus(created.json.id, ["ready"]);
    await k.publish(Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED, job);
    await Bun.sleep(50);
    expect(ready.chunk_count).toBeGreaterThan(1);
    expect(await chunkCount(k, created.json.id)).toBe(ready.chunk_count);
    const again = (await k.call("GET", `/${created.json.id}`)).json;
    expect(again.indexed_at).toBe(ready.indexed_at);
    const announcements = k.published.filter(
      (m) =>
        m.topic === Topics.KNOWLEDGE_DOCUMENT_INDEXED &&
        (m.payload as { document_id: string }).document_id === created.json.id,
    );
    expect(announcements.length).toBe(1);
  });

  it("retries a run whose handler throws, and ends ready", async () => {
    const local = createLocalEmbedder();
    let failures = 2;
    const flaky: Embedder = {
      id: local.id,
      async embed(texts) {
        if (failures-- > 0) throw new Error("embedding service hiccup");
        return local.embed(texts);
      },
    };
    k = await startKnowledge({ overrides: { embedder: flaky } });
    const created = await k.call("POST", "/text", { body: { name: "Flaky", text: longText } });
    const ready = await k.waitForStatus(created.json.id, ["ready", "failed"]);
    expect(ready.status).toBe("ready");
    expect(failures).toBeLessThan(0);
    expect(await chunkCount(k, created.json.id)).toBe(ready.chunk_count);
  });

  it("ends failed with a readable error when every attempt throws", async () => {
    const broken: Embedder = {
      id: "broken",
      async embed() {
        throw new Error("embedding service down");
      },
    };
    k = await startKnowledge({ overrides: { embedder: broken } });
    const created = await k.call("POST", "/text", { body: { name: "Doomed", text: "Never indexed." } });
    const failed = await k.waitForStatus(created.json.id, ["failed"]);
    expect(failed.error).toStartWith("indexing_failed:");
    expect(failed.error).toContain("embedding service down");
    expect(await chunkCount(k, created.json.id)).toBe(0);
    const indexed = await k.waitForMessage(Topics.KNOWLEDGE_DOCUMENT_INDEXED, created.json.id);
    expect(indexed.payload).toMatchObject({ status: "failed" });
  });
});

describe("the sweeper", () => {
  const fast = { KNOWLEDGE_SWEEP_INTERVAL_MS: "100", KNOWLEDGE_PENDING_REQUEUE_MS: "1000" };

  it("re-queues a document whose worker died mid-run; it ends ready and the dead run's chunks are purged", async () => {
    k = await startKnowledge({ env: fast });
    const id = await insertStuck(k, {});
    await k.database.collection<ChunkRecord>("chunks").insertOne({
      _id: `${id}:dead-worker:0`,
      workspace_id: WS,
      document_id: id,
      version: "dead-worker",
      index: 0,
      text: "half-written",
    });
    const ready = await k.waitForStatus(id, ["ready", "failed"]);
    expect(ready.status).toBe("ready");
    const chunks = await k.storedChunks(id);
    expect(chunks.length).toBe(ready.chunk_count);
    expect(chunks.every((chunk) => chunk.vector)).toBe(true);
    expect(chunks.some((chunk) => chunk.version === "dead-worker")).toBe(false);
  });

  it("fails a document whose runs keep dying instead of retrying for ever", async () => {
    k = await startKnowledge({ env: fast });
    const id = await insertStuck(k, { indexing_attempts: 3 });
    const failed = await k.waitForStatus(id, ["failed", "ready"]);
    expect(failed.status).toBe("failed");
    expect(failed.error).toStartWith("indexing_interrupted:");
  });

  it("re-queues a pending document whose job was lost", async () => {
    k = await startKnowledge({ env: fast });
    const id = await insertStuck(k, { status: "pending", lease_token: null, lease_until: null, indexing_attempts: 0 });
    expect((await k.waitForStatus(id, ["ready", "failed"])).status).toBe("ready");
  });

  it("announces an outcome whose announcement was lost", async () => {
    k = await startKnowledge({ env: fast });
    const past = new Date(Date.now() - 60_000).toISOString();
    const id = await insertStuck(k, {
      status: "ready",
      lease_token: null,
      lease_until: null,
      outcome_published: false,
      outcome_at: past,
      indexed_at: past,
    });
    const message = await k.waitForMessage(Topics.KNOWLEDGE_DOCUMENT_INDEXED, id);
    expect(message.payload).toMatchObject({ status: "ready", indexed_at: past });
  });
});

describe("leases", () => {
  it("by default, a dead worker's document is taken over within 30 s: the lease plus one sweep", () => {
    const config = loadSlice(knowledgeConfig, {});
    expect(config.indexingLeaseMs + config.sweepIntervalMs).toBeLessThanOrEqual(30_000);
  });

  it("renews the lease while a long step runs, so a live worker keeps its document", async () => {
    const local = createLocalEmbedder();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow: Embedder = {
      id: local.id,
      async embed(texts) {
        await held;
        return local.embed(texts);
      },
    };
    k = await startKnowledge({
      overrides: { embedder: slow },
      // A lease long enough that a busy machine's pauses never outlast it, short enough to lapse
      // more than twice while the embedder is stuck.
      env: { KNOWLEDGE_INDEXING_LEASE_MS: "1000", KNOWLEDGE_SWEEP_INTERVAL_MS: "100" },
    });
    try {
      const created = await k.call("POST", "/text", { body: { name: "Slow", text: longText } });
      await k.waitForStatus(created.json.id, ["indexing"]);
      const documents = k.database.collection<DocumentRecord>("documents");
      const first = await documents.findOne({ _id: created.json.id });
      // Two and a half lease lengths with the embedder stuck: without renewals the sweeper would take over.
      await Bun.sleep(2500);
      const later = await documents.findOne({ _id: created.json.id });
      expect(later?.lease_token).toBe(first?.lease_token);
      expect(Date.parse(later!.lease_until!)).toBeGreaterThan(Date.parse(first!.lease_until!));
      release();
      const ready = await k.waitForStatus(created.json.id, ["ready", "failed"]);
      expect(ready.status).toBe("ready");
    } finally {
      // A failed assertion must not leave the worker waiting on the embedder while the service stops.
      release();
    }
  });
});
