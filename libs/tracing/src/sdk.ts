import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { CompositePropagator, W3CBaggagePropagator, W3CTraceContextPropagator } from "@opentelemetry/core";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  InMemorySpanExporter,
  SimpleSpanProcessor,
  type SpanProcessor,
  TracerProvider,
} from "@opentelemetry/sdk-trace";
import { DeferredSpanProcessor } from "./deferred-span-processor.ts";
import { setSpansMayBeRecorded } from "./propagation.ts";

let started: { provider: TracerProvider; contextManager: AsyncLocalStorageContextManager } | undefined;
let memoryExporter: InMemorySpanExporter | undefined;

/**
 * Starts tracing once per process: a tracer provider, the async-local-storage context manager
 * and the W3C propagators, which is all the platform uses of the OpenTelemetry Node SDK (whose
 * bundle of every exporter and instrumentation cost each process some 20 MB of memory). Spans go
 * to an OTLP endpoint when `OTEL_EXPORTER_OTLP_ENDPOINT` is set (the exporter is imported only
 * then), and to an in-memory exporter under `bun test`, so that tests can read the trace a
 * request produced. A process that exports records every span it makes, whatever the caller's
 * sampling flag: whether a process's spans are kept is its own configuration. With no exporter,
 * nothing is recorded (no attributes copied, nothing timed) and no trace is started: the trace
 * context a caller sent is handed on unchanged, so a trace started upstream goes on through it
 * (`withSpan`, docs/decisions/tracing.md).
 */
export function startTracing(env: Record<string, string | undefined> = process.env): void {
  if (started || env.OTEL_SDK_DISABLED === "true") return;
  const spanProcessors: SpanProcessor[] = [];
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    spanProcessors.push(
      new DeferredSpanProcessor(
        Promise.all([import("@opentelemetry/exporter-trace-otlp-http"), import("@opentelemetry/sdk-trace")]).then(
          ([{ OTLPTraceExporter }, { BatchSpanProcessor }]) =>
            new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }),
        ),
      ),
    );
  }
  if (env.NODE_ENV === "test" || env.TRACING_MEMORY_EXPORTER === "true") {
    memoryExporter = new InMemorySpanExporter();
    spanProcessors.push(new SimpleSpanProcessor({ exporter: memoryExporter }));
  }
  const provider = new TracerProvider({
    resource: resourceFromAttributes({ "service.name": env.OTEL_SERVICE_NAME ?? `cx-${env.TARGETS ?? "all"}` }),
    spanProcessors,
    sampler: spanProcessors.length > 0 ? new AlwaysOnSampler() : new AlwaysOffSampler(),
  });
  const contextManager = new AsyncLocalStorageContextManager().enable();
  context.setGlobalContextManager(contextManager);
  propagation.setGlobalPropagator(
    new CompositePropagator({ propagators: [new W3CTraceContextPropagator(), new W3CBaggagePropagator()] }),
  );
  trace.setGlobalTracerProvider(provider);
  setSpansMayBeRecorded(spanProcessors.length > 0);
  started = { provider, contextManager };
}

/** The in-memory exporter, present only in test processes. */
export function testSpanExporter(): InMemorySpanExporter | undefined {
  return memoryExporter;
}

export async function stopTracing(): Promise<void> {
  if (!started) return;
  await started.provider.shutdown();
  started.contextManager.disable();
  trace.disable();
  context.disable();
  propagation.disable();
  setSpansMayBeRecorded(true);
  started = undefined;
}
