import { afterAll, beforeEach, describe, expect, it } from "bun:test";
import { runCli } from "./cli.ts";
import type { RunSummary } from "./shapes.ts";
import { finishedInvocation, invocationOf, runOf } from "./test-fixtures.ts";

/**
 * A platform whose live updates break the way they do when the process serving them dies: a
 * connection cut off mid-invocation, then the gateway answering 503 (nobody serves the stream)
 * or 429 (the dead stream's place not yet free), then a connection that stays open and silent.
 * Each connection answers as the platform does (part 3 of the extensions): every run as it is
 * now, then the changes. `script` says what each connection does, in order.
 */
type Connection =
  | { kind: "runs"; terminal: number; ending: "cut" | "silent" | "finish" }
  | { kind: "error"; status: number; code: string };

let script: Connection[] = [];
let connections = 0;
let current: ReturnType<typeof invocationOf> | undefined;

const TESTS = [
  { id: "tst_a", name: "Greets" },
  { id: "tst_b", name: "Takes the order" },
  { id: "tst_c", name: "Says goodbye" },
];

function runsOf(invocation: NonNullable<typeof current>, terminal: number): RunSummary[] {
  return invocation.test_ids.flatMap((_, item) =>
    Array.from({ length: invocation.repeat_count }, (_, k) => {
      const index = item * invocation.repeat_count + k;
      return runOf(item, k, index < terminal ? "passed" : "pending");
    }),
  );
}

function events(connection: Extract<Connection, { kind: "runs" }>): Response {
  const invocation = current!;
  const runs = runsOf(invocation, connection.terminal);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const run of runs) controller.enqueue(encoder.encode(`event: run\ndata: ${JSON.stringify(run)}\n\n`));
      if (connection.ending === "finish") {
        const done = finishedInvocation(invocation, runs);
        controller.enqueue(encoder.encode(`event: invocation\ndata: ${JSON.stringify(done)}\n\n`));
        controller.close();
      }
      // "silent": open, and nothing more ever comes; "cut": the same, until the server drops it.
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

const server = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  // A silent connection stays open for as long as the client holds it, as behind a proxy.
  idleTimeout: 0,
  async fetch(request) {
    const path = new URL(request.url).pathname.replace("/api/v1/workspaces/ws_1", "");
    if (request.method === "POST" && path === "/agents/agt_1/test-invocations") {
      const body = (await request.json()) as { test_ids: string[]; repeat_count: number };
      current = invocationOf(
        body.test_ids.map((id) => TESTS.find((t) => t.id === id)!),
        body.repeat_count,
      );
      return Response.json(current, { status: 201 });
    }
    if (request.method === "GET" && path === "/test-invocations/inv_1/events") {
      connections++;
      const connection = script.shift() ?? { kind: "error", status: 503, code: "unavailable" };
      if (connection.kind === "error") {
        return Response.json(
          { error: { code: connection.code, message: `${connection.code}.`, details: {} } },
          { status: connection.status },
        );
      }
      // The serving process is gone: its connection breaks off, the stream unfinished, once idle.
      if (connection.ending === "cut") server.timeout(request, 1);
      return events(connection);
    }
    return Response.json({ error: { code: "not_found", message: "Not found." } }, { status: 404 });
  },
});
afterAll(() => server.stop(true));

beforeEach(() => {
  script = [];
  connections = 0;
  current = undefined;
});

async function cx() {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(["test", "run", "--agent", "agt_1", "--tests", "tst_a,tst_b,tst_c", "--repeat", "2"], {
    env: { CX_BASE_URL: `http://127.0.0.1:${server.port}`, CX_API_KEY: "cxk_good", CX_WORKSPACE: "ws_1" },
    stdout: { write: (text) => void out.push(text), isTTY: false },
    stderr: { write: (text) => void err.push(text), isTTY: false },
    retries: 0,
    liveUpdates: { retries: 3, minTimeoutMs: 10, idleMs: 1500 },
  });
  return { code, stdout: out.join(""), stderr: err.join("") };
}

describe("cx test run when the live updates drop", () => {
  it("connects again through a dead process's 503s, 429s and a silent connection, and reports every run once", async () => {
    script = [
      { kind: "runs", terminal: 2, ending: "cut" },
      { kind: "error", status: 503, code: "unavailable" },
      { kind: "error", status: 429, code: "rate_limited" },
      { kind: "runs", terminal: 4, ending: "silent" },
      { kind: "runs", terminal: 6, ending: "finish" },
    ];
    const result = await cx();
    expect(result.stderr).not.toContain("cx:");
    expect(result.code).toBe(0);
    expect(connections).toBe(5);
    const lines = result.stderr.split("\n").filter((line) => line.startsWith("passed"));
    expect(lines.map((line) => line.replace(/\s+\$.*$/, "").replace(/\s+/g, " "))).toEqual([
      "passed Greets (1/2)",
      "passed Greets (2/2)",
      "passed Takes the order (1/2)",
      "passed Takes the order (2/2)",
      "passed Says goodbye (1/2)",
      "passed Says goodbye (2/2)",
    ]);
    expect(result.stdout).toMatch(/Greets\s+2\/2\s+yes/);
    expect(result.stdout).toMatch(/Says goodbye\s+2\/2\s+yes/);
  });

  it("gives up after its retries with exit 2 and says so, when the live updates never come back", async () => {
    script = [{ kind: "runs", terminal: 1, ending: "cut" }];
    const result = await cx();
    expect(result.code).toBe(2);
    // The first connection, then four that brought nothing (the first try and three retries).
    expect(connections).toBe(5);
    expect(result.stderr).toContain(
      "cx: lost the live updates of invocation inv_1 after 4 attempts in a row that brought nothing",
    );
    expect(result.stderr).toContain("503 unavailable");
    expect(result.stderr.split("\n").filter((line) => line.startsWith("passed"))).toHaveLength(1);
  });

  it("stops at once, with exit 2, when reconnecting is refused for good (the key was revoked)", async () => {
    script = [
      { kind: "runs", terminal: 1, ending: "cut" },
      { kind: "error", status: 401, code: "unauthenticated" },
    ];
    const result = await cx();
    expect(result.code).toBe(2);
    expect(connections).toBe(2);
    expect(result.stderr).toContain("the API key was refused (unauthenticated");
  });
});
