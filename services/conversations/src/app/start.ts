import { substituteVariables } from "@cx/agent-runtime";
import type { ConversationDetail, ConversationStartBody, HistoryEntry, TranscriptEntry } from "@cx/contracts";
import { newId, type WorkspaceId } from "@cx/ids";
import type { ConversationRecord, StoredEvent } from "../store/records.ts";
import { resolveAgent } from "./agent-source.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { detailOf } from "./present.ts";
import { storedEvent } from "./records.ts";

/**
 * Starts a conversation (extension spec part 4): the branch's tip, the deployment's choice
 * without a branch, or the branch's draft with `draft`. The deployment's choice hashes the
 * `external_user_id` when there is one (part 11), so one person stays on one variant of an
 * experiment across conversations, and the conversation's id otherwise.
 * The agent's first message, variables substituted, is transcript entry 0.
 */
export async function startConversation(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  agentId: string,
  body: ConversationStartBody,
): Promise<ConversationDetail> {
  const id = newId("conv");
  const agent = await resolveAgent(deps, workspaceId, agentId, body.external_user_id ?? id, {
    branchId: body.branch_id ?? null,
    draft: body.draft === true,
  });
  const now = nowOf(deps);
  const at = now.toISOString();
  const dynamicVariables = body.dynamic_variables ?? {};
  const source = body.source ?? "api";
  const events: StoredEvent[] = [
    storedEvent(
      0,
      "conversation.started",
      {
        source,
        branch_id: agent.branchId,
        version_id: agent.versionId,
        is_draft_run: agent.isDraftRun,
      },
      at,
    ),
  ];
  const transcript: TranscriptEntry[] = [];
  const history: HistoryEntry[] = [];
  const firstMessage = agent.config.agent?.first_message;
  if (firstMessage) {
    const text = substituteVariables(firstMessage, dynamicVariables, { conversationId: id, agentId, now });
    transcript.push({ role: "agent", seq: 0, text });
    history.push({ role: "agent", message: text });
    events.push(storedEvent(1, "agent.message", { text }, at));
  }
  const record: ConversationRecord = {
    _id: id,
    workspace_id: workspaceId,
    agent_id: agentId,
    agent_name: agent.agentName,
    branch_id: agent.branchId,
    branch_name: agent.branchName,
    version_id: agent.versionId,
    config_json: JSON.stringify(agent.config),
    is_draft_run: agent.isDraftRun,
    routed_by_deployment: !body.branch_id,
    source,
    status: "active",
    end_reason: null,
    external_user_id: body.external_user_id ?? null,
    dynamic_variables_json: JSON.stringify(dynamicVariables),
    title: null,
    call_successful: null,
    analysis_status: "pending",
    analysis_json: null,
    started_at: at,
    ended_at: null,
    input_tokens: 0,
    output_tokens: 0,
    cost_nanos: 0,
    turn_count: 0,
    transcript,
    events,
    history_json: JSON.stringify(history),
    continuation_json: null,
    pending_tool_calls: [],
    revision: 0,
    turn_token: null,
    turn_until: null,
    analysis_token: null,
    analysis_until: null,
    analysis_runs: 0,
    // Not queued until the conversation ends: the sweeper only looks at queued jobs.
    analysis_queued_at: null,
    run_id: null,
  };
  await deps.conversations.insert(record);
  return detailOf(record, now);
}
