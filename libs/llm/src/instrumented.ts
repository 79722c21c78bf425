import type { Logger } from "@cx/logger";
import { context, SpanKind, SpanStatusCode, trace, tracer } from "@cx/tracing";
import type { ChatRequest, ChatResult, ChatStreamEvent, LanguageModel } from "./port.ts";
import { LlmError } from "./port.ts";
import { platformModel } from "./settings.ts";

/**
 * One span per model call (model, task, tokens, cost: never messages, headers or keys) and one
 * log line per failure, with the error's code and message only. Errors that are not LlmError
 * become `runtime_error`, so callers see only the port's codes.
 */
export function instrumented(model: LanguageModel, options: { defaultModel: string; logger: Logger }): LanguageModel {
  const start = (request: ChatRequest, streaming: boolean) =>
    tracer.startSpan("llm.chat", {
      kind: SpanKind.CLIENT,
      attributes: {
        "gen_ai.request.model": platformModel(options, request.model),
        "llm.task": request.task.kind,
        "llm.streaming": streaming,
      },
    });
  type Span = ReturnType<typeof start>;

  const succeed = (span: Span, result: ChatResult) => {
    span.setAttributes({
      "gen_ai.usage.input_tokens": result.usage.inputTokens,
      "gen_ai.usage.output_tokens": result.usage.outputTokens,
      "llm.cost_usd": result.costUsd,
      "llm.finish_reason": result.finishReason,
      "llm.tool_calls": result.toolCalls.length,
    });
    span.end();
  };
  const fail = (span: Span, request: ChatRequest, error: unknown): LlmError => {
    const failure =
      error instanceof LlmError
        ? error
        : new LlmError(
            "runtime_error",
            `The model call failed (${error instanceof Error ? error.name : "unknown error"}).`,
          );
    span.setAttribute("llm.error_code", failure.code);
    span.setStatus({ code: SpanStatusCode.ERROR, message: failure.message });
    span.end();
    options.logger.warn(
      {
        model: platformModel(options, request.model),
        task: request.task.kind,
        code: failure.code,
        reason: failure.message,
      },
      "model call failed",
    );
    return failure;
  };

  return {
    async chat(request) {
      const span = start(request, false);
      try {
        const result = await context.with(trace.setSpan(context.active(), span), () => model.chat(request));
        succeed(span, result);
        return result;
      } catch (error) {
        throw fail(span, request, error);
      }
    },
    async *stream(request): AsyncGenerator<ChatStreamEvent> {
      const span = start(request, true);
      const active = trace.setSpan(context.active(), span);
      const events = context.with(active, () => model.stream(request)[Symbol.asyncIterator]());
      let ended = false;
      try {
        for (;;) {
          const next = await context.with(active, () => events.next());
          if (next.done) break;
          if (next.value.type === "done") {
            succeed(span, next.value.result);
            ended = true;
          }
          yield next.value;
        }
      } catch (error) {
        ended = true;
        throw fail(span, request, error);
      } finally {
        // A consumer that stops early: close the underlying stream (and its request) too.
        if (!ended) {
          span.end();
          await events.return?.();
        }
      }
    },
  };
}
