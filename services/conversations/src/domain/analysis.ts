/**
 * What an agent's `platform_settings` ask of the analysis (extension spec part 4), the JSON
 * Schema of the structured output asked of the model, and how its answer becomes the stored
 * analysis. The schema has one property per criterion id and per data-collection id, all
 * required and nothing else allowed, so the model can neither drop nor invent one.
 */
import type {
  AgentConfig,
  CollectedValue,
  ConversationAnalysis,
  CriteriaResult,
  Sentiment,
  TranscriptEntry,
} from "@cx/contracts";

export const DEFAULT_ANALYSIS_MODEL = "vendor-a-5-mini";
export const ANALYSIS_SCHEMA_NAME = "conversation_analysis";

export type DataType = "string" | "number" | "integer" | "boolean";
const DATA_TYPES: readonly DataType[] = ["string", "number", "integer", "boolean"];

export interface AnalysisPlan {
  model: string;
  criteria: { id: string; name: string; goal: string }[];
  dataCollection: { id: string; type: DataType; description: string }[];
  sentiment: boolean;
  topics: boolean;
}

/** The plan of an agent config; null when it asks for nothing (the analysis is then `skipped`). */
export function analysisPlan(config: AgentConfig): AnalysisPlan | null {
  const settings = config.platform_settings ?? {};
  const criteria = (settings.evaluation?.criteria ?? []).map((c) => ({
    id: c.id,
    name: c.name,
    goal: c.conversation_goal_prompt,
  }));
  const dataCollection = Object.entries(settings.data_collection ?? {}).map(([id, raw]) => {
    const field = (typeof raw === "object" && raw !== null ? raw : {}) as { type?: unknown; description?: unknown };
    const type = DATA_TYPES.includes(field.type as DataType) ? (field.type as DataType) : "string";
    return { id, type, description: typeof field.description === "string" ? field.description : "" };
  });
  const sentiment = settings.sentiment_analysis?.enabled === true;
  const topics = settings.topic_discovery?.enabled === true;
  if (criteria.length === 0 && dataCollection.length === 0 && !sentiment && !topics) return null;
  return {
    model: settings.analysis_llm || DEFAULT_ANALYSIS_MODEL,
    criteria: uniqueById(criteria),
    dataCollection,
    sentiment,
    topics,
  };
}

function uniqueById<T extends { id: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

type JsonSchema = Record<string, unknown>;

function closedObject(properties: Record<string, JsonSchema>, description?: string): JsonSchema {
  return {
    type: "object",
    ...(description ? { description } : {}),
    properties,
    required: Object.keys(properties),
    additionalProperties: false,
  };
}

/** The structured output asked of `platform_settings.analysis_llm` (strict: every key required). */
export function analysisSchema(plan: AnalysisPlan): JsonSchema {
  const criteria = Object.fromEntries(
    plan.criteria.map((c) => [
      c.id,
      closedObject(
        {
          result: { type: "string", enum: ["success", "failure", "unknown"], description: c.goal },
          rationale: { type: "string", description: c.goal },
        },
        `${c.name}: ${c.goal}`,
      ),
    ]),
  );
  const data = Object.fromEntries(
    plan.dataCollection.map((f) => [
      f.id,
      closedObject(
        {
          value: { type: [f.type, "null"], description: f.description },
          rationale: { type: "string", description: f.description },
        },
        f.description,
      ),
    ]),
  );
  const properties: Record<string, JsonSchema> = {
    criteria: closedObject(criteria, "One result per evaluation criterion, by its id."),
    data_collection: closedObject(data, "One value per data-collection field, by its id; null when not said."),
    summary: { type: "string", description: "A summary of the conversation in two or three sentences." },
    title: { type: "string", description: "A short title of the conversation." },
  };
  if (plan.sentiment) {
    properties.sentiment = closedObject({
      label: { type: "string", enum: ["positive", "neutral", "negative"] },
      score: { type: "number", minimum: -1, maximum: 1 },
    });
  }
  if (plan.topics) properties.topics = { type: "array", items: { type: "string" }, maxItems: 10 };
  return closedObject(properties);
}

/** The transcript as the model reads it: one `role: text` line per entry. */
export function transcriptText(transcript: readonly TranscriptEntry[]): string {
  return transcript.map((entry) => `${entry.role}: ${entry.text.replace(/\s*\n\s*/g, " ")}`).join("\n");
}

export function analysisInstructions(plan: AnalysisPlan): string {
  const lines = [
    "You analyse a finished conversation between a user and an AI agent. Answer only with the requested JSON.",
    "For each evaluation criterion, say whether the conversation met its goal: success, failure, or unknown when the transcript cannot tell, with a short rationale.",
    "For each data-collection field, give the value the user stated, of the field's type, or null when it was not stated.",
  ];
  for (const c of plan.criteria) lines.push(`Criterion ${c.id} (${c.name}): ${c.goal}`);
  for (const f of plan.dataCollection) lines.push(`Field ${f.id} (${f.type}): ${f.description}`);
  return lines.join("\n");
}

/** `call_successful` (part 4): false when any criterion failed, true when one succeeded and none failed. */
export function callSuccessful(results: readonly CriteriaResult[]): boolean | null {
  if (results.some((r) => r.result === "failure")) return false;
  if (results.some((r) => r.result === "success")) return true;
  return null;
}

function fits(type: DataType, value: unknown): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "boolean":
      return typeof value === "boolean";
    case "number":
      return typeof value === "number" && Number.isFinite(value);
    case "integer":
      return typeof value === "number" && Number.isSafeInteger(value);
  }
}

export interface AnalysisOutcome {
  analysis: ConversationAnalysis;
  title: string | null;
  callSuccessful: boolean | null;
}

/**
 * The stored analysis from the model's answer (already checked against `analysisSchema`). Entries
 * are taken by the plan's ids, in the plan's order; a value that does not fit its type is null.
 */
export function readAnalysis(plan: AnalysisPlan, output: unknown, analyzedAt: string): AnalysisOutcome {
  const answer = (output ?? {}) as {
    criteria?: Record<string, { result?: string; rationale?: string }>;
    data_collection?: Record<string, { value?: unknown; rationale?: string }>;
    sentiment?: Sentiment;
    topics?: string[];
    summary?: string;
    title?: string;
  };
  const criteriaResults: CriteriaResult[] = plan.criteria.map((c) => {
    const given = answer.criteria?.[c.id];
    const result = given?.result === "success" || given?.result === "failure" ? given.result : "unknown";
    return { criteria_id: c.id, result, rationale: given?.rationale ?? "" };
  });
  const dataCollection: Record<string, CollectedValue> = {};
  for (const field of plan.dataCollection) {
    const given = answer.data_collection?.[field.id];
    const value = fits(field.type, given?.value) ? (given?.value as CollectedValue["value"]) : null;
    dataCollection[field.id] = { value, rationale: given?.rationale ?? "" };
  }
  const sentiment =
    plan.sentiment && answer.sentiment
      ? { label: answer.sentiment.label, score: Math.max(-1, Math.min(1, answer.sentiment.score)) }
      : null;
  const title = answer.title?.trim().slice(0, 200) || null;
  return {
    analysis: {
      criteria_results: criteriaResults,
      data_collection: dataCollection,
      sentiment,
      topics: plan.topics ? (answer.topics ?? []).slice(0, 10) : null,
      summary: answer.summary ?? "",
      analyzed_at: analyzedAt,
    },
    title,
    callSuccessful: callSuccessful(criteriaResults),
  };
}
