import type { ChatTask } from "../port.ts";
import {
  type ContentWord,
  contentWords,
  isAsking,
  isNegated,
  occurrenceOf,
  type Said,
  saidTerms,
} from "./content-words.ts";
import { sentences } from "./lexical.ts";

export interface LocalVerdict {
  status: "success" | "failure";
  rationale: string;
  /** How strongly the agent's messages support success, 0..1. */
  score: number;
}

type VerdictTask = Extract<ChatTask, { kind: "verdict" }>;

/**
 * Every rationale of the offline engine opens with this, so that whoever reads a verdict (a
 * person, the command line's summary) knows that no model judged it.
 */
export const OFFLINE_VERDICT_PREFIX = "Offline engine, lexical judgement:";

/** The share of a condition's weighted content words the agent must have said. */
export const PASS_AT = 0.6;

interface Match {
  /** The weighted share of the reference's content words that the agent said as it asks, 0..1. */
  score: number;
  said: ContentWord[];
  /** Said, but not as the reference asks: denied where it asserts, or stated where it asks a question. */
  contradicted: ContentWord[];
  missing: ContentWord[];
}

function match(said: Said, reference: string): Match {
  const wanted = contentWords(reference);
  const negated = sentences(reference).some(isNegated);
  const asking = isAsking(reference);
  const result: Match = { score: 0, said: [], contradicted: [], missing: [] };
  let total = 0;
  let met = 0;
  for (const word of wanted) {
    total += word.weight;
    const occurrence = occurrenceOf(said, word.term);
    if (occurrence === undefined) result.missing.push(word);
    else if ((negated ? occurrence.negated : occurrence.affirmed) && (!asking || occurrence.asked)) {
      result.said.push(word);
      met += word.weight;
    } else result.contradicted.push(word);
  }
  result.score = total === 0 ? 0 : met / total;
  return result;
}

const list = (items: readonly ContentWord[]) => items.map((w) => w.form).join(", ");
const figure = (n: number) => n.toFixed(2);

function verdict(status: LocalVerdict["status"], score: number, reason: string): LocalVerdict {
  const outcome = status === "success" ? "meets the condition" : "does not meet the condition";
  return { status, score, rationale: `${OFFLINE_VERDICT_PREFIX} ${outcome}. ${reason}` };
}

/**
 * Judges only what the agent said (`task.agentMessages`: never role labels, the user's words or
 * the scenario) against the content words of the condition and of each success example, weighed
 * by how much they say. Success when the agent said at least `PASS_AT` of one of them, in the
 * same polarity, and more than of any failure example; failure whenever the agent's messages
 * share no content word with the condition or the success examples.
 */
export function judge(task: VerdictTask): LocalVerdict {
  const said = saidTerms(task.agentMessages);
  const condition = { name: "the condition", ...match(said, task.condition) };
  const examples = (task.successExamples ?? []).map((e) => ({ name: "a success example", ...match(said, e) }));
  const failures = (task.failureExamples ?? []).map((e) => match(said, e));
  const support = [condition, ...examples].reduce((best, m) => (m.score > best.score ? m : best));
  const against = failures.reduce((max, m) => Math.max(max, m.score), 0);
  const shared = [condition, ...examples].some((m) => m.said.length + m.contradicted.length > 0);

  if (said.terms.size === 0) return verdict("failure", 0, "The agent's messages hold no content word to judge.");
  if (!shared) {
    const wanted = [condition, ...examples].flatMap((m) => m.missing);
    const reason =
      wanted.length === 0
        ? "The condition names nothing the agent could say (no content word), which a lexical judgement cannot check."
        : `The agent's messages share no content word with the condition or the success examples (looked for: ${list(condition.missing.length > 0 ? condition.missing : wanted)}).`;
    return verdict("failure", 0, reason);
  }

  const parts = [support.said.length > 0 ? `The agent said ${list(support.said)}` : "The agent said none of it"];
  if (support.contradicted.length > 0) {
    const how = isAsking(task.condition) ? "not in a question" : "only with the opposite sense";
    parts.push(`${list(support.contradicted)} ${how}`);
  }
  if (support.missing.length > 0) parts.push(`not ${list(support.missing)}`);
  const figures =
    `${figure(support.score)} of ${support.name}'s weighted content words, ${PASS_AT} needed` +
    (failures.length > 0 ? `; ${figure(against)} of the closest failure example` : "");
  const what = `${parts.join("; ")} (${figures}).`;
  if (support.score >= PASS_AT && support.score > against) return verdict("success", support.score, what);
  if (support.score >= PASS_AT) {
    return verdict("failure", support.score, `${what} It resembles a failure example at least as much.`);
  }
  return verdict("failure", support.score, what);
}
