import { afterAll, beforeEach, describe, expect, it } from "bun:test";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCli } from "./cli.ts";
import type { Comparison, RunSummary } from "./shapes.ts";
import { comparisonOf, finishedInvocation, historyOf, invocationOf, runOf } from "./test-fixtures.ts";

/**
 * A stand-in for the platform, answering the few operations the command line calls as part 2 and
 * 3 of the API describe them; the live updates drop once after the first event, as a proxy might.
 */
const TESTS: Record<string, string> = { tst_a: "Greets", tst_b: "Takes the order", tst_c: "Says goodbye" };
let verdicts: Record<string, "passed" | "failed"> = {};
let started: { body: Record<string, unknown>; key: string | null }[] = [];
let eventConnections = 0;
let current: ReturnType<typeof invocationOf> | undefined;
/** What `compare` answers for inv_1: `previous` finds nothing while `noPrevious` is set. */
let comparison: Comparison = comparisonOf({});
let noPrevious = false;
let compared: string[] = [];
let historyQueries: string[] = [];
let deployments: { body: unknown; force: boolean }[] = [];

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
        const body = (await request.json()) as {
          test_ids?: string[];
          attached?: true;
          branch_id?: string;
          repeat_count: number;
        };
        started.push({ body, key: request.headers.get("idempotency-key") });
        // The platform gathers the attached tests of the branch's tip itself.
        const attached = body.branch_id === "br_x" ? [] : ["tst_c"];
        if (body.attached && attached.length === 0) return error(422, "validation_failed");
        const testIds = body.attached ? attached : (body.test_ids ?? []);
        const invocation = invocationOf(
          testIds.map((id) => ({ id, name: TESTS[id] ?? id })),
          body.repeat_count,
        );
        current = invocation;
        return json(invocation, 201);
      }
      case "GET /test-invocations/inv_1/events":
        return current ? events(current) : error(404, "not_found");
      case "GET /test-invocations/inv_0":
        return json(invocationOf([{ id: "tst_a", name: "Greets" }], 1, { id: "inv_0", status: "completed" }));
      case "GET /test-invocations/inv_1/compare": {
        const baseline = url.searchParams.get("baseline") ?? "";
        compared.push(baseline);
        if (baseline === "previous" && noPrevious) return error(404, "not_found");
        if (baseline !== "previous" && baseline !== "inv_0") return error(404, "not_found");
        return json(comparison);
      }
      case "PUT /agents/agt_1/deployments": {
        const body = (await request.json()) as { branches: { branch_id: string; percentage: string }[] };
        const force = url.searchParams.get("force") === "true";
        deployments.push({ body, force });
        const raisesExperiment = body.branches.some((b) => b.branch_id === "br_x" && Number(b.percentage) > 0);
        if (raisesExperiment && !force) {
          return json(
            {
              error: {
                code: "deployment_tests_required",
                message: "A branch whose share rises has not passed its attached tests.",
                details: {
                  branches: [
                    {
                      branch_id: "br_x",
                      version_id: "ver_x",
                      reason: "tests_failing",
                      invocation_id: "inv_9",
                      failing_tests: [{ test_id: "tst_a", pass_rate: 0.5 }],
                    },
                  ],
                },
              },
            },
            409,
          );
        }
        return json({
          changed: true,
          deployment_id: "dep_2",
          distribution: body.branches.map((b) => ({
            branch_id: b.branch_id,
            percentage: Number(b.percentage).toFixed(2),
            basis_points: Number(b.percentage) * 100,
          })),
        });
      }
      case "GET /agents/agt_1/deployments/history":
        historyQueries.push(url.search);
        return page([
          {
            deployment_id: "dep_2",
            distribution: [
              { branch_id: "br_main", percentage: "80.00", basis_points: 8000 },
              { branch_id: "br_x", percentage: "20.00", basis_points: 2000 },
            ],
            created_at: "2026-11-22T10:05:00.000Z",
            created_by: { type: "user", id: "usr_owner" },
            reason: "manual",
            forced: true,
            evidence: [],
            rollback: null,
          },
          {
            deployment_id: "dep_1",
            distribution: [{ branch_id: "br_main", percentage: "100.00", basis_points: 10000 }],
            created_at: "2026-11-22T10:00:00.000Z",
            created_by: { type: "user", id: "usr_1" },
            reason: "created",
            forced: false,
            evidence: [],
            rollback: null,
          },
        ]);
      case "GET /agent-tests/tst_a/history":
        historyQueries.push(url.search);
        return json(historyOf("tst_a"));
      default:
        return error(404, "not_found");
    }
  },
});
afterAll(() => server.stop(true));

beforeEach(() => {
  deployments = [];
  verdicts = {};
  started = [];
  eventConnections = 0;
  current = undefined;
  comparison = comparisonOf({});
  noPrevious = false;
  compared = [];
  historyQueries = [];
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
    // The platform gathers the attached tests (folders expanded); the command sends attached: true.
    expect(started[0]!.body).toMatchObject({ attached: true });
    expect(started[0]!.body.test_ids).toBeUndefined();
    expect((await cx(["test", "run", "--agent", "agt_1", "--attached", "--branch", "br_x"])).code).toBe(2);
    expect((await cx(["test", "run", "--agent", "agt_1", "--folder", "tfd_1"])).code).toBe(0);
    expect(started[2]!.body.test_ids).toEqual(["tst_a", "tst_b"]);
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

describe("cx test run --baseline and --fail-on", () => {
  it("prints the comparison after the summary, regressions first, and fails on a failure by default", async () => {
    verdicts = { tst_b: "failed" };
    comparison = comparisonOf({ tst_b: "regressed", tst_a: "still_passing" });
    const result = await cx(["test", "run", "--agent", "agt_1", "--tests", "tst_a,tst_b", "--baseline", "inv_0"]);
    expect(result.code).toBe(1);
    expect(compared).toEqual(["inv_0"]);
    const summaryAt = result.stdout.indexOf("runs passed;");
    const comparisonAt = result.stdout.indexOf("Compared with baseline inv_0");
    expect(summaryAt).toBeGreaterThan(-1);
    expect(comparisonAt).toBeGreaterThan(summaryAt);
    const rows = result.stdout.slice(comparisonAt).split("\n");
    expect(rows[1]).toMatch(/^Test\s+Change\s+Baseline\s+Now\s+Pass rate Δ$/);
    expect(rows[2]).toMatch(/^Takes the order\s+regressed\s+1\/1\s+0\/1\s+-100%$/);
    expect(rows[3]).toMatch(/^Greets\s+still_passing\s+1\/1\s+1\/1\s+0%$/);
    expect(result.stdout).toContain('Takes the order: now "Your order is late.", was "Which order?"');
    expect(result.stdout).toContain("1 regressed, 1 still passing");
  });

  it("with --fail-on regression exits 1 only when a test regressed", async () => {
    verdicts = { tst_b: "failed" };
    comparison = comparisonOf({ tst_b: "still_failing", tst_a: "still_passing" });
    const args = ["test", "run", "--agent", "agt_1", "--tests", "tst_a,tst_b", "--baseline", "previous"];
    const stillFailing = await cx([...args, "--fail-on", "regression"]);
    expect(stillFailing.code).toBe(0);
    expect(stillFailing.stdout).toMatch(/Takes the order\s+still_failing/);
    comparison = comparisonOf({ tst_b: "regressed", tst_a: "still_passing" });
    expect((await cx([...args, "--fail-on", "regression"])).code).toBe(1);
    comparison = comparisonOf({ tst_b: "still_failing", tst_a: "still_passing" });
    expect((await cx([...args, "--fail-on", "failure"])).code).toBe(1);
    expect(compared).toEqual(["previous", "previous", "previous"]);
  });

  it("answers the comparison in the JSON, and none when no earlier invocation exists", async () => {
    comparison = comparisonOf({ tst_a: "fixed" });
    const args = ["test", "run", "--agent", "agt_1", "--tests", "tst_a", "--baseline"];
    const withBaseline = await cx([...args, "inv_0", "--json"]);
    expect(withBaseline.code).toBe(0);
    expect(JSON.parse(withBaseline.stdout).comparison).toEqual(comparison);
    noPrevious = true;
    const first = await cx([...args, "previous", "--fail-on", "regression"]);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain("No earlier finished invocation of this agent and branch to compare with.");
    expect(first.stdout).not.toContain("Compared with baseline");
  });

  it("refuses a baseline that does not exist before starting any run", async () => {
    const result = await cx(["test", "run", "--agent", "agt_1", "--tests", "tst_a", "--baseline", "inv_nope"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("invocation inv_nope: 404 not_found");
    expect(started).toHaveLength(0);
  });
});

describe("cx test compare and cx test history", () => {
  it("prints a comparison as a table, or the API's JSON", async () => {
    comparison = comparisonOf({ tst_b: "regressed", tst_c: "added", tst_a: "still_passing" });
    const table = await cx(["test", "compare", "inv_1", "previous"]);
    expect(table.code).toBe(0);
    const lines = table.stdout.split("\n");
    expect(lines[0]).toBe("Compared with baseline inv_0 (version ver_0, 2026-11-21T10:00:00.000Z):");
    expect(lines.slice(2, 5).map((line) => line.split(/\s{2,}/)[1])).toEqual(["regressed", "added", "still_passing"]);
    expect(lines[3]).toMatch(/^Says goodbye\s+added\s+-\s+1\/1\s+-$/);
    expect(table.stdout).toContain("cost $0.0030 (+$0.0010 on the baseline)");
    const json = await cx(["test", "compare", "inv_1", "inv_0", "--json"]);
    expect(JSON.parse(json.stdout)).toEqual(comparison);
    expect(compared).toEqual(["previous", "inv_0"]);
    expect((await cx(["test", "compare", "inv_1", "inv_9"])).code).toBe(2);
  });

  it("prints a test's history as a table, or the API's JSON, passing the filters on", async () => {
    const table = await cx(["test", "history", "tst_a", "--agent", "agt_1", "--branch", "br_main", "--limit", "5"]);
    expect(table.code).toBe(0);
    const lines = table.stdout.split("\n");
    expect(lines[0]).toMatch(/^Invocation\s+Created\s+Branch\s+Version\s+Passed\s+Pass rate\s+pass\^k\s+Flaky$/);
    expect(lines[1]).toMatch(/^inv_2\s+2026-11-22 10:00:00Z\s+br_main\s+ver_2\s+1\/2\s+50%\s+no\s+yes$/);
    expect(lines[2]).toMatch(/^inv_1\s+2026-11-21 10:00:00Z\s+br_main\s+ver_1\s+2\/2\s+100%\s+yes\s+no$/);
    expect(table.stdout).toContain(
      "Test tst_a: 75% of terminal runs passed over 2 invocation(s) · flaky: yes · last passed 2026-11-22 10:00:00Z",
    );
    expect(historyQueries[0]).toBe("?agent_id=agt_1&branch_id=br_main&limit=5");
    const json = await cx(["test", "history", "tst_a", "--json"]);
    expect(JSON.parse(json.stdout)).toEqual(historyOf("tst_a"));
    expect(historyQueries[1]).toBe("");
  });

  it("deploys a split by branch name, and prints the gate's reasons with exit 1 when it refuses", async () => {
    const ok = await cx(["deploy", "--agent", "agt_1", "--split", "main=100"]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toContain("Deployed dep_2: main 100.00%");
    const refused = await cx(["deploy", "--agent", "agt_1", "--split", "main=80,experiment=20"]);
    expect(refused.code).toBe(1);
    expect(deployments[1]).toEqual({
      body: {
        branches: [
          { branch_id: "br_main", percentage: "80" },
          { branch_id: "br_x", percentage: "20" },
        ],
      },
      force: false,
    });
    expect(refused.stderr).toContain("The deployment gate refused 1 branch(es)");
    expect(refused.stderr).toContain(
      "experiment (br_x, version ver_x): tests fell short in invocation inv_9: tst_a passed 50%",
    );
    expect(refused.stderr).toContain("--force");
    const forced = await cx(["deploy", "--agent", "agt_1", "--split", "main=80,br_x=20", "--force"]);
    expect(forced.code).toBe(0);
    expect(deployments[2]?.force).toBe(true);
  });

  it("refuses a malformed split before calling the platform, with exit 2", async () => {
    for (const split of ["main", "main=80,main=20", "main=abc", "main=80.123", "nobody=100"]) {
      const res = await cx(["deploy", "--agent", "agt_1", "--split", split]);
      expect(res.code).toBe(2);
    }
    expect((await cx(["deploy", "--split", "main=100"])).code).toBe(2);
    expect(deployments).toHaveLength(0);
  });

  it("lists the deployment history newest first, forced ones marked", async () => {
    const res = await cx(["deployments", "history", "--agent", "agt_1"]);
    expect(res.code).toBe(0);
    const lines = res.stdout.trim().split("\n");
    expect(lines[0]).toMatch(/^WHEN\s+DEPLOYMENT\s+REASON/);
    expect(lines[1]).toMatch(/dep_2\s+manual \(forced\)\s+usr_owner\s+main 80.00%, experiment 20.00%/);
    expect(lines[2]).toMatch(/dep_1\s+created\s+usr_1\s+main 100.00%/);
    const asJson = await cx(["deployments", "history", "--agent", "agt_1", "--limit", "1", "--json"]);
    expect(JSON.parse(asJson.stdout).map((e: { deployment_id: string }) => e.deployment_id)).toEqual(["dep_2"]);
    expect(historyQueries.at(-1)).toContain("page_size=1");
  });
});
