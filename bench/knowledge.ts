/**
 * Knowledge indexing and search, measured in one run: `bun bench/knowledge.ts`.
 *
 * Indexing: HTML files of ~100 KB are uploaded through the documents use case (source stored,
 * import event published on the in-process bus) and the knowledge worker's own consumer indexes
 * them as it does in production: extraction and chunking in the extraction pool's processes,
 * embedding with the local embedder, chunks and text into the embedded store. Throughput is MB of
 * HTML per second from the first upload to the last document ready, in each of `KNOWLEDGE_PASSES`
 * passes over the corpus; the median pass is the figure.
 *
 * Search: p50/p99 of `KnowledgeSearch.search` over the ≥10,000 chunks indexing produced, against a
 * bare cosine scan (the query's vector against every chunk vector, best five kept) over the same
 * vectors, for the same queries, in the same run.
 */

import { availableParallelism } from "node:os";
import { createMessageBus } from "@cx/bus";
import { Topics } from "@cx/contracts";
import { startJobWorkers } from "@cx/jobs";
import { createLocalEmbedder } from "@cx/llm";
import { createLogger } from "@cx/logger";
import { Outbox } from "@cx/outbox";
import { createSafeFetcher } from "@cx/safe-fetch";
import { createEmbeddedStore } from "@cx/store";
import type { KnowledgeDeps } from "../services/knowledge/src/app/deps.ts";
import { DocumentUseCases } from "../services/knowledge/src/app/documents.ts";
import { ReadModelProjector } from "../services/knowledge/src/app/read-models.ts";
import { KnowledgeSearch } from "../services/knowledge/src/app/search.ts";
import { asWorkspaceId } from "../services/knowledge/src/domain/ids.ts";
import { cosineDistance } from "../services/knowledge/src/domain/vectors.ts";
import { createExtractionPool } from "../services/knowledge/src/extraction/extraction-pool.ts";
import { startReadModelConsumers } from "../services/knowledge/src/inbound/read-model-consumers.ts";
import { knowledgeJobs } from "../services/knowledge/src/jobs.ts";
import { openRepositories } from "../services/knowledge/src/store/repositories.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";
import { median, percentile } from "./lib/measure.ts";
import { cpuSeconds } from "./lib/processes.ts";

const TARGET_CHUNKS = 10_000;
const DOC_TEXT_CHARS = 100_000;
const QUERIES = 300;
const TOP = 5;
/** About how many chunks one generated page makes (measured): enough pages for TARGET_CHUNKS. */
const CHUNKS_PER_PAGE = 155;
const WORKERS = Number(process.env.KNOWLEDGE_EXTRACTION_WORKERS ?? availableParallelism());

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

/** A page as sites serve them: head with style and script, navigation, an article with inline markup, a footer. */
function htmlDocument(index: number): string {
  const links = Array.from({ length: 20 }, (_, i) => `<li><a href="/section/${i}">${word()} ${word()}</a></li>`).join(
    "",
  );
  const parts = [
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Document ${index}</title>`,
    `<style>body{font-family:sans-serif}.article p{line-height:1.5}nav a{color:#333}</style>`,
    `<script>window.analytics=window.analytics||[];analytics.push(["page",${index}]);</script></head>`,
    `<body><header class="site-header"><nav class="top-nav"><ul>${links}</ul></nav></header>`,
    `<main><article class="article"><h1>Document ${index}</h1>`,
  ];
  let size = 0;
  while (size < DOC_TEXT_CHARS) {
    const sentences = Array.from({ length: 4 + Math.floor(next() * 6) }, sentence);
    const marked = sentences.map((s, i) =>
      i === 1 ? `<a href="/glossary/${word()}">${s}</a>` : i === 3 ? `<strong>${s}</strong>` : s,
    );
    if (next() < 0.15) parts.push(`<h2 id="s${size}">${sentence()}</h2>`);
    parts.push(`<p class="paragraph">${marked.join(" ")}</p>`);
    size += sentences.join(" ").length;
  }
  parts.push(`</article><aside class="related"><ul>${links}</ul></aside></main>`);
  parts.push(`<footer class="site-footer"><p>Footer ${word()}</p></footer></body></html>`);
  return parts.join("");
}

const store = createEmbeddedStore({ dataDir: null });
const bus = await createMessageBus({});
const repos = await openRepositories(
  store.database("knowledge-bench"),
  new Outbox(bus, createLogger("bench-outbox", { level: "silent" })),
);
const embedder = createLocalEmbedder();
const extractor = createExtractionPool({ workers: WORKERS, timeoutMs: 60_000, maxHeapMb: 512 });
const logger = createLogger("bench", { level: "silent" });
const deps: KnowledgeDeps = {
  repos,
  embedder,
  extractor,
  fetcher: createSafeFetcher({ timeoutMs: 1000 }),
  logger,
  indexing: { leaseMs: 20_000, maxRuns: 3, pendingRequeueMs: 300_000 },
};
const jobs = await startJobWorkers(
  bus,
  knowledgeJobs(deps, { sweepIntervalMs: 300_000, extractionWorkers: WORKERS, retryDelayMs: 1000 }),
  { logger },
);
const consumers = [
  ...jobs.consumers,
  await startReadModelConsumers(bus, new ReadModelProjector(repos.readModels), { retryDelayMs: 1000 }, logger),
];
const documents = new DocumentUseCases(deps);
/**
 * The corpus is indexed `KNOWLEDGE_PASSES` times (default 3), each time into a workspace of its
 * own, and the median pass is the figure: one pass lasts a few hundred ms, and these machines'
 * speed moves by half within minutes, so a single pass read whatever moment it fell on (15.8 and
 * 29.8 MB/s a minute apart, same code).
 */
const PASSES = Math.max(1, Number(process.env.KNOWLEDGE_PASSES ?? 3));
const measuredWorkspaces = Array.from({ length: PASSES }, (_, i) => asWorkspaceId(`ws_bench_${i + 1}`));
// Search runs over the first pass's workspace: one workspace of the corpus's chunks.
const workspaceId = measuredWorkspaces[0]!;
const actor = { userId: "usr_bench", workspaceId, role: "owner" as const };

// A corpus of whole pages, made before the clock starts, large enough for TARGET_CHUNKS chunks
// (a chunk holds at most 1,000 characters, 200 of them repeated from the one before).
const files: Uint8Array[] = [];
let htmlBytes = 0;
while (files.length * CHUNKS_PER_PAGE < TARGET_CHUNKS * 1.05) {
  const bytes = new TextEncoder().encode(htmlDocument(files.length));
  files.push(bytes);
  htmlBytes += bytes.length;
}

/**
 * Pages indexed before the clock starts (see the warm-up below): the whole corpus, twice. After
 * one pass the JIT's compiler threads still took about a sixth of the measured CPU (100–110 ms of
 * 610–620); after two, 40–60 ms, as in a service that has indexed a few hundred pages.
 * `KNOWLEDGE_WARM_UP_PASSES` changes it (1 reads the figure after one pass).
 */
const WARM_UP_PASSES = Math.max(1, Number(process.env.KNOWLEDGE_WARM_UP_PASSES ?? 2));
const WARM_UP_PAGES = files.length * WARM_UP_PASSES;
let warmUpOutcomes = 0;
let failures = 0;
/** Per measured workspace: how many of its pages have an outcome, and when all of them do. */
const passes = new Map(
  measuredWorkspaces.map((id) => [id as string, { outcomes: 0, indexed: Promise.withResolvers<void>() }]),
);
const warmedUp = Promise.withResolvers<void>();
const watch = await bus.subscribe(
  { group: "bench-indexed", topics: [Topics.KNOWLEDGE_DOCUMENT_INDEXED] },
  async (message) => {
    const payload = message.payload as { status: string; workspace_id: string };
    const pass = passes.get(payload.workspace_id);
    if (!pass) {
      if (++warmUpOutcomes === WARM_UP_PAGES) warmedUp.resolve();
      return;
    }
    if (payload.status !== "ready") failures++;
    if (++pass.outcomes === files.length) pass.indexed.resolve();
  },
);

// A running service's extraction processes are started and its code compiled: pages of another
// workspace, indexed before the clock starts, start the processes and let the JIT compile the
// indexing path. With a single page, the compiler threads took a third of the measured CPU time;
// with twenty, still a quarter; after one pass over the corpus, about a sixth; after two, a tenth.
for (let i = 0; i < WARM_UP_PAGES; i++) {
  const bytes = files[i % files.length] as Uint8Array;
  await documents.createFromFile(
    { ...actor, workspaceId: asWorkspaceId("ws_warm_up") } as never,
    { name: `warm-up-${i}.html`, type: "text/html", bytes },
    {},
  );
}
await warmedUp.promise;

const htmlMb = htmlBytes / 1024 / 1024;
const measured: { ms: number; cpu: number; mbPerSecond: number }[] = [];
for (const passWorkspace of measuredWorkspaces) {
  // This process and its extraction processes, which live through the measured passes (they end
  // only after 30 s without work). Read outside the timed pass: it scans `/proc`.
  const cpuBefore = cpuSeconds(process.pid);
  const started = performance.now();
  for (const [i, bytes] of files.entries()) {
    await documents.createFromFile(
      { ...actor, workspaceId: passWorkspace } as never,
      { name: `page-${i}.html`, type: "text/html", bytes },
      {},
    );
  }
  await passes.get(passWorkspace)!.indexed.promise;
  const ms = performance.now() - started;
  const cpu = cpuSeconds(process.pid) - cpuBefore;
  measured.push({ ms, cpu, mbPerSecond: htmlMb / (ms / 1000) });
}
if (failures > 0) throw new Error(`${failures} documents failed to index`);
const medianPass = median(measured, (pass) => pass.mbPerSecond);
const mbPerSecond = medianPass.mbPerSecond;

const live = await repos.documents.withLiveIndex(workspaceId);
const listed = await repos.documents.findMany(
  workspaceId,
  live.map((d) => d._id),
);
const chunkTotal = listed.reduce((sum, d) => sum + d.chunk_count, 0);
const textBytes = listed.reduce((sum, d) => sum + d.byte_size, 0);
if (chunkTotal < TARGET_CHUNKS) throw new Error(`only ${chunkTotal} chunks: the corpus is too small`);

// ---- Search against a bare scan of the same vectors ----
const search = new KnowledgeSearch(deps);
const queries = Array.from({ length: QUERIES }, () =>
  Array.from({ length: 3 + Math.floor(next() * 8) }, word).join(" "),
);
let t = performance.now();
const first = await search.search(workspaceId, { query: queries[0]!, max_chunks: TOP });
const coldMs = performance.now() - t;

const liveVectors = await repos.chunks.liveVectors(
  workspaceId,
  new Map(live.map((d) => [d._id, d.active_version as string])),
);
const vectors = liveVectors.map((row) => row.vector);
const queryVectors = await embedder.embed(queries);
function bareScan(query: Float32Array): number[] {
  const best: number[] = [];
  const distances: number[] = [];
  for (let i = 0; i < vectors.length; i++) {
    const distance = cosineDistance(query, vectors[i]!);
    if (best.length === TOP && distance >= distances[TOP - 1]!) continue;
    let at = best.length;
    while (at > 0 && distances[at - 1]! > distance) at--;
    best.splice(at, 0, i);
    distances.splice(at, 0, distance);
    if (best.length > TOP) {
      best.pop();
      distances.pop();
    }
  }
  return best;
}

const searchMs: number[] = [];
const bareMs: number[] = [];
// Interleaved, so that both see the same machine at the same moments.
for (let round = 0; round < 2; round++) {
  for (let i = 0; i < QUERIES; i++) {
    t = performance.now();
    const answer = await search.search(workspaceId, { query: queries[i]!, max_chunks: TOP });
    const s = performance.now() - t;
    t = performance.now();
    const bare = bareScan(queryVectors[i]!);
    const b = performance.now() - t;
    if (answer.items.length !== bare.length)
      throw new Error("search and the bare scan disagree on the number of results");
    // The first round warms both up.
    if (round === 1) {
      searchMs.push(s);
      bareMs.push(b);
    }
  }
}
searchMs.sort((a, b) => a - b);
bareMs.sort((a, b) => a - b);

watch.stop();
await Promise.all(consumers.map((c) => c.stop()));
await jobs.stop();
await extractor.close();
await bus.close();
await store.close();

const fmt = (n: number) => n.toFixed(2);
console.log(
  `knowledge indexing: ${files.length} HTML pages, ${fmt(htmlMb)} MB of HTML (${fmt(textBytes / 1024 / 1024)} MB of text), ` +
    `${chunkTotal} chunks, ${WORKERS} extraction worker${WORKERS === 1 ? "" : "s"}`,
);
console.log(
  `  ${fmt(mbPerSecond)} MB/s of HTML, upload to ready (${fmt(medianPass.ms)} ms): the median of ${measured.length} passes, ` +
    `${measured.map((pass) => fmt(pass.mbPerSecond)).join(", ")} MB/s`,
);
console.log(
  `  CPU of this process and its extraction processes in that pass: ${fmt(medianPass.cpu)} s, ${fmt(medianPass.cpu / htmlMb)} s per MB, ${fmt(medianPass.cpu / (medianPass.ms / 1000))} cores busy on average`,
);
console.log(`knowledge search over ${vectors.length} chunks (${QUERIES} queries, top ${TOP}, local embedder):`);
console.log(`  cold (loads vectors): ${fmt(coldMs)} ms, first answer ${first.items.length} items`);
console.log(
  `  search     p50 ${fmt(percentile(searchMs, 50))} ms, p99 ${fmt(percentile(searchMs, 99))} ms, max ${fmt(searchMs.at(-1)!)} ms`,
);
console.log(
  `  bare scan  p50 ${fmt(percentile(bareMs, 50))} ms, p99 ${fmt(percentile(bareMs, 99))} ms, max ${fmt(bareMs.at(-1)!)} ms`,
);
const goals: Goal[] = [
  { name: "knowledge indexing, MB of HTML per second", value: mbPerSecond, unit: "MB/s", op: ">=", target: 20 },
  {
    name: "knowledge search p99 / bare cosine scan p99",
    value: percentile(searchMs, 99) / percentile(bareMs, 99),
    unit: "x",
    op: "<=",
    target: 2,
  },
];
reportGoals(goals);
