/**
 * Conversations of simulation test runs (`source: "agent_test"`), handed over by the testing
 * service over the bus. The run chooses the id, so a retried request stores the conversation
 * once; it is then read, listed and analysed like any other.
 */
import type { AgentConfig, RecordSimulationReply, RecordSimulationRequest } from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import { DuplicateKeyError } from "@cx/store";
import { nanosOf } from "../domain/money.ts";
import { conversationEnded } from "../outbound/publisher.ts";
import type { ConversationRecord } from "../store/records.ts";
import type { ConversationDeps } from "./deps.ts";
import { endingFields, queueAnalysisOfEnd } from "./records.ts";

/** How long to wait for the version to reach this service's read model (it normally has). */
async function versionConfig(deps: ConversationDeps, request: RecordSimulationRequest): Promise<AgentConfig> {
  const workspaceId = asWorkspaceId(request.workspace_id);
  const deadline = Date.now() + deps.settings.readModelWaitMs;
  for (;;) {
    const version = await deps.agents.version(workspaceId, request.version_id);
    if (version && version.agent_id === request.agent_id) return version.config;
    if (Date.now() >= deadline) return {};
    await Bun.sleep(25);
  }
}

export async function recordSimulation(
  deps: ConversationDeps,
  request: RecordSimulationRequest,
): Promise<RecordSimulationReply> {
  const workspaceId = asWorkspaceId(request.workspace_id);
  const reply = { conversation_id: request.conversation_id };
  const existing = await deps.conversations.find(workspaceId, request.conversation_id);
  if (existing) return reply;
  const agent = await deps.agents.agent(workspaceId, request.agent_id);
  const config = await versionConfig(deps, request);
  const ending = endingFields(request.status, request.end_reason, request.ended_at);
  const transcript = [...request.transcript]
    .sort((a, b) => a.seq - b.seq)
    .map((entry, seq) => ({ role: entry.role, seq, text: entry.text }));
  const events = [...request.events]
    .sort((a, b) => a.seq - b.seq)
    .map((event, seq) => ({
      seq,
      type: event.type,
      created_at: event.created_at,
      payload_json: JSON.stringify(event.payload),
    }));
  const record: ConversationRecord = {
    _id: request.conversation_id,
    workspace_id: workspaceId,
    agent_id: request.agent_id,
    agent_name: agent?.name ?? "",
    branch_id: request.branch_id,
    branch_name: (request.branch_id && agent?.branches[request.branch_id]?.name) || "",
    version_id: request.version_id,
    config_json: JSON.stringify(config),
    is_draft_run: false,
    source: "agent_test",
    external_user_id: null,
    dynamic_variables_json: JSON.stringify(request.dynamic_variables),
    title: null,
    call_successful: null,
    analysis_json: null,
    started_at: request.started_at,
    input_tokens: request.input_tokens,
    output_tokens: request.output_tokens,
    cost_nanos: nanosOf(request.cost_usd),
    turn_count: transcript.filter((entry) => entry.role === "user").length,
    transcript,
    events,
    history_json: "[]",
    revision: 0,
    turn_token: null,
    turn_until: null,
    run_id: request.run_id,
    ...ending,
  };
  try {
    await deps.conversations.insert(record, [conversationEnded(record)]);
  } catch (error) {
    // The same request twice at once: the first one stored it.
    if (error instanceof DuplicateKeyError) return reply;
    throw error;
  }
  await queueAnalysisOfEnd(deps, record);
  return reply;
}
