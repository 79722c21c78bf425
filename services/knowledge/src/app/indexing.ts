import type { DocumentImportRequestedEvent } from "@cx/contracts";
import { type JobExecution, JobRefused, LeaseLost } from "@cx/jobs";
import { EmbeddingError } from "@cx/llm";
import { FetchRefusedError } from "@cx/safe-fetch";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId, type WorkspaceId } from "../domain/ids.ts";
import { nameOfSource } from "../domain/names.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { ExtractionError, type ExtractionInput } from "../extraction/extraction-input.ts";
import type { DocumentRecord } from "../store/records.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import { indexed } from "./events.ts";

const EMBED_BATCH = 64;

/**
 * The worker's use case, the `indexing` job of the service's catalog (`jobs.ts`): fetch or read
 * the source, extract, chunk, embed, store, then mark the document ready (or failed) and announce
 * it. `@cx/jobs` claims the document first (one run at a time, by lease) and renews the lease
 * while the run lasts; chunks are written under the run's own version, and only the run still
 * holding the lease may make its version live.
 */
export class Indexer {
  constructor(private readonly deps: KnowledgeDeps) {}

  async execute({ doc, token, checkpoint }: JobExecution<DocumentImportRequestedEvent, DocumentRecord>): Promise<void> {
    const workspaceId = asWorkspaceId(doc.workspace_id);
    try {
      await this.run(workspaceId, doc, token, checkpoint);
    } catch (error) {
      const refused = classify(error);
      if (refused) throw refused;
      // A run that stops leaves nothing half-written: the next one starts from a clean version.
      await this.discardVersion(workspaceId, doc._id, token);
      throw error;
    }
  }

  private async run(
    workspaceId: WorkspaceId,
    document: DocumentRecord,
    token: string,
    checkpoint: () => Promise<void>,
  ): Promise<void> {
    const { repos, embedder } = this.deps;
    const input = await this.source(workspaceId, document);
    await checkpoint();
    // The local embedder is pure computation: the extraction process embeds too, off this thread.
    const extracted = await this.deps.extractor.extract(
      input,
      embedder.local ? { embedDimensions: embedder.local.dimensions } : {},
    );
    const { chunks } = extracted;
    const vectors: Float32Array[] = extracted.vectors ?? [];
    for (let i = vectors.length > 0 ? chunks.length : 0; i < chunks.length; i += EMBED_BATCH) {
      vectors.push(...(await embedder.embed(chunks.slice(i, i + EMBED_BATCH).map((c) => c.text))));
      await checkpoint();
      // The local embedder and the embedded store answer without real I/O, so their promises
      // settle as microtasks: without a turn of the event loop between batches, a large document
      // would hold every request waiting until it is done.
      await yieldToEventLoop();
    }
    await repos.chunks.replaceVersion(workspaceId, document._id, token, chunks, vectors);
    await repos.blobs.saveContent(workspaceId, document._id, token, extracted.text);
    const now = isoNow(nowOf(this.deps));
    const title = extracted.title ? nameOfSource(extracted.title) : null;
    const outcome = {
      status: "ready" as const,
      error: null,
      byte_size: Buffer.byteLength(extracted.text, "utf8"),
      chunk_count: chunks.length,
      indexed_at: now,
      updated_at: now,
      active_version: token,
      embedder_id: embedder.id,
      outcome_at: now,
      indexing_attempts: 0,
      ...(document.name_from_source && title ? { name: title } : {}),
    };
    const finished = await repos.documents.finish(workspaceId, document._id, token, outcome, {
      events: [indexed({ ...document, ...outcome })],
      deferRelay: true,
    });
    if (!finished) throw new LeaseLost();
    await repos.chunks.deleteOtherVersions(workspaceId, document._id, token);
    await repos.blobs.deleteOtherContents(workspaceId, document._id, token);
    await repos.indexState.bump(workspaceId);
    // Announced once searchable, so a consumer that searches at once finds it.
    await repos.documents.relayPending(document._id);
  }

  private async source(workspaceId: WorkspaceId, document: DocumentRecord): Promise<ExtractionInput> {
    if (document.type === "url") {
      if (!document.source_url) throw new JobRefused("source_missing", "The document has no URL.");
      const fetched = await this.deps.fetcher.fetch(document.source_url);
      return { kind: fetched.kind, body: fetched.body, charset: fetched.charset };
    }
    const stored = await this.deps.repos.blobs.findSource(workspaceId, document._id);
    if (!stored) throw new JobRefused("source_missing", "The document's stored content is missing.");
    return { kind: stored.kind, body: stored.bytes };
  }

  async discardVersion(workspaceId: WorkspaceId, id: string, token: string): Promise<void> {
    await this.deps.repos.chunks.deleteVersion(workspaceId, id, token);
    await this.deps.repos.blobs.deleteContentVersion(workspaceId, id, token);
  }

  /**
   * Marks the run's document failed. A failed document has nothing searchable: its chunks and
   * text go too, even those of an earlier successful run (a refresh that failed).
   */
  async fail(workspaceId: WorkspaceId, id: string, token: string | null, error: string): Promise<boolean> {
    const { repos } = this.deps;
    const now = isoNow(nowOf(this.deps));
    const outcome = {
      status: "failed" as const,
      error,
      byte_size: 0,
      chunk_count: 0,
      indexed_at: null,
      updated_at: now,
      active_version: null,
      outcome_at: now,
    };
    const current = await repos.documents.find(workspaceId, id);
    if (!current) return false;
    const failed = await repos.documents.finish(workspaceId, id, token, outcome, {
      events: [indexed({ ...current, ...outcome })],
      deferRelay: true,
    });
    if (!failed) return false;
    await repos.chunks.deleteOtherVersions(workspaceId, id, null);
    await repos.blobs.deleteOtherContents(workspaceId, id, null);
    await repos.indexState.bump(workspaceId);
    await repos.documents.relayPending(id);
    return true;
  }
}

/** A failure that another attempt cannot fix: the document fails at once. */
function classify(error: unknown): JobRefused | null {
  if (error instanceof JobRefused) return error;
  if (error instanceof FetchRefusedError) return new JobRefused(error.reason, error.message);
  if (error instanceof ExtractionError) return new JobRefused(error.reason, error.message);
  // A wrong endpoint, key or model: every attempt would be answered the same.
  if (error instanceof EmbeddingError && !error.retryable) return new JobRefused("embeddings_refused", error.message);
  return null;
}
