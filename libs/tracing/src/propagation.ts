import {
  type Attributes,
  type Context,
  context,
  INVALID_SPAN_CONTEXT,
  propagation,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from "@opentelemetry/api";

export const tracer = trace.getTracer("cx-platform");

/** Writes the active trace context (W3C `traceparent`, `tracestate`) into a header carrier. */
export function injectTraceHeaders<T extends Record<string, unknown>>(carrier: T, ctx: Context = context.active()): T {
  propagation.inject(ctx, carrier);
  return carrier;
}

export function extractTraceContext(carrier: Record<string, unknown>): Context {
  const flat: Record<string, string> = {};
  for (const [k, v] of Object.entries(carrier)) {
    if (typeof v === "string") flat[k.toLowerCase()] = v;
    else if (Buffer.isBuffer(v)) flat[k.toLowerCase()] = v.toString();
  }
  return propagation.extract(context.active(), flat);
}

const HEADERS_GETTER = {
  get: (headers: Headers, key: string) => headers.get(key) ?? undefined,
  keys: (headers: Headers) => [...headers.keys()],
};

/** The caller's trace context from HTTP headers, read in place (no copy of every header). */
export function extractTraceContextFromHeaders(headers: Headers): Context {
  return propagation.extract(context.active(), headers, HEADERS_GETTER);
}

export interface SpanOptions {
  kind?: SpanKind;
  /** Given as a function, they are only made for a span that may be recorded. */
  attributes?: Attributes | (() => Attributes);
  parent?: Context;
}

/** What work runs with when there is no span: it records nothing and carries no trace context. */
const NO_SPAN: Span = trace.wrapSpanContext(INVALID_SPAN_CONTEXT);

/**
 * Whether this process's spans may be recorded: false once tracing has started with nowhere to
 * send them (`startTracing`), when its sampler records none and reads no attributes.
 */
let spansMayBeRecorded = true;

export function setSpansMayBeRecorded(value: boolean): void {
  spansMayBeRecorded = value;
}

/**
 * `call()` as a promise: what it returns, or what it throws as a rejection. No async frame of its
 * own: on paths every request takes, an async wrapper costs extra turns of the microtask queue.
 */
export function promiseOf<T>(call: () => Promise<T> | T): Promise<T> {
  try {
    return Promise.resolve(call());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Runs `fn` inside a new span that is active for its duration, recording any error it throws.
 *
 * Under a span of this process that is not recording, `fn` runs in that span instead: the sampler
 * is the same for every span of a process, so a child would not be recorded either, and all it
 * would add is a span id of its own at a cost paid on every request (the all-in-one process made
 * two per forwarded request). The trace id still reaches every other process unchanged. A span
 * from another process (`isRemote`) gets a child of this process's own when this process records
 * spans. When it records none, `fn` runs in the caller's span too: a child would be recorded
 * nowhere, so a process further on would name as its parent a span no one has, and making one
 * cost a service behind the gateway about a tenth of its time a request (docs/benchmarks-history.md).
 * A span that is not recorded is only made active: there is nothing to time, mark or end.
 *
 * A process that records no spans starts no trace either: with no caller's span, `fn` runs with
 * none (`NO_SPAN`), and nothing it sends on carries a trace context, so the first process that
 * records starts the trace (docs/decisions/tracing.md). Minting a trace there cost the gateway
 * about a tenth of its throughput, for ids no one recorded.
 */
export function withSpan<T>(name: string, options: SpanOptions, fn: (span: Span) => Promise<T> | T): Promise<T> {
  const parent = options.parent ?? context.active();
  const runIn = spanWithoutChild(trace.getSpan(parent));
  if (runIn) return promiseOf(() => (parent === context.active() ? fn(runIn) : context.with(parent, () => fn(runIn))));
  const { attributes } = options;
  const span = tracer.startSpan(
    name,
    {
      kind: options.kind,
      attributes: spansMayBeRecorded ? (typeof attributes === "function" ? attributes() : attributes) : undefined,
    },
    parent,
  );
  if (!span.isRecording()) return promiseOf(() => context.with(trace.setSpan(parent, span), () => fn(span)));
  return inRecordedSpan(span, parent, fn);
}

/** The span work runs in when it gets no span of its own (see `withSpan`); undefined when it gets one. */
function spanWithoutChild(enclosing: Span | undefined): Span | undefined {
  if (!enclosing) return spansMayBeRecorded ? undefined : NO_SPAN;
  if (enclosing.isRecording()) return undefined;
  return !spansMayBeRecorded || !enclosing.spanContext().isRemote ? enclosing : undefined;
}

async function inRecordedSpan<T>(span: Span, parent: Context, fn: (span: Span) => Promise<T> | T): Promise<T> {
  try {
    return await context.with(trace.setSpan(parent, span), () => fn(span));
  } catch (error) {
    span.recordException(error as Error);
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}

/** Whether the span active here is recorded: when not, a span of this process under it would not be either. */
export function activeSpanIsRecording(): boolean {
  return trace.getSpan(context.active())?.isRecording() ?? false;
}

/** `fetch` with a client span and the trace context injected, since Bun does not do either. */
export function tracedFetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
  const target = new URL(url);
  return withSpan(
    `${init.method ?? "GET"} ${target.host}`,
    {
      kind: SpanKind.CLIENT,
      attributes: { "http.request.method": init.method ?? "GET", "url.full": target.origin + target.pathname },
    },
    async (span) => {
      const headers = new Headers(init.headers);
      const carrier: Record<string, string> = {};
      injectTraceHeaders(carrier);
      for (const [k, v] of Object.entries(carrier)) headers.set(k, v);
      const response = await fetch(target, { ...init, headers });
      span.setAttribute("http.response.status_code", response.status);
      return response;
    },
  );
}

export { context, SpanKind, SpanStatusCode, trace };
