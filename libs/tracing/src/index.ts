export type { Span } from "@opentelemetry/api";
export {
  activeSpanIsRecording,
  context,
  extractTraceContext,
  extractTraceContextFromHeaders,
  injectTraceHeaders,
  promiseOf,
  SpanKind,
  type SpanOptions,
  SpanStatusCode,
  trace,
  tracedFetch,
  tracer,
  withSpan,
} from "./propagation.ts";
export { startTracing, stopTracing, testSpanExporter } from "./sdk.ts";
