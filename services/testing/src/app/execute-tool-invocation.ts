import type { ParameterResult, ReferencedTool, RunCall } from "@cx/contracts";
import { checkAnything, checkExact, checkRegex, missing, valueAt, valueText } from "../domain/parameter-checks.ts";
import { toolInvocationResult } from "../domain/run-results.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import type { RunSession } from "./run-session.ts";

export const TOOL_NOT_CALLED = "tool_not_called";

/** `{id: "end_call", type: "system"}` is the built-in; any other reference names a workspace tool by id. */
function callsTo(calls: readonly RunCall[], tool: ReferencedTool): RunCall[] {
  return calls.filter((call) =>
    tool.type === "system" ? call.tool_type === "system" && call.tool_id === tool.id : call.tool_id === tool.id,
  );
}

async function checkCall(session: RunSession, call: RunCall): Promise<ParameterResult[]> {
  const results: ParameterResult[] = [];
  for (const { path, eval: check } of session.content.tool_call_parameters?.parameters ?? []) {
    const lookup = valueAt(call.arguments, path);
    switch (check.type) {
      case "anything":
        results.push(checkAnything(path, lookup));
        break;
      case "exact":
        results.push(checkExact(path, lookup, check.expected_value));
        break;
      case "regex":
        results.push(checkRegex(path, lookup, check.pattern));
        break;
      case "llm": {
        if (!lookup.found) {
          results.push(missing(path));
          break;
        }
        const verdict = await session.judge({ condition: check.description, subject: valueText(lookup.value) });
        results.push({ matched: verdict.status === "success", reason: verdict.rationale, error: null });
        break;
      }
    }
  }
  return results;
}

/**
 * The agent answers the history once; its calls to the referenced tool are checked. With
 * `check_any_tool_matches` the run passes when any call matches every parameter, otherwise the
 * first call is the one checked. `verify_absence`: passes exactly when the tool is not called.
 */
export async function executeToolInvocation(session: RunSession): Promise<RunOutcomeFields> {
  const expectation = session.content.tool_call_parameters;
  const tool = expectation?.referenced_tool;
  if (!expectation || !tool) {
    return session.failed(
      "runtime_error",
      "This test expects a workflow node transition, which needs the workflow runtime; the platform does not run workflows yet.",
    );
  }
  const reply = await session.reply(session.content.chat_history);
  const calls = [...session.calls];
  const made = callsTo(calls, tool);
  if (expectation.verify_absence === true) {
    return session.outcome(toolInvocationResult([], made.length === 0, reply.text, calls));
  }
  const parameters = expectation.parameters ?? [];
  if (made.length === 0) {
    const reason = `The agent did not call "${tool.id}".`;
    const notCalled = { matched: false, reason: TOOL_NOT_CALLED, error: reason };
    const results = parameters.length === 0 ? [notCalled] : parameters.map(() => ({ ...notCalled }));
    return session.outcome(toolInvocationResult(results, false, reply.text, calls));
  }
  const candidates = session.content.check_any_tool_matches ? made : made.slice(0, 1);
  let first: ParameterResult[] | null = null;
  for (const call of candidates) {
    const results = await checkCall(session, call);
    if (results.every((r) => r.matched)) return session.outcome(toolInvocationResult(results, true, reply.text, calls));
    first ??= results;
  }
  return session.outcome(toolInvocationResult(first ?? [], false, reply.text, calls));
}
