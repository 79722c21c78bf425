import type { Context } from "@opentelemetry/api";
import type { ReadableSpan, Span, SpanProcessor } from "@opentelemetry/sdk-trace";

/**
 * A span processor that is still being loaded: spans ended before it is ready are not exported
 * (only the first moments of a process's start), every later span is handed on. This lets the
 * OTLP exporter be imported only by the processes that export.
 */
export class DeferredSpanProcessor implements SpanProcessor {
  private target: SpanProcessor | undefined;

  constructor(private readonly loading: Promise<SpanProcessor>) {
    loading.then(
      (target) => {
        this.target = target;
      },
      (error: unknown) => console.error("the trace exporter could not be loaded", error),
    );
  }

  onStart(span: Span, parentContext: Context): void {
    this.target?.onStart(span, parentContext);
  }

  onEnd(span: ReadableSpan): void {
    this.target?.onEnd(span);
  }

  async forceFlush(): Promise<void> {
    await (await this.loading.catch(() => undefined))?.forceFlush();
  }

  async shutdown(): Promise<void> {
    await (await this.loading.catch(() => undefined))?.shutdown();
  }
}
