import { describe, expect, it } from "bun:test";
import { context, TraceFlags, trace } from "@opentelemetry/api";
import { injectTraceHeaders, setSpansMayBeRecorded, withSpan } from "./propagation.ts";
import { testSpanExporter } from "./sdk.ts";

const TRACE_ID = "4bf92f3577b34da6a3ce929d0e0e4736";
const SPAN_ID = "00f067aa0ba902b7";

function parentOf(isRemote: boolean, traceFlags = TraceFlags.NONE) {
  return trace.setSpan(
    context.active(),
    trace.wrapSpanContext({ traceId: TRACE_ID, spanId: SPAN_ID, traceFlags, isRemote }),
  );
}

describe("withSpan", () => {
  it("runs inside a span of its own under a span of this process that records", async () => {
    const seen = await withSpan("outer", {}, (outer) =>
      withSpan("inner", {}, (inner) => ({ outer: outer.spanContext(), inner: inner.spanContext() })),
    );
    expect(seen.inner.traceId).toBe(seen.outer.traceId);
    expect(seen.inner.spanId).not.toBe(seen.outer.spanId);
  });

  it("runs in the enclosing span when that span, of this process, records nothing", async () => {
    const seen = await withSpan("inner", { parent: parentOf(false) }, (span) => ({
      span: span.spanContext(),
      active: trace.getSpan(context.active())?.spanContext(),
    }));
    expect(seen.span).toMatchObject({ traceId: TRACE_ID, spanId: SPAN_ID });
    expect(seen.active).toMatchObject({ traceId: TRACE_ID, spanId: SPAN_ID });
  });

  it("starts a span of its own under a span from another process, in the same trace, when it records spans", async () => {
    for (const flags of [TraceFlags.NONE, TraceFlags.SAMPLED]) {
      const seen = await withSpan("server", { parent: parentOf(true, flags) }, (span) => span.spanContext());
      expect(seen.traceId).toBe(TRACE_ID);
      expect(seen.spanId).not.toBe(SPAN_ID);
    }
  });

  it("runs in the span from another process when this process records no spans", async () => {
    setSpansMayBeRecorded(false);
    try {
      const seen = await withSpan("server", { parent: parentOf(true) }, (span) => ({
        span: span.spanContext(),
        active: trace.getSpan(context.active())?.spanContext(),
      }));
      expect(seen.span).toMatchObject({ traceId: TRACE_ID, spanId: SPAN_ID, isRemote: true });
      expect(seen.active).toMatchObject({ traceId: TRACE_ID, spanId: SPAN_ID });
    } finally {
      setSpansMayBeRecorded(true);
    }
  });

  it("hands on the caller's trace context unchanged when this process records no spans", async () => {
    setSpansMayBeRecorded(false);
    try {
      const sent = await withSpan("server", { parent: parentOf(true) }, () =>
        withSpan("client", {}, () => injectTraceHeaders<Record<string, string>>({})),
      );
      expect(sent.traceparent).toBe(`00-${TRACE_ID}-${SPAN_ID}-00`);
    } finally {
      setSpansMayBeRecorded(true);
    }
  });

  it("starts no trace when this process records no spans and no caller sent one", async () => {
    setSpansMayBeRecorded(false);
    try {
      let made = 0;
      const seen = await withSpan(
        "server",
        {
          attributes: () => {
            made++;
            return {};
          },
        },
        (span) =>
          withSpan("client", {}, (client) => ({
            span: span.spanContext(),
            client: client.spanContext(),
            recording: span.isRecording(),
            active: trace.getSpan(context.active()),
            sent: injectTraceHeaders<Record<string, string>>({}),
          })),
      );
      expect(trace.isSpanContextValid(seen.span)).toBe(false);
      expect(trace.isSpanContextValid(seen.client)).toBe(false);
      expect(seen.recording).toBe(false);
      expect(seen.active).toBeUndefined();
      expect(seen.sent.traceparent).toBeUndefined();
      expect(made).toBe(0);
    } finally {
      setSpansMayBeRecorded(true);
    }
  });

  it("makes attributes given as a function only for a span it makes", async () => {
    let made = 0;
    const attributes = () => {
      made++;
      return { "cx.test": "made" };
    };
    await withSpan("unrecorded", { parent: parentOf(false), attributes }, () => undefined);
    expect(made).toBe(0);
    const spanId = await withSpan("recorded", { attributes }, (span) => span.spanContext().spanId);
    expect(made).toBe(1);
    const exported = testSpanExporter()
      ?.getFinishedSpans()
      .find((span) => span.spanContext().spanId === spanId);
    expect(exported?.attributes["cx.test"]).toBe("made");
  });

  it("passes on what the work throws", async () => {
    const failing = withSpan("inner", { parent: parentOf(false) }, () => {
      throw new Error("boom");
    });
    await expect(failing).rejects.toThrow("boom");
  });
});
