import { keywords, sentences, sharedTerms, similarity, truncate, words } from "./lexical.ts";
import { type Answerer, clampToSchema, type FillContext } from "./schema-filler.ts";

const POSITIVE = new Set(
  "thanks thank great good perfect happy excellent awesome love helpful resolved wonderful appreciate nice glad fantastic solved works".split(
    " ",
  ),
);
const NEGATIVE = new Set(
  "bad terrible angry annoyed frustrated upset awful broken wrong hate disappointed unhappy worst useless complaint fail failed failing slow rude problem".split(
    " ",
  ),
);
const ROLE_PREFIX = /^\s*(user|customer|agent|assistant|bot)\s*:\s*/i;
const RATIONALE_NAMES = new Set(["rationale", "reason", "reasoning", "explanation", "justification"]);

export interface Sentiment {
  label: "positive" | "neutral" | "negative";
  /** -1 (all negative words) … 1 (all positive). */
  score: number;
}

/** Lines of the transcript said by the user (`user: …`), or every line when none is marked. */
function userLines(transcript: string): string[] {
  const lines = transcript.split(/\n+/).filter((l) => l.trim());
  const marked = lines.filter((l) => /^\s*(user|customer)\s*:/i.test(l));
  return (marked.length > 0 ? marked : lines).map((l) => l.replace(ROLE_PREFIX, "").trim());
}

export function sentimentOf(transcript: string): Sentiment {
  let positive = 0;
  let negative = 0;
  for (const word of words(userLines(transcript).join(" "))) {
    if (POSITIVE.has(word)) positive++;
    if (NEGATIVE.has(word)) negative++;
  }
  const score = positive + negative === 0 ? 0 : Number(((positive - negative) / (positive + negative)).toFixed(2));
  return { label: score > 0.2 ? "positive" : score < -0.2 ? "negative" : "neutral", score };
}

/** What was said, without `user:` / `agent:` markers. */
function spoken(transcript: string): string {
  return transcript
    .split(/\n+/)
    .map((l) => l.replace(ROLE_PREFIX, ""))
    .join("\n");
}

/** A criterion without the parties it names ("the agent", "the user"), which every transcript has. */
function subjectOf(criterion: string): string {
  return criterion.replace(/\b(the\s+)?(agent|assistant|bot|user|customer|caller)('s)?\b/gi, " ");
}

/** success: the transcript speaks of what the criterion asks; unknown: barely; failure: not at all. */
export function criterionResult(transcript: string, criterion: string): "success" | "failure" | "unknown" {
  const score = similarity(spoken(transcript), subjectOf(criterion));
  return score >= 0.1 ? "success" : score > 0 ? "unknown" : "failure";
}

function rationale(transcript: string, description: string): string {
  if (!description) return "Judged from the whole transcript.";
  const shared = sharedTerms(subjectOf(description), spoken(transcript));
  const score = similarity(spoken(transcript), subjectOf(description)).toFixed(2);
  return shared.length > 0
    ? `The transcript speaks of ${shared.join(", ")} (similarity ${score} to "${truncate(description, 80)}").`
    : `The transcript does not speak of "${truncate(description, 80)}".`;
}

/** The value a data-collection field asks for, read from the sentence that best matches its description. */
function collectedValue(transcript: string, context: FillContext): unknown {
  const about = `${context.description} ${context.name === "value" ? "" : context.name.replace(/[_-]+/g, " ")}`;
  const ranked = userLines(transcript)
    .flatMap((line) => sentences(line))
    .map((sentence, order) => ({ sentence, order, score: similarity(sentence, about) }))
    .filter((s) => s.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order);
  const wants = (type: string) => context.types.includes(type);
  for (const { sentence } of ranked) {
    if (wants("integer") || wants("number")) {
      const number = sentence.match(wants("integer") && !wants("number") ? /-?\d+/ : /-?\d+(?:\.\d+)?/)?.[0];
      if (number !== undefined) return clampToSchema(Number(number), context.schema, !wants("number"));
      continue;
    }
    if (wants("boolean")) {
      if (/\b(no|not|never|don'?t|doesn'?t|didn'?t|won'?t|cannot|can'?t)\b/i.test(sentence)) return false;
      return true;
    }
    if (wants("string")) {
      const stated = /\b(?:is|are|was|:)\s+(.+?)[.!?]?$/i.exec(sentence)?.[1];
      return truncate(stated ?? sentence, 200);
    }
  }
  return context.types.includes("null") ? null : undefined;
}

function summaryOf(transcript: string): string {
  const lines = transcript.split(/\n+/).filter((l) => l.trim());
  const firstUser = lines.find((l) => /^\s*(user|customer)\s*:/i.test(l));
  const lastAgent = [...lines].reverse().find((l) => /^\s*(agent|assistant|bot)\s*:/i.test(l));
  if (!firstUser || !lastAgent) return truncate(transcript.trim() || "An empty conversation.", 300);
  const said = truncate(firstUser.replace(ROLE_PREFIX, ""), 140);
  const answered = truncate(lastAgent.replace(ROLE_PREFIX, ""), 140);
  return `The user said: "${said}" The agent last answered: "${answered}"`;
}

function titleOf(transcript: string): string {
  const top = keywords(userLines(transcript).join(" "), 3);
  if (top.length === 0) return "Conversation";
  return top.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(", ");
}

/**
 * Answers an analysis schema from the transcript: criteria (an enum with success and failure)
 * by similarity to their description, data-collection values by type, sentiment from a small
 * lexicon, topics from the most frequent words, a summary and a title.
 */
export function analysisAnswerer(transcript: string): Answerer {
  return (context) => {
    const name = context.name.toLowerCase();
    const enumValues = Array.isArray(context.schema.enum) ? (context.schema.enum as unknown[]) : [];
    if (enumValues.includes("success") && enumValues.includes("failure")) {
      const result = criterionResult(transcript, context.description);
      return enumValues.includes(result) ? result : result === "success" ? "success" : "failure";
    }
    if (enumValues.includes("positive") && enumValues.includes("negative")) return sentimentOf(transcript).label;
    if (name === "score" && context.path.toLowerCase().includes("sentiment")) {
      return clampToSchema(sentimentOf(transcript).score, context.schema, false);
    }
    if (RATIONALE_NAMES.has(name) && context.types.includes("string"))
      return rationale(transcript, context.description);
    if ((name === "topics" || name === "keywords") && context.types.includes("array"))
      return keywords(spoken(transcript), 3);
    if (name === "summary" && context.types.includes("string")) return summaryOf(transcript);
    if (name === "title" && context.types.includes("string")) return titleOf(transcript);
    const primitive = ["string", "number", "integer", "boolean"].some((t) => context.types.includes(t));
    if (primitive && enumValues.length === 0 && (name === "value" || context.description)) {
      return collectedValue(transcript, context);
    }
    return undefined;
  };
}
