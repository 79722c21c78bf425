import type { DocumentImportRequestedEvent } from "@cx/contracts";
import { type LeaseHeartbeat, startLeaseHeartbeat } from "@cx/leases";
import { EmbeddingError } from "@cx/llm";
import { FetchRefusedError } from "@cx/safe-fetch";
import { isoAfter, isoNow } from "../domain/clock.ts";
import { asWorkspaceId, newToken, type WorkspaceId } from "../domain/ids.ts";
import { nameOfSource } from "../domain/names.ts";
import { failureText, isSettled } from "../domain/status.ts";
import { yieldToEventLoop } from "../event-loop.ts";
import { ExtractionError, type ExtractionInput } from "../extraction/extraction-input.ts";
import type { DocumentRecord } from "../store/records.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import { indexed } from "./events.ts";

/** A failure that another attempt cannot fix: the document fails at once. */
class PermanentFailure extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

/** The run lost its lease (another run took over, or the document was deleted): stop quietly. */
class LeaseLost extends Error {}

const EMBED_BATCH = 64;

export interface IndexingDelivery {
  attempt: number;
  maxAttempts: number;
}

/**
 * The worker's use case: fetch or read the source, extract, chunk, embed, store, then mark the
 * document ready (or failed) and announce it. Safe under at-least-once delivery: a run must
 * claim the document first (one run at a time, by lease), chunks are written under the run's own
 * version, and only the run still holding the lease may make its version live.
 */
export class Indexer {
  constructor(private readonly deps: KnowledgeDeps) {}

  async handle(job: DocumentImportRequestedEvent, delivery: IndexingDelivery): Promise<void> {
    const workspaceId = asWorkspaceId(job.workspace_id);
    const { documents } = this.deps.repos;
    const existing = await documents.find(workspaceId, job.document_id);
    if (!existing) return;
    // A redelivery after the outcome was stored: the outcome's event went with it.
    if (isSettled(existing.status)) return;
    const token = newToken();
    const now = nowOf(this.deps);
    const claimed = await documents.claim(
      workspaceId,
      existing._id,
      token,
      isoNow(now),
      isoAfter(this.deps.indexing.leaseMs, now),
    );
    if (!claimed) return;
    const heartbeat = this.heartbeat(workspaceId, claimed._id, token);
    try {
      await this.run(workspaceId, claimed, token);
    } catch (error) {
      if (error instanceof LeaseLost) {
        await this.discardVersion(workspaceId, claimed._id, token);
        return;
      }
      const permanent = classify(error);
      const lastTry =
        delivery.attempt >= delivery.maxAttempts || claimed.indexing_attempts >= this.deps.indexing.maxRuns;
      if (permanent || lastTry) {
        const text = permanent
          ? failureText(permanent.reason, permanent.message)
          : failureText(
              "indexing_failed",
              `Indexing failed ${claimed.indexing_attempts} times; the last error: ${(error as Error).message}`,
            );
        await this.fail(workspaceId, claimed._id, token, text);
        return;
      }
      // Let the bus deliver the job again; the lapsed lease lets that delivery claim it.
      await this.discardVersion(workspaceId, claimed._id, token);
      await documents.renewLease(workspaceId, claimed._id, token, isoNow(nowOf(this.deps)));
      throw error;
    } finally {
      heartbeat.stop();
    }
  }

  /**
   * Renews the run's lease every third of it while the run lasts, whatever step it is in (an
   * extraction can take a while in its process), so that a lease only lapses when its worker is
   * gone and a dead worker's document is taken over quickly.
   */
  private heartbeat(workspaceId: WorkspaceId, id: string, token: string): LeaseHeartbeat {
    return startLeaseHeartbeat({
      leaseMs: this.deps.indexing.leaseMs,
      renew: () =>
        this.deps.repos.documents.renewLease(
          workspaceId,
          id,
          token,
          isoAfter(this.deps.indexing.leaseMs, nowOf(this.deps)),
        ),
      onError: (error) => this.deps.logger.warn({ err: error, documentId: id }, "lease renewal failed"),
    });
  }

  private async run(workspaceId: WorkspaceId, document: DocumentRecord, token: string): Promise<void> {
    const { repos, embedder } = this.deps;
    const input = await this.source(workspaceId, document);
    await this.renew(workspaceId, document._id, token);
    // The local embedder is pure computation: the extraction process embeds too, off this thread.
    const extracted = await this.deps.extractor.extract(
      input,
      embedder.local ? { embedDimensions: embedder.local.dimensions } : {},
    );
    const { chunks } = extracted;
    const vectors: Float32Array[] = extracted.vectors ?? [];
    for (let i = vectors.length > 0 ? chunks.length : 0; i < chunks.length; i += EMBED_BATCH) {
      vectors.push(...(await embedder.embed(chunks.slice(i, i + EMBED_BATCH).map((c) => c.text))));
      await this.renew(workspaceId, document._id, token);
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
      if (!document.source_url) throw new PermanentFailure("source_missing", "The document has no URL.");
      const fetched = await this.deps.fetcher.fetch(document.source_url);
      return { kind: fetched.kind, body: fetched.body, charset: fetched.charset };
    }
    const stored = await this.deps.repos.blobs.findSource(workspaceId, document._id);
    if (!stored) throw new PermanentFailure("source_missing", "The document's stored content is missing.");
    return { kind: stored.kind, body: stored.bytes };
  }

  private async renew(workspaceId: WorkspaceId, id: string, token: string): Promise<void> {
    const until = isoAfter(this.deps.indexing.leaseMs, nowOf(this.deps));
    if (!(await this.deps.repos.documents.renewLease(workspaceId, id, token, until))) throw new LeaseLost();
  }

  private async discardVersion(workspaceId: WorkspaceId, id: string, token: string): Promise<void> {
    await this.deps.repos.chunks.deleteVersion(workspaceId, id, token);
    await this.deps.repos.blobs.deleteContentVersion(workspaceId, id, token);
  }

  /**
   * Marks the run's document failed. A failed document has nothing searchable: its chunks and
   * text go too, even those of an earlier successful run (a refresh that failed).
   */
  async fail(workspaceId: WorkspaceId, id: string, token: string | null, error: string): Promise<void> {
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
    if (!current) return;
    const failed = await repos.documents.finish(workspaceId, id, token, outcome, {
      events: [indexed({ ...current, ...outcome })],
      deferRelay: true,
    });
    if (!failed) return;
    await repos.chunks.deleteOtherVersions(workspaceId, id, null);
    await repos.blobs.deleteOtherContents(workspaceId, id, null);
    await repos.indexState.bump(workspaceId);
    await repos.documents.relayPending(id);
  }
}

function classify(error: unknown): PermanentFailure | null {
  if (error instanceof PermanentFailure) return error;
  if (error instanceof FetchRefusedError) return new PermanentFailure(error.reason, error.message);
  if (error instanceof ExtractionError) return new PermanentFailure(error.reason, error.message);
  // A wrong endpoint, key or model: every attempt would be answered the same.
  if (error instanceof EmbeddingError && !error.retryable)
    return new PermanentFailure("embeddings_refused", error.message);
  return null;
}
