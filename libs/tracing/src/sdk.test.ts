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
      `import { extractTraceContext, injectTraceHeaders, SpanKind, testSpanExporter, withSpan } from ${JSON.stringify(TRACING)};
const parent = extractTraceContext({ traceparent: ${JSON.stringify(CALLER)} });
const sent = await withSpan("server", { kind: SpanKind.SERVER, parent }, () =>
  withSpan("client", { kind: SpanKind.CLIENT }, () => injectTraceHeaders({})),
);
const sdkLoaded = Object.keys(require.cache).some((path) => path.includes("sdk-trace"));
console.log(JSON.stringify({ sent, sdkLoaded, exported: testSpanExporter()?.getFinishedSpans().length ?? null }));
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
});
