/**
 * Judging a text against a success condition with examples: a next-reply test's evaluation, an
 * `llm` parameter check, a simulation's conditions. One structured-output call per verdict.
 */
import type { Evaluation } from "@cx/contracts";
import { type LanguageModel, LlmError } from "@cx/llm";
import { type ModelCallRecord, recordOf } from "./accounting.ts";
import type { TranscriptTurn } from "./simulated-user.ts";

export const VERDICT_SCHEMA = {
  name: "verdict",
  schema: {
    type: "object",
    properties: {
      status: { type: "string", enum: ["success", "failure"] },
      rationale: { type: "string" },
    },
    required: ["status", "rationale"],
    additionalProperties: false,
  },
} as const;

/** The evaluation model did not give a valid verdict: runs fail with `evaluator_error`. */
export class EvaluatorError extends Error {
  readonly code = "evaluator_error";
  constructor(message: string) {
    super(message);
    this.name = "EvaluatorError";
  }
}

export interface VerdictRequest {
  /** The evaluation model id; empty for the default. */
  model: string;
  condition: string;
  /**
   * What is judged: the agent's own text (a reply, or a tool argument's value as text), or a
   * whole transcript, whose agent turns are what the agent said.
   */
  subject: string | readonly TranscriptTurn[];
  successExamples?: readonly string[];
  failureExamples?: readonly string[];
  signal?: AbortSignal;
}

function examples(title: string, items: readonly string[] | undefined): string {
  return items && items.length > 0 ? `\n\n${title}:\n${items.map((e) => `- ${e}`).join("\n")}` : "";
}

/** A transcript as a model reads it, one `User:` / `Agent:` line per turn. */
function transcriptText(turns: readonly TranscriptTurn[]): string {
  return turns.map((t) => `${t.role === "user" ? "User" : "Agent"}: ${t.text}`).join("\n");
}

function isEvaluation(value: unknown): value is Evaluation {
  if (value === null || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (v.status === "success" || v.status === "failure") && typeof v.rationale === "string";
}

/**
 * Answers the verdict and the call's usage. A model failure stays an `LlmError`
 * (`quota_exceeded` / `runtime_error`); an answer that is not a verdict is an `EvaluatorError`.
 */
export async function judge(
  model: LanguageModel,
  request: VerdictRequest,
): Promise<{ evaluation: Evaluation; modelCall: ModelCallRecord }> {
  const instructions =
    "You evaluate whether a text meets a success condition. Answer with JSON: " +
    '{"status": "success" or "failure", "rationale": a short explanation}.';
  // A model reads the whole conversation; the local engine, which cannot tell who said what
  // from the labels, is handed the agent's own messages apart.
  const subject = typeof request.subject === "string" ? request.subject : transcriptText(request.subject);
  const agentMessages =
    typeof request.subject === "string"
      ? [request.subject]
      : request.subject.filter((t) => t.role === "agent").map((t) => t.text);
  const user =
    `Success condition:\n${request.condition}` +
    examples("Examples that meet it", request.successExamples) +
    examples("Examples that do not meet it", request.failureExamples) +
    `\n\nText to evaluate:\n${subject}`;
  let result: Awaited<ReturnType<LanguageModel["chat"]>>;
  try {
    result = await model.chat({
      model: request.model,
      messages: [
        { role: "system", content: instructions },
        { role: "user", content: user },
      ],
      task: {
        kind: "verdict",
        condition: request.condition,
        subject,
        agentMessages,
        ...(request.successExamples ? { successExamples: request.successExamples } : {}),
        ...(request.failureExamples ? { failureExamples: request.failureExamples } : {}),
      },
      responseSchema: { name: VERDICT_SCHEMA.name, schema: VERDICT_SCHEMA.schema },
      temperature: 0,
      ...(request.signal ? { signal: request.signal } : {}),
    });
  } catch (error) {
    if (error instanceof LlmError && error.code === "invalid_output") throw new EvaluatorError(error.message);
    throw error;
  }
  if (!isEvaluation(result.output)) throw new EvaluatorError("the evaluation model's answer is not a verdict");
  return {
    evaluation: { status: result.output.status, rationale: result.output.rationale },
    modelCall: recordOf("verdict", result),
  };
}
