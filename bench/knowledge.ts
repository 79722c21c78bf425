/**
 * Knowledge indexing and search, measured in one run: `bun bench/knowledge.ts`.
 *
 * Indexing throughput is MB of extracted text per second through extract (Readability over
 * HTML), chunk, embed (the local embedder) and store (the embedded document store), for
 * documents of ~100 KB each. Search latency is p50/p99 of `KnowledgeSearch.search` over the
 * ≥10,000 chunks that indexing produced, cache warm, plus the one cold load.
 */

import { createInProcessBus } from "../libs/bus/src/index.ts";
import { createLocalEmbedder } from "../libs/llm/src/embeddings/local-embedder.ts";
import { createLogger } from "../libs/logger/src/index.ts";
import { Outbox } from "../libs/outbox/src/index.ts";
import { createEmbeddedStore } from "../libs/store/src/index.ts";
import type { KnowledgeDeps } from "../services/knowledge/src/app/deps.ts";
import { KnowledgeSearch } from "../services/knowledge/src/app/search.ts";
import { splitIntoChunks } from "../services/knowledge/src/domain/chunking.ts";
import { asWorkspaceId } from "../services/knowledge/src/domain/ids.ts";
import { encodeVector } from "../services/knowledge/src/domain/vectors.ts";
import { extractReadableText } from "../services/knowledge/src/extraction/extract.ts";
import { openRepositories } from "../services/knowledge/src/store/repositories.ts";
import { percentile } from "./lib/measure.ts";

const TARGET_CHUNKS = 10_000;
const DOC_BYTES = 100_000;
const QUERIES = 300;

/** Deterministic pseudo-random numbers (mulberry32), so every run measures the same corpus. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(42);
const syllables = [
  "ka",
  "lo",
  "mi",
  "re",
  "tu",
  "sa",
  "ven",
  "dor",
  "pli",
  "qua",
  "ber",
  "nix",
  "tal",
  "ro",
  "ge",
  "fu",
];
const vocabulary = Array.from({ length: 3000 }, () =>
  Array.from({ length: 2 + Math.floor(next() * 3) }, () => syllables[Math.floor(next() * syllables.length)]).join(""),
);
const word = () => vocabulary[Math.floor(next() * next() * vocabulary.length)]!;
const sentence = () => {
  const words = Array.from({ length: 6 + Math.floor(next() * 14) }, word);
  return `${words[0]![0]!.toUpperCase()}${words.join(" ").slice(1)}.`;
};

function htmlDocument(index: number): string {
  const parts = [`<html><head><title>Document ${index}</title></head><body><nav>Home | Docs</nav><main><article>`];
  let size = 0;
  while (size < DOC_BYTES) {
    const paragraph = Array.from({ length: 4 + Math.floor(next() * 6) }, sentence).join(" ");
    parts.push(next() < 0.15 ? `<h2>${sentence()}</h2>` : "", `<p>${paragraph}</p>`);
    size += paragraph.length;
  }
  parts.push("</article></main><footer>Footer</footer></body></html>");
  return parts.join("");
}

const store = createEmbeddedStore({ dataDir: null });
const repos = await openRepositories(
  store.database("knowledge-bench"),
  new Outbox(createInProcessBus(), createLogger("bench", { level: "silent" })),
);
const embedder = createLocalEmbedder();
const workspaceId = asWorkspaceId("ws_bench");
const stages = { extract: 0, chunk: 0, embed: 0, store: 0 };
let textBytes = 0;
let chunkTotal = 0;
let documents = 0;

const started = performance.now();
while (chunkTotal < TARGET_CHUNKS) {
  const id = `kdoc_bench_${documents}`;
  const html = new TextEncoder().encode(htmlDocument(documents));
  let t = performance.now();
  const { text } = await extractReadableText({ kind: "html", body: html });
  stages.extract += performance.now() - t;
  t = performance.now();
  const chunks = splitIntoChunks(text);
  stages.chunk += performance.now() - t;
  t = performance.now();
  const vectors = await embedder.embed(chunks.map((c) => c.text));
  stages.embed += performance.now() - t;
  t = performance.now();
  const version = "v1";
  await repos.chunks.replaceVersion(
    workspaceId,
    id,
    version,
    chunks.map((c, i) => ({
      _id: `${id}:${version}:${c.index}`,
      workspaceId,
      documentId: id,
      version,
      index: c.index,
      text: c.text,
      vector: encodeVector(vectors[i]!),
    })),
  );
  await repos.blobs.saveContent(workspaceId, id, version, text);
  const now = new Date().toISOString();
  await repos.documents.insert(workspaceId, {
    _id: id,
    workspaceId,
    name: `Document ${documents}`,
    nameFromSource: false,
    type: "text",
    status: "ready",
    error: null,
    byteSize: Buffer.byteLength(text),
    chunkCount: chunks.length,
    createdBy: "usr_bench",
    createdAt: now,
    updatedAt: now,
    indexedAt: now,
    sourceUrl: null,
    folderId: null,
    leaseToken: null,
    leaseUntil: null,
    indexingStartedAt: null,
    indexingAttempts: 0,
    queuedAt: now,
    activeVersion: version,
    embedderId: embedder.id,
    outcomePublished: true,
    outcomeAt: now,
  });
  stages.store += performance.now() - t;
  textBytes += Buffer.byteLength(text);
  chunkTotal += chunks.length;
  documents++;
}
await repos.indexState.bump(workspaceId);
const indexingMs = performance.now() - started;
const mb = textBytes / 1024 / 1024;

const deps = { repos, embedder } as unknown as KnowledgeDeps;
const search = new KnowledgeSearch(deps);
let t = performance.now();
const first = await search.search(workspaceId, { query: sentence() });
const coldMs = performance.now() - t;
const latencies: number[] = [];
for (let i = 0; i < QUERIES; i++) {
  const query = Array.from({ length: 3 + Math.floor(next() * 8) }, word).join(" ");
  t = performance.now();
  await search.search(workspaceId, { query, max_chunks: 5 });
  latencies.push(performance.now() - t);
}
latencies.sort((a, b) => a - b);
await store.close();

const fmt = (n: number) => n.toFixed(2);
console.log(`knowledge indexing: ${documents} HTML documents, ${fmt(mb)} MB of text, ${chunkTotal} chunks`);
console.log(`  throughput: ${fmt(mb / (indexingMs / 1000))} MB/s end to end (${fmt(indexingMs)} ms)`);
for (const [stage, ms] of Object.entries(stages)) {
  console.log(
    `  ${stage.padEnd(8)} ${fmt(mb / (ms / 1000)).padStart(8)} MB/s  (${fmt((ms / indexingMs) * 100)}% of the time)`,
  );
}
console.log(`knowledge search over ${chunkTotal} chunks (${QUERIES} queries, top 5, local embedder):`);
console.log(`  cold (loads vectors): ${fmt(coldMs)} ms, first answer ${first.items.length} items`);
console.log(
  `  p50 ${fmt(percentile(latencies, 50))} ms, p99 ${fmt(percentile(latencies, 99))} ms, max ${fmt(latencies.at(-1)!)} ms`,
);
