/** The result kinds of extension spec part 3.1, built in one place. */
import type { Evaluation, ParameterResult, RunCall, RunFailureCode, TestRunResult } from "@cx/contracts";

/** A `pending`, `running` or `interrupted` run. */
export function pendingResult(): TestRunResult {
  return { evaluations: [], response: "", calls: [], passed: null };
}

/** `response` is a readable reason, written by the platform (never provider text or a secret). */
export function failureResult(code: RunFailureCode, response: string, calls: RunCall[] = []): TestRunResult {
  return { failure_code: code, evaluations: [], response, calls, passed: false };
}

export function nextReplyResult(evaluation: Evaluation, response: string, calls: RunCall[]): TestRunResult {
  return { evaluation, evaluations: [evaluation], response, calls, passed: evaluation.status === "success" };
}

export function toolInvocationResult(
  parameterResults: ParameterResult[],
  passed: boolean,
  response: string,
  calls: RunCall[],
): TestRunResult {
  return { parameter_results: parameterResults, evaluations: [], response, calls, passed };
}

export function simulationResult(
  conversationId: string,
  evaluations: Evaluation[],
  response: string,
  calls: RunCall[],
): TestRunResult {
  return {
    conversation_id: conversationId,
    evaluations,
    response,
    calls,
    passed: evaluations.length > 0 && evaluations.every((e) => e.status === "success"),
  };
}
