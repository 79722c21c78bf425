import type OpenAI from "openai";
import type { ChatCompletionChunk, ChatCompletionMessageToolCall } from "openai/resources/chat/completions";
import type { ChatRequest, ChatResult, ChatStreamEvent, LanguageModel, ToolCall, Usage } from "../port.ts";
import { type PriceTable, pricedResult } from "../prices.ts";
import { platformModel } from "../settings.ts";
import { parseStructuredOutput } from "../structured-output.ts";
import { estimateInputTokens, estimateTokens } from "../tokens.ts";
import { toLlmError } from "./errors.ts";
import { toFinishReason, toProviderRequest } from "./messages.ts";

export interface OpenAiLanguageModelOptions {
  client: OpenAI;
  defaultModel: string;
  modelMap: Readonly<Record<string, string>>;
  prices: PriceTable;
}

function toToolCalls(calls: readonly ChatCompletionMessageToolCall[] | undefined): ToolCall[] {
  return (calls ?? []).flatMap((call) =>
    call.type === "function" ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }] : [],
  );
}

/** Tool-call fragments of a stream, joined by their index as the protocol sends them. */
class ToolCallAssembler {
  readonly #calls = new Map<number, ToolCall>();

  add(deltas: ChatCompletionChunk.Choice.Delta["tool_calls"]): void {
    for (const delta of deltas ?? []) {
      const call = this.#calls.get(delta.index) ?? { id: "", name: "", arguments: "" };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name += delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
      this.#calls.set(delta.index, call);
    }
  }

  calls(): ToolCall[] {
    return [...this.#calls.entries()].sort(([a], [b]) => a - b).map(([, call]) => call);
  }
}

/** Any server that speaks OpenAI Chat Completions: a hosted provider, vLLM, Ollama, LiteLLM. */
export function createOpenAiLanguageModel(options: OpenAiLanguageModelOptions): LanguageModel {
  const { client } = options;

  const finish = (
    request: ChatRequest,
    model: string,
    content: string | null,
    toolCalls: ToolCall[],
    reportedUsage: { prompt_tokens: number; completion_tokens: number } | null | undefined,
    finishReason: string | null | undefined,
  ): ChatResult => {
    // Some compatible servers report no usage; the estimate keeps costs from silently becoming 0.
    const usage: Usage = reportedUsage
      ? { inputTokens: reportedUsage.prompt_tokens, outputTokens: reportedUsage.completion_tokens }
      : {
          inputTokens: estimateInputTokens(request),
          outputTokens: estimateTokens(
            `${content ?? ""} ${toolCalls.map((c) => `${c.name} ${c.arguments}`).join(" ")}`,
          ),
        };
    const output =
      request.responseSchema && toolCalls.length === 0
        ? parseStructuredOutput(request.responseSchema.name, request.responseSchema.schema, content)
        : undefined;
    return pricedResult(options.prices, {
      model,
      content,
      toolCalls,
      output,
      usage,
      finishReason: toFinishReason(finishReason),
    });
  };

  const providerModel = (model: string) => options.modelMap[model] ?? model;

  return {
    async chat(request) {
      const model = platformModel(options, request.model);
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await client.chat.completions.create(
          { ...toProviderRequest(request, providerModel(model)), stream: false },
          request.signal ? { signal: request.signal } : {},
        );
      } catch (error) {
        throw toLlmError(error, client.maxRetries);
      }
      const choice = completion.choices?.[0];
      if (!choice?.message) throw toLlmError(new SyntaxError("no choice"), 0);
      return finish(
        request,
        model,
        choice.message.content ?? null,
        toToolCalls(choice.message.tool_calls),
        completion.usage,
        choice.finish_reason,
      );
    },

    async *stream(request): AsyncGenerator<ChatStreamEvent> {
      const model = platformModel(options, request.model);
      let text = "";
      let sawText = false;
      let finishReason: string | null | undefined;
      let usage: ChatCompletionChunk["usage"];
      const toolCalls = new ToolCallAssembler();
      try {
        const chunks = await client.chat.completions.create(
          {
            ...toProviderRequest(request, providerModel(model)),
            stream: true,
            stream_options: { include_usage: true },
          },
          request.signal ? { signal: request.signal } : {},
        );
        for await (const chunk of chunks) {
          if (chunk.usage) usage = chunk.usage;
          const choice = chunk.choices?.[0];
          if (!choice) continue;
          const delta = choice.delta?.content;
          if (delta) {
            text += delta;
            sawText = true;
            yield { type: "delta", text: delta };
          }
          toolCalls.add(choice.delta?.tool_calls);
          if (choice.finish_reason) finishReason = choice.finish_reason;
        }
      } catch (error) {
        throw toLlmError(error, client.maxRetries);
      }
      yield {
        type: "done",
        result: finish(request, model, sawText ? text : null, toolCalls.calls(), usage, finishReason),
      };
    },
  };
}
