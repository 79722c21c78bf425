/**
 * Whether a run was judged by the platform's offline engine rather than a language model. A run
 * summary (part 2.12 of the API) names no evaluator, so the command line reads the mark the
 * offline engine opens every rationale with, which a model's own rationale does not carry.
 */
import type { RunSummary } from "./shapes.ts";

export const OFFLINE_VERDICT_PREFIX = "Offline engine, lexical judgement:";

export const OFFLINE_VERDICTS_NOTE =
  "Verdicts came from the platform's offline engine (lexical judgement), not from a language model.";

export function judgedOffline(run: RunSummary): boolean {
  const { evaluations, evaluation, parameter_results } = run.result;
  const reasons = [
    ...evaluations.map((e) => e.rationale),
    evaluation?.rationale ?? "",
    ...(parameter_results ?? []).map((p) => p.reason),
  ];
  return reasons.some((reason) => reason.startsWith(OFFLINE_VERDICT_PREFIX));
}
