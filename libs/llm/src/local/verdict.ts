import type { ChatTask } from "../port.ts";
import { sharedTerms, similarity } from "./lexical.ts";

export interface LocalVerdict {
  status: "success" | "failure";
  rationale: string;
  /** How strongly the subject supports success, 0..1. */
  score: number;
}

type VerdictTask = Extract<ChatTask, { kind: "verdict" }>;

const best = (subject: string, texts: readonly string[] = []) =>
  texts.reduce((max, text) => Math.max(max, similarity(subject, text)), 0);

/**
 * Success when the subject shares terms with the condition or a success example, and resembles
 * them at least as much as it resembles any failure example.
 */
export function judge(task: VerdictTask): LocalVerdict {
  const support = Math.max(similarity(task.subject, task.condition), best(task.subject, task.successExamples));
  const against = best(task.subject, task.failureExamples);
  const shared = sharedTerms(task.subject, [task.condition, ...(task.successExamples ?? [])].join(" "));
  const figures = `similarity ${support.toFixed(2)} to the condition and success examples, ${against.toFixed(2)} to the failure examples`;
  if (support > 0 && support >= against) {
    return {
      status: "success",
      score: support,
      rationale: `Meets the condition: shares ${shared.join(", ")} (${figures}).`,
    };
  }
  const why =
    support === 0 ? "shares no terms with the condition or the success examples" : "resembles a failure example more";
  return { status: "failure", score: support, rationale: `Does not meet the condition: ${why} (${figures}).` };
}
