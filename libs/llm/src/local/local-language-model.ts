import type { ChatRequest, ChatResult, ChatStreamEvent, LanguageModel, ToolCall } from "../port.ts";
import { LlmError } from "../port.ts";
import { type PriceTable, pricedResult } from "../prices.ts";
import { platformModel } from "../settings.ts";
import { assertMatchesSchema } from "../structured-output.ts";
import { estimateInputTokens, estimateTokens } from "../tokens.ts";
import { analysisAnswerer } from "./analysis.ts";
import { localReply } from "./reply.ts";
import { type Answerer, fillSchema } from "./schema-filler.ts";
import { simulatedUserLine } from "./simulated-user.ts";
import { judge } from "./verdict.ts";

export interface LocalLanguageModelOptions {
  defaultModel: string;
  prices: PriceTable;
}

const RATIONALE_NAMES = new Set(["rationale", "reason", "reasoning", "explanation", "justification"]);
const TEXT_NAMES = new Set(["text", "answer", "reply", "response", "message", "content"]);

/** Values a verdict, or a plain text, gives to a schema that is not shaped for it. */
function textAnswerer(text: string, verdict?: ReturnType<typeof judge>): Answerer {
  return ({ name, schema, types }) => {
    const lower = name.toLowerCase();
    const enumValues = Array.isArray(schema.enum) ? (schema.enum as unknown[]) : [];
    if (verdict) {
      if (enumValues.includes(verdict.status)) return verdict.status;
      if (types.includes("boolean") && ["passed", "success", "matched", "ok", "met"].includes(lower)) {
        return verdict.status === "success";
      }
      if (types.includes("number") && ["score", "confidence", "similarity"].includes(lower)) return verdict.score;
      if (types.includes("string") && RATIONALE_NAMES.has(lower)) return verdict.rationale;
    }
    if (types.includes("string") && TEXT_NAMES.has(lower)) return text;
    return undefined;
  };
}

/** Splits a text into at most `pieces` parts at spaces, for streaming. */
function pieces(text: string, count: number): string[] {
  const size = Math.ceil(text.length / count);
  const out: string[] = [];
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + size);
    const space = text.indexOf(" ", end);
    end = space === -1 || end === text.length ? text.length : space + 1;
    out.push(text.slice(start, end));
    start = end;
  }
  return out;
}

/** Keeps the first `maxTokens` tokens of a text (by the same estimate that counts them). */
function limitTokens(text: string, maxTokens: number): { text: string; cut: boolean } {
  if (estimateTokens(text) <= maxTokens) return { text, cut: false };
  const kept: string[] = [];
  for (const word of text.split(" ")) {
    if (estimateTokens([...kept, word].join(" ")) > maxTokens) break;
    kept.push(word);
  }
  return { text: kept.join(" "), cut: true };
}

/**
 * The offline engine: no model, no download, no randomness, no clock. It reads `request.task`
 * to know what is asked (see ChatTask), answers with lexical similarity and the schema it is
 * given, and counts tokens with the documented estimate. Same request, same result.
 */
export function createLocalLanguageModel(options: LocalLanguageModelOptions): LanguageModel {
  const chat = async (request: ChatRequest): Promise<ChatResult> => {
    if (request.signal?.aborted) throw new LlmError("runtime_error", "The model call was cancelled.");
    const model = platformModel(options, request.model);
    const task = request.task;
    let content: string | null;
    let toolCalls: ToolCall[] = [];
    let answerer: Answerer;
    switch (task.kind) {
      case "reply": {
        const reply = localReply(request, task.knowledge ?? []);
        content = reply.content;
        toolCalls = reply.toolCalls;
        answerer = textAnswerer(content ?? "");
        break;
      }
      case "simulated_user":
        content = simulatedUserLine(task.scenario, request.messages);
        answerer = textAnswerer(content);
        break;
      case "verdict": {
        const verdict = judge(task);
        content = JSON.stringify({ status: verdict.status, rationale: verdict.rationale });
        answerer = textAnswerer(verdict.rationale, verdict);
        break;
      }
      case "analysis":
        answerer = analysisAnswerer(task.transcript);
        content = JSON.stringify(
          fillSchema(
            {
              type: "object",
              properties: {
                sentiment: {
                  type: "object",
                  properties: { label: { enum: ["positive", "neutral", "negative"] }, score: { type: "number" } },
                },
                topics: { type: "array", items: { type: "string" } },
                summary: { type: "string" },
                title: { type: "string" },
              },
            },
            answerer,
          ),
        );
        break;
    }

    let output: unknown;
    let finishReason: ChatResult["finishReason"] = toolCalls.length > 0 ? "tool_calls" : "stop";
    if (request.responseSchema && toolCalls.length === 0) {
      output = fillSchema(request.responseSchema.schema, answerer);
      assertMatchesSchema(request.responseSchema.name, request.responseSchema.schema, output);
      content = JSON.stringify(output);
    } else if (content !== null && request.maxTokens !== undefined) {
      const limited = limitTokens(content, request.maxTokens);
      content = limited.text;
      if (limited.cut) finishReason = "length";
    }

    const usage = {
      inputTokens: estimateInputTokens(request),
      outputTokens: estimateTokens([content ?? "", ...toolCalls.map((c) => `${c.name} ${c.arguments}`)].join(" ")),
    };
    return pricedResult(options.prices, { model, content, toolCalls, output, usage, finishReason });
  };

  return {
    chat,
    async *stream(request): AsyncGenerator<ChatStreamEvent> {
      const result = await chat(request);
      for (const text of pieces(result.content ?? "", 3)) yield { type: "delta", text };
      yield { type: "done", result };
    },
  };
}
