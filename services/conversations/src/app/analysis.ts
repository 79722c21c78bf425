/**
 * The analysis worker's use case (extension spec part 4): `pending` → `processing` → `done`,
 * `skipped` or `failed`. Safe under at-least-once delivery and dead workers: a run claims the
 * job's lease first (one run at a time), renews it while the model answers, and only the run
 * still holding the lease may record its outcome; a lapsed lease lets another worker take over.
 */
import type { AnalysisRequestedEvent, ConversationAnalysis } from "@cx/contracts";
import { asWorkspaceId, newId, type WorkspaceId } from "@cx/ids";
import { isoAfter, startLeaseHeartbeat } from "@cx/leases";
import { LlmError } from "@cx/llm";
import {
  ANALYSIS_SCHEMA_NAME,
  type AnalysisPlan,
  analysisInstructions,
  analysisPlan,
  analysisSchema,
  readAnalysis,
  transcriptText,
} from "../domain/analysis.ts";
import { analysisCompleted } from "../messaging/publisher.ts";
import type { ConversationRecord } from "../store/records.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { analysisOf, configOf } from "./present.ts";
import { storedEvent } from "./records.ts";

type Outcome =
  | { status: "done"; analysis: ConversationAnalysis; title: string | null; callSuccessful: boolean | null }
  | { status: "skipped" }
  | { status: "failed"; error: { code: string; message: string } };

/** The run lost its lease (a re-run was asked, or another worker took over): its result is dropped. */
class LeaseLost extends Error {}

const MAX_RECORD_ATTEMPTS = 20;

export class Analyst {
  constructor(private readonly deps: ConversationDeps) {}

  async handle(job: Pick<AnalysisRequestedEvent, "workspace_id" | "conversation_id">): Promise<void> {
    const workspaceId = asWorkspaceId(job.workspace_id);
    const { conversations, settings } = this.deps;
    const existing = await conversations.find(workspaceId, job.conversation_id);
    if (!existing || (existing.analysis_status !== "pending" && existing.analysis_status !== "processing")) return;
    const token = newId("lease");
    const now = nowOf(this.deps);
    const claimed = await conversations.claimAnalysis(
      workspaceId,
      existing._id,
      token,
      now.toISOString(),
      isoAfter(settings.analysisLeaseMs, now),
    );
    if (!claimed) return;
    if (claimed.analysis_runs > settings.analysisMaxRuns) {
      await this.record(workspaceId, claimed._id, token, {
        status: "failed",
        error: {
          code: "analysis_interrupted",
          message: `The analysis stopped without finishing ${settings.analysisMaxRuns} times.`,
        },
      });
      return;
    }
    const heartbeat = startLeaseHeartbeat({
      leaseMs: settings.analysisLeaseMs,
      renew: () =>
        conversations.renewAnalysis(
          workspaceId,
          claimed._id,
          token,
          isoAfter(settings.analysisLeaseMs, nowOf(this.deps)),
        ),
      onError: (error) =>
        this.deps.logger.warn({ err: error, conversationId: claimed._id }, "analysis lease renewal failed"),
    });
    try {
      const outcome = await this.analyse(claimed);
      await this.record(workspaceId, claimed._id, token, outcome);
    } catch (error) {
      if (error instanceof LeaseLost) return;
      // Let the bus deliver the job again at once: the lease is given up so the delivery can claim it.
      await conversations.renewAnalysis(workspaceId, claimed._id, token, nowOf(this.deps).toISOString());
      throw error;
    } finally {
      heartbeat.stop();
    }
  }

  /** One model call with structured output, or none when the agent asks for nothing. */
  private async analyse(record: ConversationRecord): Promise<Outcome> {
    const plan = analysisPlan(configOf(record));
    if (!plan) return { status: "skipped" };
    try {
      return await this.ask(plan, record);
    } catch (error) {
      if (error instanceof LlmError) return { status: "failed", error: { code: error.code, message: error.message } };
      throw error;
    }
  }

  private async ask(plan: AnalysisPlan, record: ConversationRecord): Promise<Outcome> {
    const transcript = transcriptText(record.transcript);
    const result = await this.deps.model.chat({
      model: plan.model,
      messages: [
        { role: "system", content: analysisInstructions(plan) },
        { role: "user", content: transcript || "(The conversation has no messages.)" },
      ],
      task: { kind: "analysis", transcript },
      responseSchema: { name: ANALYSIS_SCHEMA_NAME, schema: analysisSchema(plan) },
      temperature: 0,
    });
    const read = readAnalysis(plan, result.output, nowOf(this.deps).toISOString());
    return { status: "done", analysis: read.analysis, title: read.title, callSuccessful: read.callSuccessful };
  }

  /**
   * Stores the outcome if this run still holds the lease, appending `analysis.completed` or
   * `analysis.failed` after the conversation's last event, with the announcement
   * (`conversations.analysis.completed`) recorded by the same write and relayed by the outbox.
   */
  async record(workspaceId: WorkspaceId, id: string, token: string | null, outcome: Outcome): Promise<void> {
    for (let attempt = 0; attempt < MAX_RECORD_ATTEMPTS; attempt++) {
      const current = await this.deps.conversations.find(workspaceId, id);
      if (!current || current.analysis_token !== token || current.analysis_status !== "processing") {
        throw new LeaseLost();
      }
      const at = nowOf(this.deps).toISOString();
      const set: Record<string, unknown> = {
        analysis_status: outcome.status,
        analysis_token: null,
        analysis_until: null,
        analysis_queued_at: null,
      };
      let event: { type: string; payload: unknown };
      if (outcome.status === "done") {
        set.analysis_json = JSON.stringify(outcome.analysis);
        set.title = outcome.title;
        set.call_successful = outcome.callSuccessful;
        event = { type: "analysis.completed", payload: { call_successful: outcome.callSuccessful } };
      } else if (outcome.status === "failed") {
        // The previous analysis stays; the error says why the latest run has no results.
        set.analysis_json = JSON.stringify({ ...(analysisOf(current) ?? {}), error: outcome.error });
        event = { type: "analysis.failed", payload: outcome.error };
      } else {
        event = { type: "analysis.completed", payload: { skipped: true } };
      }
      const updated = await this.deps.conversations.updateAtRevision(
        workspaceId,
        id,
        current.revision,
        { $set: set, $push: { events: storedEvent(current.events.length, event.type, event.payload, at) } },
        { analysis_token: token, analysis_status: "processing" },
        [analysisCompleted({ ...current, ...set } as ConversationRecord, at)],
      );
      if (!updated) continue;
      return;
    }
    throw new Error(`conversation ${id} kept changing while its analysis was recorded`);
  }
}
