import type { HistoryEntry } from "@cx/contracts";
import type { FieldError } from "@cx/errors";

export const CHAT_HISTORY_MAX_ENTRIES = 500;
export const MESSAGE_MAX_LENGTH = 50_000;

/**
 * Rules of a chat history beyond its schema: entries say something, only the agent calls tools,
 * each tool result answers an earlier call of the same tool, and `params_as_json` is JSON. These
 * are what a run would otherwise trip over much later, far from the request that stored them.
 */
export function historyErrors(history: readonly HistoryEntry[], base: string): FieldError[] {
  const errors: FieldError[] = [];
  if (history.length > CHAT_HISTORY_MAX_ENTRIES) {
    errors.push({ path: base, message: `must have at most ${CHAT_HISTORY_MAX_ENTRIES} entries` });
    return errors;
  }
  const calls = new Map<string, string>();
  history.forEach((entry, i) => {
    const at = `${base}/${i}`;
    const toolCalls = entry.tool_calls ?? [];
    const toolResults = entry.tool_results ?? [];
    const hasMessage = typeof entry.message === "string" && entry.message.trim().length > 0;
    if (!hasMessage && toolCalls.length === 0 && toolResults.length === 0) {
      errors.push({ path: at, message: "must have a message, tool calls or tool results" });
    }
    if (typeof entry.message === "string" && entry.message.length > MESSAGE_MAX_LENGTH) {
      errors.push({ path: `${at}/message`, message: `must be at most ${MESSAGE_MAX_LENGTH} characters` });
    }
    if (entry.role === "user" && toolCalls.length > 0) {
      errors.push({ path: `${at}/tool_calls`, message: "only agent entries carry tool calls" });
    }
    if (entry.role === "user" && toolResults.length > 0) {
      errors.push({ path: `${at}/tool_results`, message: "only agent entries carry tool results" });
    }
    toolCalls.forEach((call, j) => {
      const callAt = `${at}/tool_calls/${j}`;
      if (call.request_id.length === 0) errors.push({ path: `${callAt}/request_id`, message: "must not be empty" });
      else if (calls.has(call.request_id)) {
        errors.push({ path: `${callAt}/request_id`, message: "is used by another tool call of this history" });
      } else calls.set(call.request_id, call.tool_name);
      if (call.tool_name.trim().length === 0)
        errors.push({ path: `${callAt}/tool_name`, message: "must not be blank" });
      try {
        JSON.parse(call.params_as_json);
      } catch {
        errors.push({ path: `${callAt}/params_as_json`, message: "must be a JSON text" });
      }
    });
    toolResults.forEach((result, j) => {
      const resultAt = `${at}/tool_results/${j}`;
      const calledTool = calls.get(result.request_id);
      if (calledTool === undefined) {
        errors.push({
          path: `${resultAt}/request_id`,
          message: "does not answer a tool call made earlier in this history",
        });
      } else if (calledTool !== result.tool_name) {
        errors.push({ path: `${resultAt}/tool_name`, message: "differs from the tool_name of the call it answers" });
      }
      if (result.tool_latency_secs !== undefined && result.tool_latency_secs < 0) {
        errors.push({ path: `${resultAt}/tool_latency_secs`, message: "must not be negative" });
      }
    });
  });
  return errors;
}
