/**
 * The analysis worker's use case (extension spec part 4): `pending` → `processing` → `done`,
 * `skipped` or `failed`, the `analysis` job of the service's catalog (`jobs.ts`).
 */
import type { AnalysisRequestedEvent, ConversationAnalysis } from "@cx/contracts";
import { asWorkspaceId, type WorkspaceId } from "@cx/ids";
import { type JobExecution, LeaseLost } from "@cx/jobs";
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
import { analysisCompleted } from "../outbound/publisher.ts";
import type { ConversationRecord } from "../store/records.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { analysisOf, configOf } from "./present.ts";
import { storedEvent } from "./records.ts";

export type AnalysisOutcome =
  | { status: "done"; analysis: ConversationAnalysis; title: string | null; callSuccessful: boolean | null }
  | { status: "skipped" }
  | { status: "failed"; error: { code: string; message: string } };

const MAX_RECORD_ATTEMPTS = 20;

/**
 * Analyses a conversation whose job its worker has claimed (`@cx/jobs` holds and renews the
 * lease while the model answers); only the execution still holding the lease records the outcome.
 */
export class Analyst {
  constructor(private readonly deps: ConversationDeps) {}

  async execute({ doc, token }: JobExecution<AnalysisRequestedEvent, ConversationRecord>): Promise<void> {
    const outcome = await this.analyse(doc);
    await this.record(asWorkspaceId(doc.workspace_id), doc._id, token, outcome);
  }

  /** One model call with structured output, or none when the agent asks for nothing. */
  private async analyse(record: ConversationRecord): Promise<AnalysisOutcome> {
    const plan = analysisPlan(configOf(record));
    if (!plan) return { status: "skipped" };
    try {
      return await this.ask(plan, record);
    } catch (error) {
      if (error instanceof LlmError) return { status: "failed", error: { code: error.code, message: error.message } };
      throw error;
    }
  }

  private async ask(plan: AnalysisPlan, record: ConversationRecord): Promise<AnalysisOutcome> {
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
  async record(workspaceId: WorkspaceId, id: string, token: string | null, outcome: AnalysisOutcome): Promise<void> {
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
