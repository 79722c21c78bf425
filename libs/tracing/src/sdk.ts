import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from "@opentelemetry/core";
import type { InMemorySpanExporter, SpanProcessor, TracerProvider } from "@opentelemetry/sdk-trace";
import { setSpansMayBeRecorded } from "./propagation.ts";

interface Started {
  /** Absent in a process that records no spans: the API's no-op tracer stands in. */
  provider: TracerProvider | undefined;
  contextManager: AsyncLocalStorageContextManager;
}

let starting: Promise<Started> | undefined;
let memoryExporter: InMemorySpanExporter | undefined;

/**
 * Starts tracing once per process: the async-local-storage context manager and the W3C
 * propagators in every process, and a tracer provider in a process that records spans. That is
 * all the platform uses of the OpenTelemetry Node SDK (whose bundle of every exporter and
 * instrumentation cost each process some 20 MB of memory). Spans go to an OTLP endpoint when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and to an in-memory exporter under `bun test`, so that
 * tests can read the trace a request produced; only such a process imports the SDK and its
 * exporter (about 5 MB of an idle process's memory). A process that exports records every span
 * it makes, whatever the caller's sampling flag: whether a process's spans are kept is its own
 * configuration. With no exporter, nothing is recorded (no span objects, attributes or timings)
 * and no trace is started: the trace context a caller sent is handed on unchanged, so a trace
 * started upstream goes on through it (`withSpan`, docs/decisions/tracing.md).
 *
 * The preload awaits it, so that no application module is loaded before the provider is set.
 */
export function startTracing(env: Record<string, string | undefined> = process.env): Promise<void> {
  if (env.OTEL_SDK_DISABLED === "true") return Promise.resolve();
  starting ??= start(env);
  return starting.then(() => undefined);
}

async function start(env: Record<string, string | undefined>): Promise<Started> {
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  const provider = await recordingProvider(env);
  if (provider) trace.setGlobalTracerProvider(provider);
  setSpansMayBeRecorded(provider !== undefined);
  return { provider, contextManager };
}

/** The provider of a process that exports its spans; undefined when nothing would receive them. */
async function recordingProvider(env: Record<string, string | undefined>): Promise<TracerProvider | undefined> {
  const toOtlp = Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT);
  const toMemory = env.NODE_ENV === "test" || env.TRACING_MEMORY_EXPORTER === "true";
  if (!toOtlp && !toMemory) return undefined;
  const [sdk, { resourceFromAttributes }] = await Promise.all([
    import("@opentelemetry/sdk-trace"),
    import("@opentelemetry/resources"),
  ]);
  const spanProcessors: SpanProcessor[] = [];
  if (toOtlp) {
    const { OTLPTraceExporter } = await import("@opentelemetry/exporter-trace-otlp-http");
    spanProcessors.push(new sdk.BatchSpanProcessor({ exporter: new OTLPTraceExporter() }));
  }
  if (toMemory) {
    memoryExporter = new sdk.InMemorySpanExporter();
    spanProcessors.push(new sdk.SimpleSpanProcessor({ exporter: memoryExporter }));
  }
  return new sdk.TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME ?? `cx-${env.TARGETS ?? "all"}` }),
    spanProcessors,
    sampler: new sdk.AlwaysOnSampler(),
  });
}

/** The in-memory exporter, present only in test processes. */
export function testSpanExporter(): InMemorySpanExporter | undefined {
  return memoryExporter;
}

export async function stopTracing(): Promise<void> {
  if (!starting) return;
  const { provider, contextManager } = await starting;
  starting = undefined;
  await provider?.shutdown();
  contextManager.disable();
  trace.disable();
  context.disable();
  propagation.disable();
  setSpansMayBeRecorded(true);
}
