import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { NodeSDK } from "@opentelemetry/sdk-node";
import {
  BatchSpanProcessor,
  InMemorySpanExporter,
  NoopSpanProcessor,
  SimpleSpanProcessor,
  type SpanProcessor,
} from "@opentelemetry/sdk-trace";

let started: NodeSDK | undefined;
let memoryExporter: InMemorySpanExporter | undefined;

/**
 * Starts the OpenTelemetry SDK once per process. Spans go to an OTLP endpoint when
 * `OTEL_EXPORTER_OTLP_ENDPOINT` is set, and to an in-memory exporter under `bun test`, so that
 * tests can read the trace a request produced. With neither, spans are still created and
 * propagated (trace ids cross every hop) but not exported.
 */
export function startTracing(env: Record<string, string | undefined> = process.env): void {
  if (started || env.OTEL_SDK_DISABLED === "true") return;
  const spanProcessors: SpanProcessor[] = [];
  if (env.OTEL_EXPORTER_OTLP_ENDPOINT) {
    spanProcessors.push(new BatchSpanProcessor({ exporter: new OTLPTraceExporter() }));
  }
  if (env.NODE_ENV === "test" || env.TRACING_MEMORY_EXPORTER === "true") {
    memoryExporter = new InMemorySpanExporter();
    spanProcessors.push(new SimpleSpanProcessor({ exporter: memoryExporter }));
  }
  // An empty list would mean "no provider": keep one so ids are made and propagated.
  if (spanProcessors.length === 0) spanProcessors.push(new NoopSpanProcessor());
  started = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME ?? `cx-${env.TARGETS ?? "all"}`,
    spanProcessors,
    instrumentations: [],
    resourceDetectors: [],
  });
  started.start();
}

/** The in-memory exporter, present only in test processes. */
export function testSpanExporter(): InMemorySpanExporter | undefined {
  return memoryExporter;
}

export async function stopTracing(): Promise<void> {
  await started?.shutdown();
  started = undefined;
}
