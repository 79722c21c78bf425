import { afterAll, beforeEach, describe, expect, it } from "bun:test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "./cli.ts";
import type { RunSummary } from "./shapes.ts";
import { finishedInvocation, invocationOf, runOf } from "./test-fixtures.ts";

/**
 * A stand-in for the platform, answering the few operations the command line calls as part 2 and
 * 3 of the API describe them; the live updates drop once after the first event, as a proxy might.
 */
const TESTS: Record<string, string> = { tst_a: "Greets", tst_b: "Takes the order", tst_c: "Says goodbye" };
let verdicts: Record<string, "passed" | "failed"> = {};
let started: { body: Record<string, unknown>; key: string | null }[] = [];
let eventConnections = 0;
let current: ReturnType<typeof invocationOf> | undefined;

const json = (body: unknown, status = 200) => Response.json(body, { status });
const page = (items: unknown[]) => json({ items, next_cursor: null, has_more: false });
const error = (status: number, code: string) => json({ error: { code, message: `${code}.` } }, status);

function runsOf(invocation: NonNullable<typeof current>): RunSummary[] {
  return invocation.test_ids.flatMap((id, item) =>
    Array.from({ length: invocation.repeat_count }, (_, k) => runOf(item, k, verdicts[id] ?? "passed")),
  );
}

function events(invocation: NonNullable<typeof current>): Response {
  eventConnections++;
  const runs = runsOf(invocation);
  const frames =
    eventConnections === 1
      ? [`event: run\ndata: ${JSON.stringify(runs[0])}\n\n`]
      : [
          ...runs.map((run) => `event: run\ndata: ${JSON.stringify(run)}\n\n`),
          `event: invocation\ndata: ${JSON.stringify(finishedInvocation(invocation, runs))}\n\n`,
        ];
  const body = new ReadableStream({
    start(controller) {
      for (const frame of frames) controller.enqueue(new TextEncoder().encode(frame));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

const server = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  async fetch(request) {
    const url = new URL(request.url);
    if (request.headers.get("authorization") !== "Bearer cxk_good") return error(401, "unauthenticated");
    const path = url.pathname.replace("/api/v1/workspaces/ws_1", "");
    if (!url.pathname.startsWith("/api/v1/workspaces/ws_1")) return error(404, "not_found");
    const route = `${request.method} ${path}`;
    switch (route) {
      case "GET /agents":
        return page([{ id: "agt_1", name: "Support bot", main_branch_id: "br_main" }]);
      case "GET /agents/agt_1":
        return json({ id: "agt_1", name: "Support bot", main_branch_id: "br_main" });
      case "GET /agents/agt_1/branches":
        return page([
          { id: "br_main", name: "main", tip_version_id: "ver_1" },
          { id: "br_x", name: "experiment", tip_version_id: "ver_x" },
        ]);
      case "GET /agents/agt_1/versions/ver_1":
        return json({
          id: "ver_1",
          config: { platform_settings: { testing: { attached_tests: [{ test_id: "tst_c" }] } } },
        });
      case "GET /agents/agt_1/versions/ver_x":
        return json({ id: "ver_x", config: {} });
      case "GET /agent-tests": {
        const folder = url.searchParams.get("parent_folder_id");
        if (folder === "tfd_1")
          return page([
            { id: "tfd_2", name: "Orders", entity_type: "folder", parent_folder_id: "tfd_1" },
            { id: "tst_a", name: "Greets", entity_type: "test", type: "next_reply", parent_folder_id: "tfd_1" },
          ]);
        if (folder === "tfd_2")
          return page([
            {
              id: "tst_b",
              name: "Takes the order",
              entity_type: "test",
              type: "simulation",
              parent_folder_id: "tfd_2",
            },
          ]);
        return page(
          Object.entries(TESTS).map(([id, name]) => ({
            id,
            name,
            entity_type: "test",
            type: "simulation",
            parent_folder_id: null,
          })),
        );
      }
      case "POST /agents/agt_1/test-invocations": {
        const body = (await request.json()) as { test_ids: string[]; repeat_count: number };
        started.push({ body, key: request.headers.get("idempotency-key") });
        const invocation = invocationOf(
          body.test_ids.map((id) => ({ id, name: TESTS[id] ?? id })),
          body.repeat_count,
        );
        current = invocation;
        return json(invocation, 201);
      }
      case "GET /test-invocations/inv_1/events":
        return current ? events(current) : error(404, "not_found");
      default:
        return error(404, "not_found");
    }
  },
});
afterAll(() => server.stop(true));

beforeEach(() => {
  verdicts = {};
  started = [];
  eventConnections = 0;
  current = undefined;
});

async function cx(argv: string[], env: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, {
    env: { CX_BASE_URL: `http://127.0.0.1:${server.port}`, CX_API_KEY: "cxk_good", CX_WORKSPACE: "ws_1", ...env },
    stdout: { write: (text) => void out.push(text), isTTY: false },
    stderr: { write: (text) => void err.push(text), isTTY: false },
    retries: 0,
  });
  return { code, stdout: out.join(""), stderr: err.join("") };
}

describe("cx test run", () => {
  it("exits 0 when every run passed, with one line per finished run, a summary and the JUnit file", async () => {
    const junit = join(mkdtempSync(join(tmpdir(), "cx-cli-")), "report.xml");
    const result = await cx([
      "test",
      "run",
      "--agent",
      "agt_1",
      "--branch",
      "br_main",
      "--tests",
      "tst_a,tst_b",
      "--repeat",
      "2",
      "--real-tools",
      "--junit",
      junit,
    ]);
    expect(result.stderr).not.toContain("cx:");
    expect(result.code).toBe(0);
    expect(started).toHaveLength(1);
    expect(started[0]!.body).toEqual({
      test_ids: ["tst_a", "tst_b"],
      branch_id: "br_main",
      repeat_count: 2,
      allow_real_tools: true,
    });
    expect(started[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
    // The stream dropped once: the second connection repeats the first run, which is shown once.
    expect(eventConnections).toBe(2);
    const lines = result.stderr.split("\n").filter((line) => line.startsWith("passed"));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^passed\s+Greets \(1\/2\)\s+\$0\.0015\s+1200\/300 tokens$/);
    expect(result.stdout).toMatch(/Greets\s+2\/2\s+yes/);
    expect(result.stdout).toMatch(/Takes the order\s+2\/2\s+yes/);
    const xml = readFileSync(junit, "utf8");
    expect(xml.match(/<testcase /g)).toHaveLength(4);
    expect(xml).not.toContain("<failure");
  });

  it("exits 1 when a run failed, and answers JSON with --json", async () => {
    verdicts = { tst_b: "failed" };
    const result = await cx(["test", "run", "--agent", "agt_1", "--tests", "tst_a,tst_b", "--json"]);
    expect(result.code).toBe(1);
    const report = JSON.parse(result.stdout);
    expect(report.passed).toBe(false);
    expect(report.tests.map((t: { test_id: string; pass_all: boolean }) => [t.test_id, t.pass_all])).toEqual([
      ["tst_a", true],
      ["tst_b", false],
    ]);
    expect(result.stderr).toMatch(/^failed\s+Takes the order/m);
  });

  it("runs the tests attached to the branch tip by default, and a folder's tests below it with --folder", async () => {
    expect((await cx(["test", "run", "--agent", "agt_1"])).code).toBe(0);
    expect(started[0]!.body.test_ids).toEqual(["tst_c"]);
    expect((await cx(["test", "run", "--agent", "agt_1", "--attached", "--branch", "br_x"])).code).toBe(2);
    expect((await cx(["test", "run", "--agent", "agt_1", "--folder", "tfd_1"])).code).toBe(0);
    expect(started[1]!.body.test_ids).toEqual(["tst_a", "tst_b"]);
  });

  it("exits 2 on usage, authentication, unknown resources and connection errors, saying why", async () => {
    const usage = await cx(["test", "run", "--agent", "agt_1", "--repeat", "0"]);
    expect(usage).toMatchObject({ code: 2, stdout: "" });
    expect(usage.stderr).toContain("--repeat");
    const refused = await cx(["test", "run", "--agent", "agt_1", "--tests", "tst_a"], { CX_API_KEY: "cxk_bad" });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain("the API key was refused (unauthenticated");
    const missing = await cx(["test", "run", "--agent", "agt_nope"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("404 not_found");
    const closed = await cx(["agents", "list"], { CX_BASE_URL: "http://127.0.0.1:9" });
    expect(closed.code).toBe(2);
    expect(closed.stderr).toContain("cannot reach http://127.0.0.1:9");
    const unset = await cx(["agents", "list"], { CX_WORKSPACE: "" });
    expect(unset.code).toBe(2);
    expect(unset.stderr).toContain("--workspace or CX_WORKSPACE");
    expect(started).toHaveLength(0);
  });
});

describe("cx agents list and cx test list", () => {
  it("lists ids and names, or JSON", async () => {
    const agents = await cx(["agents", "list"]);
    expect(agents).toMatchObject({ code: 0, stdout: "agt_1  Support bot\n" });
    const tests = await cx(["test", "list", "--json"]);
    expect(tests.code).toBe(0);
    expect(JSON.parse(tests.stdout).map((t: { id: string }) => t.id)).toEqual(["tst_a", "tst_b", "tst_c"]);
    const folder = await cx(["test", "list", "--folder", "tfd_1"]);
    expect(folder.stdout).toBe("tfd_2  folder      Orders\ntst_a  next_reply  Greets\n");
  });
});
