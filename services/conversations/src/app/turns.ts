/**
 * A message to a conversation (extension spec part 4): the user turn and the agent's reply, or
 * the client's tool results and the rest of the reply. One turn at a time per conversation,
 * across replicas: a turn holds the conversation's turn lease (a conditional update in the
 * store) from before the model is called until its outcome is recorded; a second message
 * meanwhile is 409 `conversation_busy`.
 */
import type { ClientToolResult, ReplyContinuation, ReplyOutcome } from "@cx/agent-runtime";
import type {
  ConversationDetail,
  ConversationMessageBody,
  HistoryEntry,
  PendingToolCall,
  TranscriptEntry,
} from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { newId, type WorkspaceId } from "@cx/ids";
import { isoAfter, type LeaseHeartbeat, startLeaseHeartbeat } from "@cx/leases";
import { pastMaxDuration } from "../domain/lifecycle.ts";
import { nanosOf } from "../domain/money.ts";
import { conversationEnded } from "../outbound/publisher.ts";
import type { ConversationRecord, StoredEvent } from "../store/records.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { tryEnd } from "./end.ts";
import { configOf, detailOf } from "./present.ts";
import { endingFields, queueAnalysisOfEnd, storedEvent } from "./records.ts";
import { runtimeFor } from "./runtime-ports.ts";

type TurnInput = { kind: "text"; text: string } | { kind: "tool_results"; results: ClientToolResult[] };

/** A turn whose lease is held: `complete` runs the reply and records it. */
export interface Turn {
  record: ConversationRecord;
  input: TurnInput;
  complete(onDelta?: (text: string) => void): Promise<ConversationDetail>;
}

function notActive(record: ConversationRecord, endReason = record.end_reason): AppError {
  return new AppError("conversation_not_active", `The conversation is ${record.status}.`, {
    status: record.status,
    end_reason: endReason,
  });
}

function inputOf(body: ConversationMessageBody): TurnInput {
  const hasText = body.text !== undefined;
  const hasResults = body.tool_results !== undefined;
  if (hasText === hasResults) {
    throw AppError.validation([{ path: "", message: "must have either text or tool_results, not both" }]);
  }
  return hasText ? { kind: "text", text: body.text! } : { kind: "tool_results", results: body.tool_results! };
}

function checkAgainstPending(input: TurnInput, pending: readonly PendingToolCall[]): void {
  if (input.kind === "text") {
    if (pending.length > 0) {
      throw new AppError("conflict", "The agent waits for the results of its client tool calls: send tool_results.", {
        pending_request_ids: pending.map((p) => p.request_id),
      });
    }
    return;
  }
  if (pending.length === 0) throw new AppError("conflict", "The agent is not waiting for any tool result.");
  const fields: FieldError[] = [];
  const wanted = new Set(pending.map((p) => p.request_id));
  const seen = new Set<string>();
  input.results.forEach((result, i) => {
    if (!wanted.has(result.request_id))
      fields.push({ path: `/tool_results/${i}/request_id`, message: "is not a pending tool call" });
    else if (seen.has(result.request_id))
      fields.push({ path: `/tool_results/${i}/request_id`, message: "is answered twice" });
    seen.add(result.request_id);
  });
  for (const p of pending) {
    if (!seen.has(p.request_id)) fields.push({ path: "/tool_results", message: `must answer ${p.request_id}` });
  }
  if (fields.length > 0) throw AppError.validation(fields);
}

/**
 * Checks the message and takes the turn. Everything a client can get wrong is answered here,
 * before any reply streams: 404, 409 (not active, busy, tool results expected), 422.
 */
export async function beginTurn(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  id: string,
  body: ConversationMessageBody,
): Promise<Turn> {
  const input = inputOf(body);
  const record = await deps.conversations.find(workspaceId, id);
  if (!record) throw AppError.notFound("conversation");
  if (record.status !== "active") throw notActive(record);
  const now = nowOf(deps);
  if (pastMaxDuration(record.started_at, configOf(record).conversation?.max_duration_seconds, now)) {
    const outcome = await tryEnd(deps, workspaceId, id, "max_duration", { waitForTurnMs: 0 });
    if (outcome && "ended" in outcome) throw notActive(outcome.ended);
  }
  checkAgainstPending(input, record.pending_tool_calls);
  const token = newId("turn");
  const claimed = await deps.conversations.claimTurn(
    workspaceId,
    id,
    token,
    now.toISOString(),
    isoAfter(deps.settings.turnLeaseMs, now),
  );
  if (!claimed) {
    const current = await deps.conversations.find(workspaceId, id);
    if (current && current.status !== "active") throw notActive(current);
    throw new AppError("conversation_busy", "Another message of this conversation is being answered; retry after it.");
  }
  // The pending calls may have been answered between the first read and the claim.
  try {
    checkAgainstPending(input, claimed.pending_tool_calls);
  } catch (error) {
    await deps.conversations.releaseTurn(workspaceId, id, token);
    throw error;
  }
  return {
    record: claimed,
    input,
    complete: (onDelta) => completeTurn(deps, claimed, token, input, onDelta),
  };
}

async function completeTurn(
  deps: ConversationDeps,
  record: ConversationRecord,
  token: string,
  input: TurnInput,
  onDelta?: (text: string) => void,
): Promise<ConversationDetail> {
  const workspaceId = record.workspace_id as WorkspaceId;
  const heartbeat: LeaseHeartbeat = startLeaseHeartbeat({
    leaseMs: deps.settings.turnLeaseMs,
    renew: () =>
      deps.conversations.renewTurn(workspaceId, record._id, token, isoAfter(deps.settings.turnLeaseMs, nowOf(deps))),
    onError: (error) => deps.logger.warn({ err: error, conversationId: record._id }, "turn lease renewal failed"),
  });
  let committed: ConversationRecord | null = null;
  try {
    const runtime = runtimeFor(deps, workspaceId);
    const history = JSON.parse(record.history_json) as HistoryEntry[];
    const startedAt = nowOf(deps);
    let outcome: ReplyOutcome;
    if (input.kind === "text") {
      history.push({ role: "user", message: input.text });
      outcome = await runtime.reply({
        config: configOf(record),
        history,
        dynamicVariables: JSON.parse(record.dynamic_variables_json) as Record<string, unknown>,
        system: { conversationId: record._id, agentId: record.agent_id, now: startedAt },
        ...(onDelta ? { onDelta } : {}),
      });
    } else {
      outcome = await runtime.resume({
        continuation: JSON.parse(record.continuation_json ?? "null") as ReplyContinuation,
        results: input.results,
        ...(onDelta ? { onDelta } : {}),
      });
    }
    const update = turnUpdate(record, input, outcome, history, nowOf(deps).toISOString());
    // A turn that ends the conversation records the end's event with it.
    const ends = update.$set.status !== undefined;
    committed = await deps.conversations.commitTurn(
      workspaceId,
      record._id,
      token,
      update,
      ends ? [conversationEnded({ ...record, ...update.$set } as ConversationRecord)] : [],
    );
    if (!committed) {
      throw new AppError("conversation_busy", "The turn took too long and another took over; read the conversation.");
    }
  } finally {
    heartbeat.stop();
    if (!committed) await deps.conversations.releaseTurn(workspaceId, record._id, token).catch(() => undefined);
  }
  if (committed.status !== "active") await queueAnalysisOfEnd(deps, committed);
  return detailOf(committed, nowOf(deps));
}

/** What one turn adds to the conversation, numbered after what it already holds. */
function turnUpdate(
  record: ConversationRecord,
  input: TurnInput,
  outcome: ReplyOutcome,
  history: HistoryEntry[],
  at: string,
) {
  const transcript: TranscriptEntry[] = [];
  const events: StoredEvent[] = [];
  const nextEvent = (type: string, payload: unknown) =>
    events.push(storedEvent(record.events.length + events.length, type, payload, at));
  const nextLine = (role: "user" | "agent", text: string) =>
    transcript.push({ role, seq: record.transcript.length + transcript.length, text });

  if (input.kind === "text") {
    nextLine("user", input.text);
    nextEvent("user.message", { text: input.text });
  }
  for (const event of outcome.events) nextEvent(event.type, event.payload);
  if (outcome.text.trim() !== "") nextLine("agent", outcome.text);
  // For a text turn `history` already holds the user's message; the reply's entries follow it.
  const newHistory = [...history, ...outcome.history];

  const set: Record<string, unknown> = { history_json: JSON.stringify(newHistory) };
  if (outcome.status === "awaiting_client_tools") {
    set.continuation_json = JSON.stringify(outcome.continuation);
    set.pending_tool_calls = outcome.pendingToolCalls.map((p) => ({
      request_id: p.request_id,
      tool_name: p.tool_name,
      params_as_json: p.params_as_json,
    }));
  } else {
    set.continuation_json = null;
    set.pending_tool_calls = [];
  }
  if (outcome.status === "failed") {
    Object.assign(set, endingFields("failed", "error", at));
    nextEvent("conversation.ended", { end_reason: "error" });
  } else if (outcome.status === "replied" && outcome.endCall) {
    Object.assign(set, endingFields("ended", "agent", at));
    nextEvent("conversation.ended", { end_reason: "agent" });
  }
  return {
    $set: set,
    $push: { transcript: { $each: transcript }, events: { $each: events } },
    $inc: {
      turn_count: input.kind === "text" ? 1 : 0,
      input_tokens: outcome.usage.input_tokens,
      output_tokens: outcome.usage.output_tokens,
      cost_nanos: nanosOf(outcome.usage.cost_usd),
    },
  };
}
