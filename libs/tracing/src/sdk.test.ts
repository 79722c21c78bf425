import { describe, expect, it } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = join(import.meta.dir, "..", "..", "..");
const TRACING = join(import.meta.dir, "index.ts");
const CALLER = "00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01";

/**
 * What a platform process started with `env` does: it runs under the repository's `bunfig.toml`,
 * whose preload starts tracing, handles a call that came with `CALLER`'s trace context and makes
 * a call of its own, then tells what it sent on and whether the SDK was loaded.
 */
async function processWith(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "cx-tracing-"));
  try {
    const script = join(dir, "process.ts");
    writeFileSync(
      script,
      `import { extractTraceContext, injectTraceHeaders, SpanKind, stopTracing, testSpanExporter, withSpan } from ${JSON.stringify(TRACING)};
const parent = extractTraceContext({ traceparent: ${JSON.stringify(CALLER)} });
const sent = await withSpan("server", { kind: SpanKind.SERVER, parent }, () =>
  withSpan("client", { kind: SpanKind.CLIENT }, () => injectTraceHeaders({})),
);
const loaded = Object.keys(require.cache);
const sdkLoaded = loaded.some((path) => path.includes("sdk-trace"));
const otlpLoaded = loaded.some((path) => path.includes("exporter-trace-otlp-http"));
const exported = testSpanExporter()?.getFinishedSpans().length ?? null;
// Stopping flushes what an exporter still holds.
await stopTracing();
console.log(JSON.stringify({ sent, sdkLoaded, otlpLoaded, exported }));
`,
    );
    const child = Bun.spawn(["bun", script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdout: "pipe",
      stderr: "pipe",
    });
    const [code, out, err] = await Promise.all([
      child.exited,
      new Response(child.stdout).text(),
      new Response(child.stderr).text(),
    ]);
    if (code !== 0) throw new Error(`the process failed (${code}): ${err}`);
    return JSON.parse(out.trim().split("\n").at(-1)!) as {
      sent: Record<string, string>;
      sdkLoaded: boolean;
      otlpLoaded: boolean;
      exported: number | null;
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe("starting tracing", () => {
  it("loads no SDK in a process with nowhere to send spans, and hands the caller's trace context on unchanged", async () => {
    const seen = await processWith({ NODE_ENV: "production" });
    expect(seen.sdkLoaded).toBe(false);
    expect(seen.otlpLoaded).toBe(false);
    expect(seen.exported).toBeNull();
    expect(seen.sent.traceparent).toBe(CALLER);
  });

  it("records spans in a process that exports them, as children in the caller's trace", async () => {
    const seen = await processWith({ NODE_ENV: "production", TRACING_MEMORY_EXPORTER: "true" });
    expect(seen.sdkLoaded).toBe(true);
    expect(seen.exported).toBe(2);
    const [version, traceId, spanId] = seen.sent.traceparent!.split("-");
    expect(version).toBe("00");
    expect(traceId).toBe(CALLER.split("-")[1]);
    expect(spanId).not.toBe(CALLER.split("-")[2]);
  });

  it("sends its spans over OTLP/HTTP to the configured endpoint", async () => {
    const received: { path: string; type: string | null; bytes: number }[] = [];
    const collector = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      async fetch(request) {
        const body = await request.arrayBuffer();
        received.push({
          path: new URL(request.url).pathname,
          type: request.headers.get("content-type"),
          bytes: body.byteLength,
        });
        return new Response("{}", { headers: { "content-type": "application/json" } });
      },
    });
    try {
      const seen = await processWith({
        NODE_ENV: "production",
        OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collector.port}`,
      });
      expect(seen.sdkLoaded).toBe(true);
      expect(seen.otlpLoaded).toBe(true);
      expect(seen.exported).toBeNull();
      expect(seen.sent.traceparent?.split("-")[1]).toBe(CALLER.split("-")[1]);
      expect(received.length).toBeGreaterThan(0);
      expect(received[0]).toMatchObject({ path: "/v1/traces" });
      expect(received[0]!.bytes).toBeGreaterThan(0);
    } finally {
      collector.stop(true);
    }
  });
});
