import type { AnalysisRequestedEvent } from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import { type DeadLetter, type JobDocuments, type JobLease, LeaseLost } from "@cx/jobs";
import { analysisRequestedJob } from "../outbound/publisher.ts";
import type { ConversationRecord } from "../store/records.ts";
import type { AnalysisOutcome, Analyst } from "./analysis.ts";
import type { ConversationDeps } from "./deps.ts";

/**
 * Where an analysis job lives: on its conversation (`analysis_status`, `analysis_token`,
 * `analysis_until`, `analysis_runs`). A job sent again goes back to `pending`; one waiting longer
 * than `pendingRequeueMs` for its message is sent again.
 */
export class AnalysisJobDocuments implements JobDocuments<AnalysisRequestedEvent, ConversationRecord> {
  constructor(
    private readonly deps: ConversationDeps,
    private readonly analyst: Analyst,
  ) {}

  async open(job: AnalysisRequestedEvent): Promise<ConversationRecord | null> {
    const found = await this.deps.conversations.find(asWorkspaceId(job.workspace_id), job.conversation_id);
    return found && (found.analysis_status === "pending" || found.analysis_status === "processing") ? found : null;
  }

  claim(doc: ConversationRecord, lease: JobLease): Promise<ConversationRecord | null> {
    return this.deps.conversations.claimAnalysis(
      asWorkspaceId(doc.workspace_id),
      doc._id,
      lease.token,
      lease.now,
      lease.until,
    );
  }

  attempts(doc: ConversationRecord): number {
    return doc.analysis_runs;
  }

  abandoned(doc: ConversationRecord, now: string): boolean {
    return doc.analysis_status === "processing" && (doc.analysis_until === null || doc.analysis_until <= now);
  }

  renew(doc: ConversationRecord, token: string, until: string): Promise<boolean> {
    return this.deps.conversations.renewAnalysis(asWorkspaceId(doc.workspace_id), doc._id, token, until);
  }

  async release(doc: ConversationRecord, token: string, now: string): Promise<void> {
    await this.deps.conversations.renewAnalysis(asWorkspaceId(doc.workspace_id), doc._id, token, now);
  }

  /** Records the analysis failed, the previous one kept, with why in `analysis.error`. */
  async deadLetter(doc: ConversationRecord, why: DeadLetter): Promise<boolean> {
    const error =
      why.cause === "interrupted"
        ? { code: "analysis_interrupted", message: `The analysis stopped without finishing ${why.attempts} times.` }
        : why.cause === "failed"
          ? { code: "analysis_failed", message: `The analysis could not be completed in ${why.attempts} attempts.` }
          : { code: why.error.reason, message: why.error.message };
    const outcome: AnalysisOutcome = { status: "failed", error };
    try {
      await this.analyst.record(asWorkspaceId(doc.workspace_id), doc._id, doc.analysis_token, outcome);
      return true;
    } catch (thrown) {
      if (thrown instanceof LeaseLost) return false;
      throw thrown;
    }
  }

  async due(now: Date, limit: number): Promise<ConversationRecord[]> {
    const { conversations, settings } = this.deps;
    const lapsed = await conversations.expiredAnalysesAcrossWorkspaces(now.toISOString(), limit);
    const queuedBefore = new Date(now.getTime() - settings.pendingRequeueMs).toISOString();
    const waiting = await conversations.stalePendingAnalysesAcrossWorkspaces(queuedBefore, limit);
    return [...lapsed, ...waiting];
  }

  async requeue(doc: ConversationRecord, now: Date): Promise<AnalysisRequestedEvent | null> {
    const expected =
      doc.analysis_status === "processing"
        ? { status: "processing" as const, token: doc.analysis_token }
        : { status: "pending" as const, token: null };
    const again = await this.deps.conversations.requeueAnalysis(
      asWorkspaceId(doc.workspace_id),
      doc._id,
      expected,
      now.toISOString(),
    );
    return again ? analysisRequestedJob(again, "ended") : null;
  }
}
