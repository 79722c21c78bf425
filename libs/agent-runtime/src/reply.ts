/**
 * One agent reply (part 8): prompt, knowledge, the tool loop and accounting. Conversations and
 * test runs both call `createAgentRuntime(...).reply`; neither assembles prompts of its own.
 */
import type { AgentConfig, HistoryEntry, ToolCall as HistoryToolCall, RunCall, ToolResult } from "@cx/contracts";
import { newId } from "@cx/ids";
import {
  type ChatMessage,
  type ChatRequest,
  type ChatResult,
  type KnowledgePassage,
  type LanguageModel,
  LlmError,
  type ToolCall,
  type ToolDefinition,
} from "@cx/llm";
import { type ModelCallRecord, recordOf, totalUsage, type UsageTotals } from "./accounting.ts";
import type { RuntimeEvent } from "./events.ts";
import { gatherKnowledge } from "./knowledge.ts";
import type { KnowledgeSource, ToolCatalog, ToolExecution, ToolExecutor } from "./ports.ts";
import { ToolFailure } from "./ports.ts";
import { buildSystemMessage, historyToMessages } from "./prompt.ts";
import { callOrigin, type OfferedTool, offerTools, parseArguments } from "./tools.ts";
import type { SystemContext } from "./variables.ts";

/** Model calls per reply. The fifth answer's tool calls are not carried out (`step_limit`). */
export const MAX_STEPS = 5;

/** Between the texts of two steps of one reply, in the reply and in the streamed deltas alike. */
export const STEP_TEXT_SEPARATOR = "\n\n";

export interface AgentRuntimeDeps {
  model: LanguageModel;
  tools: ToolCatalog;
  executor: ToolExecutor;
  knowledge: KnowledgeSource;
  /** Ids of tool calls (`request_id`); provider call ids are not unique across replies. */
  newRequestId?: () => string;
  now?: () => number;
}

export interface ReplyInput {
  config: AgentConfig;
  history: readonly HistoryEntry[];
  dynamicVariables?: Readonly<Record<string, unknown>>;
  system: SystemContext;
  /** Streams the reply's text as it is generated; the deltas concatenate to `text`. */
  onDelta?: (text: string) => void;
  signal?: AbortSignal;
}

export interface PendingClientToolCall {
  request_id: string;
  tool_id: string;
  tool_name: string;
  params_as_json: string;
}

export interface ClientToolResult {
  request_id: string;
  result_value: string;
  is_error?: boolean;
}

/**
 * Everything needed to go on after client tools are answered: plain JSON, so a conversation can
 * store it between two HTTP requests and resume on another replica.
 */
export interface ReplyContinuation {
  request: { model: string; temperature?: number; maxTokens?: number; tools: ToolDefinition[] };
  byName: Record<string, OfferedTool>;
  knowledge: KnowledgePassage[];
  messages: ChatMessage[];
  step: number;
  texts: string[];
  endCall: boolean;
  pending: (PendingClientToolCall & { handed_off_at: number })[];
}

interface OutcomeBase {
  /** The text so far: every step's text joined by `STEP_TEXT_SEPARATOR`. */
  text: string;
  /** Part 2.12 call items, in the order the model made them. */
  calls: RunCall[];
  events: RuntimeEvent[];
  /** History entries (part 2.4) this reply adds, so the next reply sees its tool calls. */
  history: HistoryEntry[];
  modelCalls: ModelCallRecord[];
  usage: UsageTotals;
  /** `tool_ids` whose tool no longer exists (see `ToolOffer`). */
  unavailableToolIds: string[];
}

export type ReplyOutcome =
  | (OutcomeBase & {
      status: "replied";
      /** `text`: the model answered without tools; `end_call`: it called the built-in; `step_limit`: see `MAX_STEPS`. */
      stopReason: "text" | "end_call" | "step_limit";
      endCall: boolean;
    })
  | (OutcomeBase & {
      status: "awaiting_client_tools";
      pendingToolCalls: PendingClientToolCall[];
      continuation: ReplyContinuation;
    })
  | (OutcomeBase & {
      status: "failed";
      /** `quota_exceeded` | `runtime_error` from the model, or the code of a `ToolFailure`. */
      failure: { code: string; message: string };
    });

/** Thrown by `resume` when the results do not answer exactly the pending calls. */
export class ClientToolResultsMismatch extends Error {
  constructor(
    readonly missing: string[],
    readonly unknown: string[],
  ) {
    super(
      `client tool results do not match the pending calls (missing: ${missing.join(", ") || "none"}; unknown: ${unknown.join(", ") || "none"})`,
    );
    this.name = "ClientToolResultsMismatch";
  }
}

export interface AgentRuntime {
  reply(input: ReplyInput): Promise<ReplyOutcome>;
  resume(input: {
    continuation: ReplyContinuation;
    results: readonly ClientToolResult[];
    onDelta?: (text: string) => void;
    signal?: AbortSignal;
  }): Promise<ReplyOutcome>;
}

/** What one reply accumulates while it runs. */
class ReplyRecorder {
  readonly calls: RunCall[] = [];
  readonly events: RuntimeEvent[] = [];
  readonly history: HistoryEntry[] = [];
  readonly modelCalls: ModelCallRecord[] = [];

  constructor(
    readonly state: ReplyContinuation,
    readonly unavailableToolIds: string[],
  ) {}

  base(): OutcomeBase {
    return {
      text: this.state.texts.join(STEP_TEXT_SEPARATOR),
      calls: this.calls,
      events: this.events,
      history: this.history,
      modelCalls: this.modelCalls,
      usage: totalUsage(this.modelCalls),
      unavailableToolIds: this.unavailableToolIds,
    };
  }
}

function failureOf(error: unknown): { code: string; message: string } {
  if (error instanceof LlmError) {
    return { code: error.code === "quota_exceeded" ? "quota_exceeded" : "runtime_error", message: error.message };
  }
  return { code: "runtime_error", message: "the model call failed" };
}

export function createAgentRuntime(deps: AgentRuntimeDeps): AgentRuntime {
  const newRequestId = deps.newRequestId ?? (() => newId("call"));
  const now = deps.now ?? Date.now;

  async function callModel(rec: ReplyRecorder, onDelta: ReplyInput["onDelta"], signal?: AbortSignal) {
    const { request, messages, knowledge, texts } = rec.state;
    const chatRequest: ChatRequest = {
      model: request.model,
      messages,
      task: { kind: "reply", knowledge },
      ...(request.tools.length > 0 ? { tools: request.tools } : {}),
      ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
      ...(request.maxTokens !== undefined ? { maxTokens: request.maxTokens } : {}),
      ...(signal ? { signal } : {}),
    };
    if (!onDelta) return deps.model.chat(chatRequest);
    let result: ChatResult | undefined;
    let separated = texts.length === 0;
    for await (const event of deps.model.stream(chatRequest)) {
      if (event.type === "done") result = event.result;
      else if (event.text !== "") {
        if (!separated) onDelta(STEP_TEXT_SEPARATOR);
        separated = true;
        onDelta(event.text);
      }
    }
    if (!result) throw new LlmError("runtime_error", "the model stream ended without a result");
    return result;
  }

  async function execute(
    call: ToolCall & { requestId: string },
    offered: OfferedTool | undefined,
    args: Record<string, unknown> | null,
    signal?: AbortSignal,
  ): Promise<ToolExecution> {
    if (!offered)
      return { kind: "result", result: `Tool "${call.name}" is not available.`, isError: true, latencyMs: 0 };
    if (args === null) {
      return { kind: "result", result: "The arguments must be a JSON object.", isError: true, latencyMs: 0 };
    }
    if (offered.kind === "end_call")
      return { kind: "result", result: "The call is ending.", isError: false, latencyMs: 0 };
    return deps.executor.execute({
      requestId: call.requestId,
      tool: offered.tool,
      arguments: args,
      argumentsRaw: call.arguments,
      ...(signal ? { signal } : {}),
    });
  }

  /** Runs the calls of one step; answers the pending client calls, or null when none. */
  async function runToolStep(rec: ReplyRecorder, result: ChatResult, signal?: AbortSignal) {
    const { state } = rec;
    const calls = result.toolCalls.map((c) => ({ ...c, requestId: newRequestId() }));
    state.messages.push({
      role: "assistant",
      content: result.content,
      toolCalls: calls.map((c) => ({ id: c.requestId, name: c.name, arguments: c.arguments })),
    });
    const prepared = calls.map((call) => {
      const offered = state.byName[call.name];
      const args = parseArguments(call.arguments);
      const identity = offered ? callOrigin(offered) : null;
      if (identity) rec.calls.push({ name: call.name, ...identity, arguments: args, arguments_raw: call.arguments });
      if (offered?.kind === "end_call") state.endCall = true;
      rec.events.push({
        type: "tool.called",
        payload: {
          request_id: call.requestId,
          tool_id: identity?.tool_id ?? null,
          tool_name: call.name,
          arguments: args,
          origin: identity?.origin ?? "llm",
        },
      });
      return { call, offered, args, identity };
    });
    const historyCalls: HistoryToolCall[] = prepared.map(({ call, identity }) => ({
      request_id: call.requestId,
      tool_name: call.name,
      params_as_json: call.arguments,
      tool_has_been_called: true,
      type: identity?.tool_type ?? null,
    }));
    rec.history.push({ role: "agent", message: result.content, tool_calls: historyCalls });

    const settled = await Promise.allSettled(prepared.map((p) => execute(p.call, p.offered, p.args, signal)));
    const thrown = settled.find((s) => s.status === "rejected");
    if (thrown) throw thrown.reason;

    const results: ToolResult[] = [];
    const pending: PendingClientToolCall[] = [];
    settled.forEach((s, i) => {
      const { call, identity } = prepared[i]!;
      const execution = (s as PromiseFulfilledResult<ToolExecution>).value;
      if (execution.kind === "client") {
        pending.push({
          request_id: call.requestId,
          tool_id: identity?.tool_id ?? "",
          tool_name: call.name,
          params_as_json: call.arguments,
        });
        return;
      }
      const latencyMs = Math.max(0, Math.round(execution.latencyMs));
      rec.events.push({
        type: "tool.result",
        payload: { request_id: call.requestId, is_error: execution.isError, latency_ms: latencyMs },
      });
      state.messages.push({ role: "tool", toolCallId: call.requestId, content: execution.result });
      results.push({
        request_id: call.requestId,
        tool_name: call.name,
        result_value: execution.result,
        is_error: execution.isError,
        tool_has_been_called: true,
        // A call to a name that was not offered has no tool, hence no type.
        type: identity?.tool_type ?? "unknown",
        tool_latency_secs: latencyMs / 1000,
      });
    });
    if (results.length > 0) rec.history.push({ role: "agent", tool_results: results });
    return pending;
  }

  async function loop(rec: ReplyRecorder, onDelta: ReplyInput["onDelta"], signal?: AbortSignal): Promise<ReplyOutcome> {
    const { state } = rec;
    try {
      while (!state.endCall) {
        state.step++;
        const result = await callModel(rec, onDelta, signal);
        rec.modelCalls.push(recordOf("reply", result));
        if (result.content) state.texts.push(result.content);
        if (result.toolCalls.length === 0 || state.step >= MAX_STEPS) {
          if (result.content) {
            rec.events.push({ type: "agent.message", payload: { text: result.content } });
            rec.history.push({ role: "agent", message: result.content });
          }
          const stopReason = result.toolCalls.length === 0 ? "text" : "step_limit";
          return { ...rec.base(), status: "replied", stopReason, endCall: false };
        }
        if (result.content) rec.events.push({ type: "agent.message", payload: { text: result.content } });
        const pending = await runToolStep(rec, result, signal);
        if (pending.length > 0) {
          const handedOffAt = now();
          state.pending = pending.map((p) => ({ ...p, handed_off_at: handedOffAt }));
          return {
            ...rec.base(),
            status: "awaiting_client_tools",
            pendingToolCalls: pending,
            continuation: structuredClone(state),
          };
        }
      }
      return { ...rec.base(), status: "replied", stopReason: "end_call", endCall: true };
    } catch (error) {
      if (error instanceof ToolFailure) {
        return { ...rec.base(), status: "failed", failure: { code: error.code, message: error.message } };
      }
      const failure = failureOf(error);
      rec.events.push({ type: "llm.failed", payload: failure });
      return { ...rec.base(), status: "failed", failure };
    }
  }

  return {
    async reply(input) {
      const prompt = input.config.agent?.prompt;
      const [offer, knowledge] = await Promise.all([
        offerTools(input.config, deps.tools),
        gatherKnowledge(input.config, input.history, deps.knowledge),
      ]);
      const system = buildSystemMessage(input.config, input.dynamicVariables, input.system, knowledge.passages);
      const state: ReplyContinuation = {
        request: {
          model: prompt?.llm ?? "",
          ...(prompt?.temperature !== undefined ? { temperature: prompt.temperature } : {}),
          ...(prompt?.max_tokens !== undefined ? { maxTokens: prompt.max_tokens } : {}),
          tools: offer.definitions,
        },
        byName: offer.byName,
        knowledge: knowledge.passages,
        messages: [{ role: "system", content: system }, ...historyToMessages(input.history)],
        step: 0,
        texts: [],
        endCall: false,
        pending: [],
      };
      const rec = new ReplyRecorder(state, offer.unavailableToolIds);
      if (knowledge.event) rec.events.push(knowledge.event);
      return loop(rec, input.onDelta, input.signal);
    },

    async resume({ continuation, results, onDelta, signal }) {
      const state = structuredClone(continuation);
      const byId = new Map(results.map((r) => [r.request_id, r]));
      const missing = state.pending.filter((p) => !byId.has(p.request_id)).map((p) => p.request_id);
      const unknown = results.filter((r) => !state.pending.some((p) => p.request_id === r.request_id));
      if (missing.length > 0 || unknown.length > 0) {
        throw new ClientToolResultsMismatch(
          missing,
          unknown.map((r) => r.request_id),
        );
      }
      const rec = new ReplyRecorder(state, []);
      const answered: ToolResult[] = [];
      for (const p of state.pending) {
        const result = byId.get(p.request_id)!;
        const latencyMs = Math.max(0, now() - p.handed_off_at);
        const isError = result.is_error ?? false;
        rec.events.push({
          type: "tool.result",
          payload: { request_id: p.request_id, is_error: isError, latency_ms: latencyMs },
        });
        state.messages.push({ role: "tool", toolCallId: p.request_id, content: result.result_value });
        answered.push({
          request_id: p.request_id,
          tool_name: p.tool_name,
          result_value: result.result_value,
          is_error: isError,
          tool_has_been_called: true,
          type: "client",
          tool_latency_secs: latencyMs / 1000,
        });
      }
      rec.history.push({ role: "agent", tool_results: answered });
      state.pending = [];
      // Texts of earlier steps were already answered to the caller; the resumed outcome's text is its own.
      state.texts = [];
      return loop(rec, onDelta, signal);
    },
  };
}
