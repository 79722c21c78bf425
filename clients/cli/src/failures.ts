/**
 * Why a run did not pass, from its `result` (part 3.1 of the extensions): the failure code, then
 * what the verdict said (the evaluator's rationales, or each parameter's result for a
 * tool-invocation test), the agent's reply and the simulated conversation's id. The terminal
 * summary and the JUnit file's failure body print the same text, so a CI log says as much as the
 * report it keeps.
 */
import type { RunSummary } from "./shapes.ts";

export interface RunFailure {
  /** `failure_code` of the result, `evaluation_failed` for a verdict, or the run's status. */
  code: string;
  /** One line each: the verdict's rationales, or the runtime's readable reason. */
  reasons: string[];
  /** A tool-invocation test's parameters, in order. */
  parameters: { matched: boolean; reason: string; error: string | null }[];
  /** The agent's reply (its last message in a simulation); empty when it gave none. */
  reply: string;
  conversationId: string | null;
}

export function failureOf(run: RunSummary): RunFailure | undefined {
  if (run.status === "passed") return undefined;
  const result = run.result;
  const conversationId = result.conversation_id ?? null;
  if (run.status !== "failed") {
    return { code: run.status, reasons: [`The run was ${run.status}.`], parameters: [], reply: "", conversationId };
  }
  const parameters = (result.parameter_results ?? []).map((p) => ({
    matched: p.matched,
    reason: p.reason,
    error: p.error ?? null,
  }));
  if (result.failure_code) {
    // A run that failed before any verdict answers a readable reason in `response`, not a reply.
    return { code: result.failure_code, reasons: nonBlank([result.response]), parameters, reply: "", conversationId };
  }
  const evaluations = result.evaluations.length > 0 ? result.evaluations : result.evaluation ? [result.evaluation] : [];
  const failing = evaluations.filter((e) => e.status === "failure");
  return {
    code: "evaluation_failed",
    reasons: nonBlank((failing.length > 0 ? failing : evaluations).map((e) => e.rationale)),
    parameters,
    reply: result.response,
    conversationId,
  };
}

function nonBlank(lines: string[]): string[] {
  return lines.filter((line) => line.trim() !== "");
}

/** One line for a JUnit `message` and the like: the code and the first reason. */
export function failureHeadline(failure: RunFailure): string {
  const first = failure.reasons[0] ?? failure.parameters.find((p) => !p.matched)?.reason;
  return first ? `${failure.code}: ${first}` : failure.code;
}

/** The whole explanation, one fact a line. */
export function failureText(failure: RunFailure): string {
  const lines = [`Failure: ${failure.code}`];
  if (failure.reasons.length === 1) lines.push(`Verdict: ${failure.reasons[0]}`);
  else if (failure.reasons.length > 1) lines.push("Verdict:", ...failure.reasons.map((r) => `  - ${r}`));
  if (failure.parameters.length > 0) {
    lines.push("Parameters:");
    failure.parameters.forEach((p, i) => {
      const error = p.error ? ` (error: ${p.error})` : "";
      lines.push(`  ${i + 1}. ${p.matched ? "matched" : "not matched"}: ${p.reason}${error}`);
    });
  }
  if (failure.reply.trim() !== "") lines.push(`Reply: ${failure.reply.trim().replaceAll("\n", "\n  ")}`);
  if (failure.conversationId) lines.push(`Conversation: ${failure.conversationId}`);
  return lines.join("\n");
}
