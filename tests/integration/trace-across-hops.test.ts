import { describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { type AnyEvents, type MessageBus, removeRabbitTopology } from "@cx/bus";
import { createHttpApp } from "@cx/http-kit";
import { PLATFORM_MODULES } from "@cx/platform";
import { type AnyModule, busModule, defineModule, type ModuleInstance, startPlatform } from "@cx/runtime";
import { testSpanExporter, trace } from "@cx/tracing";
import { LOCAL_AMQP_URL } from "../harness/boot-distributed.ts";

/**
 * One request through the gateway into a service that publishes an event, consumed by another
 * module: one trace. The service and consumer here are small stand-ins with the real runtime,
 * gateway, bus and HTTP kit around them, so the test isolates the propagation itself.
 */
/** A module in place of `<service>-http`, on the bus, with the HTTP app `wire` makes of a bare one. */
function standIn(
  service: "identity" | "agents",
  wire: (bus: MessageBus<AnyEvents>, http: ReturnType<typeof createHttpApp>) => Promise<ModuleInstance>,
): AnyModule {
  return defineModule({
    name: `${service}-http`,
    kind: "internal",
    service,
    dependencies: { bus: busModule },
    init: ({ deps: { bus }, logger, runtime }) =>
      wire(bus, createHttpApp(service, logger, runtime.internalTokenSecret)),
  });
}

function tracedModules(consumed: (traceId: string) => void, group: string): AnyModule[] {
  const publisher = standIn("identity", async (bus, http) => ({
    http: http.post("/api/v1/auth/register", async () => {
      await bus.publish("identity.user.registered", {
        workspace_id: "ws_trace",
        user_id: "usr_trace",
        email: "trace@example.com",
        name: "Trace",
        occurred_at: new Date().toISOString(),
      });
      return new Response(JSON.stringify({ status: "diterima" }), { status: 202 });
    }),
  }));
  const consumer = standIn("agents", async (bus, http) => {
    const subscription = await bus.subscribe({ group, topics: ["identity.user.registered"] }, async () => {
      consumed(trace.getActiveSpan()?.spanContext().traceId ?? "none");
    });
    return { http, consumers: [subscription] };
  });
  const standIns = new Map<string, AnyModule>([
    [publisher.name, publisher],
    [consumer.name, consumer],
  ]);
  return PLATFORM_MODULES.map((m) => standIns.get(m.name) ?? m);
}

for (const bus of ["in-process", "rabbitmq"] as const) {
  describe(`trace across gateway, service and consumer (${bus} bus)`, () => {
    it("is one trace with spans from all three", async () => {
      const exchange = `cx.test.trace.${randomBytes(4).toString("hex")}`;
      const group = "trace-consumer";
      const env: Record<string, string> = { DATA_DIR: "memory", LOG_LEVEL: "silent" };
      // The real services' groups subscribe too; their queues expire once the test is over.
      if (bus === "rabbitmq") {
        Object.assign(env, { AMQP_URL: LOCAL_AMQP_URL, AMQP_EXCHANGE: exchange, AMQP_QUEUE_EXPIRES_MS: "10000" });
      }
      let consumedTraceId: string | undefined;
      const platform = await startPlatform({ modules: tracedModules((id) => (consumedTraceId = id), group), env });
      try {
        const traceId = randomBytes(16).toString("hex");
        const response = await platform.fetch(
          new Request("http://localhost/api/v1/auth/register", {
            method: "POST",
            headers: {
              traceparent: `00-${traceId}-${randomBytes(8).toString("hex")}-01`,
              "content-type": "application/json",
            },
            body: "{}",
          }),
        );
        expect(response.status).toBe(202);
        const deadline = Date.now() + 5000;
        while (!consumedTraceId && Date.now() < deadline) await Bun.sleep(20);
        expect(consumedTraceId).toBe(traceId);

        await Bun.sleep(20);
        const spans = (testSpanExporter()?.getFinishedSpans() ?? []).filter((s) => s.spanContext().traceId === traceId);
        const components = new Set(
          spans.map((s) => String(s.attributes["cx.component"] ?? s.attributes["messaging.operation.type"])),
        );
        expect(components.has("gateway")).toBe(true);
        expect(components.has("identity")).toBe(true);
        expect(components.has("process")).toBe(true);
        expect(spans.find((s) => s.name === "identity.user.registered process")).toBeDefined();
      } finally {
        await platform.stop();
        if (bus === "rabbitmq") await removeRabbitTopology(LOCAL_AMQP_URL, exchange, [group]);
      }
    });
  });
}
