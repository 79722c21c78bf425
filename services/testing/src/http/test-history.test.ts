import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Invocation, InvocationListPage, TestHistory, TestRunOfTestPage } from "@cx/contracts";
import type { RunExecutor } from "../app/run-execution.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { expectAnswer } from "../testing/expect-answer.ts";
import { finishInvocation, startInvocation } from "../testing/invocations.ts";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { serverSentEvents } from "../testing/sse.ts";
import { bodies, type Client, steppingClock } from "../testing/testing-service.ts";

/**
 * Test results over time (extensions part 10). Runs are executed by calling the worker with each
 * job, so a test decides which invocations finish and when; the outcome of a run follows its
 * test's name: `pass`, `fail`, or `flip` (repeat 0 passes, the others fail).
 */
let h: RunHarness;
let alice: Client;
let mallory: Client;
const tests: Record<"pass" | "fail" | "flip", string> = { pass: "", fail: "", flip: "" };

const executor: RunExecutor = {
  async execute({ run, test }) {
    const passed = test.name === "pass" || (test.name === "flip" && run.repeat_index === 0);
    return {
      status: passed ? "passed" : "failed",
      result: { evaluations: [], response: "done", calls: [], passed },
      cost_usd: 0,
      input_tokens: 1,
      output_tokens: 1,
    } satisfies RunOutcomeFields;
  },
};

beforeAll(async () => {
  // A clock that moves on each call: invocations started one after another never share a time.
  h = await startRunHarness({ executor, consume: false, clock: steppingClock() });
  alice = h.alice;
  mallory = h.service.as("usr_mallory", "ws_other");
  for (const name of ["pass", "fail", "flip"] as const) {
    tests[name] = (await alice.post("/agent-tests", bodies.nextReply({ name }))).json.id;
  }
});
afterAll(() => h.stop());

const start = (agentId: string, testIds: string[], extra: Record<string, unknown> = {}) =>
  startInvocation(alice, agentId, testIds, extra);

const finish = (invocationId: string) => finishInvocation(h, invocationId);

async function storedStatus(invocationId: string) {
  return (await h.deps.invocations.find(alice.workspaceId as never, invocationId))?.status;
}

describe("flaky in every summary", () => {
  it("marks a test whose runs disagree, counts it, and says so in the invocation's live event", async () => {
    const invocation = await start("agt_flaky", [tests.pass, tests.fail, tests.flip], { repeat_count: 3 });
    const pending = await alice.get(`/test-invocations/${invocation.id}`);
    expect(pending.json.summary.map((s: { flaky: unknown }) => s.flaky)).toEqual([null, null, null]);
    expect(pending.json.flaky_count).toBe(0);

    const stream = await alice.open(`/test-invocations/${invocation.id}/events`);
    await finish(invocation.id);
    let last: { event: string | undefined; data: string } | undefined;
    for await (const message of serverSentEvents(stream)) last = message;
    expect(last?.event).toBe("invocation");
    expect(JSON.parse(last?.data ?? "{}")).toMatchObject({ status: "completed", flaky_count: 1 });

    const done = await alice.get(`/test-invocations/${invocation.id}`);
    expectAnswer(done, 200, Invocation);
    expect(done.json.summary.map((s: { flaky: unknown }) => s.flaky)).toEqual([false, false, true]);
    expect(done.json.summary[2]).toMatchObject({ passed: 1, failed: 2, pass_all: false, flaky: true });
    expect(done.json.flaky_count).toBe(1);
  });

  it("counts interrupted runs for neither side: a cancelled test that never ran is null", async () => {
    const invocation = await start("agt_flaky", [tests.flip], { repeat_count: 2 });
    const cancelled = await alice.post(`/test-invocations/${invocation.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.json.summary[0]).toMatchObject({ failed: 0, passed: 0, flaky: null });
    expect(cancelled.json.flaky_count).toBe(0);
    expect(await storedStatus(invocation.id)).toBe("cancelled");
  });
});

describe("an agent's invocations", () => {
  it("lists newest first with summaries, pages without gaps while new invocations start", async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) made.push((await start("agt_pages", [tests.pass])).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await alice.get(
        `/agents/agt_pages/test-invocations?page_size=2${cursor ? `&cursor=${cursor}` : ""}`,
      );
      expectAnswer(page, 200, InvocationListPage);
      seen.push(...page.json.items.map((item: { id: string }) => item.id));
      for (const item of page.json.items) expect(item.summary[0]).toMatchObject({ test_id: tests.pass, flaky: null });
      cursor = page.json.next_cursor;
      // Started while the client pages: it sorts before the pages the client is on.
      if (pages++ === 0) await start("agt_pages", [tests.pass]);
    } while (cursor);
    expect(seen).toEqual([...made].reverse());

    const first = await alice.get("/agents/agt_pages/test-invocations");
    expect(first.json.items).toHaveLength(6);
    expect(first.json.items[0].id).not.toBe(made.at(-1));
    const times = first.json.items.map((item: { created_at: string }) => item.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it("narrows by branch and by status, settling each invocation as its last run ends", async () => {
    h.service.branches.set("agt_branches", [
      { branch_id: "br_main", version_id: "ver_main_1", config: {} as never },
      { branch_id: "br_exp", version_id: "ver_exp_1", config: {} as never },
    ]);
    const onMain = await start("agt_branches", [tests.pass]);
    const onExp = await start("agt_branches", [tests.pass], { branch_id: "br_exp" });
    const cancelled = await start("agt_branches", [tests.fail], { branch_id: "br_exp" });
    await alice.post(`/test-invocations/${cancelled.id}/cancel`, {});
    await finish(onExp.id);
    expect(await storedStatus(onExp.id)).toBe("completed");
    expect(await storedStatus(onMain.id)).toBe("running");

    const ids = async (query: string) => {
      const page = await alice.get(`/agents/agt_branches/test-invocations?${query}`);
      expectAnswer(page, 200, InvocationListPage);
      return page.json.items.map((item: { id: string }) => item.id);
    };
    expect(await ids("branch_id=br_exp")).toEqual([cancelled.id, onExp.id]);
    expect(await ids("branch_id=br_main")).toEqual([onMain.id]);
    expect(await ids("status=running")).toEqual([onMain.id]);
    expect(await ids("status=completed")).toEqual([onExp.id]);
    expect(await ids("status=cancelled")).toEqual([cancelled.id]);
    expect(await ids("status=completed&branch_id=br_main")).toEqual([]);
    await finish(onMain.id);
    expect(await ids("status=completed")).toEqual([onExp.id, onMain.id]);
  });

  it("answers a settled invocation from its stored totals exactly as its GET does from its runs", async () => {
    const done = await start("agt_totals", [tests.pass, tests.fail, tests.flip], { repeat_count: 2 });
    await finish(done.id);
    const cancelled = await start("agt_totals", [tests.flip], { repeat_count: 3 });
    await alice.post(`/test-invocations/${cancelled.id}/cancel`, {});
    const stored = await h.deps.invocations.find(alice.workspaceId as never, done.id);
    expect(stored?.totals?.counts).toEqual({ pending: 0, running: 0, passed: 3, failed: 3, interrupted: 0 });
    const listed = await alice.get("/agents/agt_totals/test-invocations");
    for (const item of listed.json.items) {
      expect(item).toEqual((await alice.get(`/test-invocations/${item.id}`)).json);
    }
    expect(listed.json.items.map((item: { status: string }) => item.status)).toEqual(["cancelled", "completed"]);
    expect(listed.json.items[1]).toMatchObject({ flaky_count: 1, cost_usd: 0, input_tokens: 6 });
  });

  it("settles on read an invocation whose settling was lost, and filters it by what it is", async () => {
    const invocation = await start("agt_lost", [tests.pass]);
    await finish(invocation.id);
    // As a process that died between the last run's end and the settling leaves it.
    await h.deps.invocations.collection.updateOne(
      { _id: invocation.id },
      { $set: { status: "running", totals: null } },
    );
    const running = await alice.get("/agents/agt_lost/test-invocations?status=running");
    expect(running.json.items).toEqual([]);
    expect(await storedStatus(invocation.id)).toBe("completed");
    const completed = await alice.get("/agents/agt_lost/test-invocations?status=completed");
    expect(completed.json.items.map((item: { id: string }) => item.id)).toEqual([invocation.id]);
  });

  it("answers an agent of the workspace without invocations with an empty page, another's with 404", async () => {
    const empty = await alice.get("/agents/agt_never_tested/test-invocations");
    expectAnswer(empty, 200, InvocationListPage);
    expect(empty.json).toEqual({ items: [], has_more: false, next_cursor: null });

    await start("agt_private", [tests.pass]);
    h.service.foreignAgents.add("agt_private");
    expect((await alice.get("/agents/agt_private/test-invocations")).json.items).toHaveLength(1);
    const foreign = await mallory.get("/agents/agt_private/test-invocations");
    expect(foreign.status).toBe(404);
    expect(foreign.json.error.code).toBe("not_found");
  });

  it("refuses an unknown status, a bad page size, cursor or branch id, and unknown parameters with 422", async () => {
    await start("agt_input", [tests.pass]);
    for (const [query, path] of [
      ["status=finished", "/status"],
      ["page_size=0", "/page_size"],
      ["page_size=101", "/page_size"],
      ["cursor=not-a-cursor", "/cursor"],
      [`cursor=${Buffer.from('["x"]').toString("base64url")}`, "/cursor"],
      ["branch_id=br%20main", "/branch_id"],
      ["agent_id=agt_input", "/agent_id"],
    ] as const) {
      const refused = await alice.get(`/agents/agt_input/test-invocations?${query}`);
      expect([query, refused.status]).toEqual([query, 422]);
      expect(refused.json.error.code).toBe("validation_failed");
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });
});

describe("a test's runs and history", () => {
  let runsTest: string;
  const made: { id: string; branch: string; version: string }[] = [];

  beforeAll(async () => {
    runsTest = (await alice.post("/agent-tests", bodies.nextReply({ name: "flip" }))).json.id;
    h.service.branches.set("agt_hist", [
      { branch_id: "br_main", version_id: "ver_hist_1", config: {} as never },
      { branch_id: "br_exp", version_id: "ver_hist_exp", config: {} as never },
    ]);
    // `flip` passes its first repeat only: 1 of 1 on main, 1 of 2 on br_exp, and main again, left running.
    for (const [branch, repeat] of [
      ["br_main", 1],
      ["br_exp", 2],
      ["br_main", 3],
    ] as const) {
      const started = await start("agt_hist", [runsTest, tests.pass], {
        repeat_count: repeat,
        ...(branch === "br_exp" ? { branch_id: branch } : {}),
      });
      made.push({ id: started.id, branch, version: branch === "br_main" ? "ver_hist_1" : "ver_hist_exp" });
    }
    await finish(made[0]!.id);
    await finish(made[1]!.id);
    // The newest stays running.
  });

  it("lists the test's runs newest first, with where each ran, filtered and paged", async () => {
    const all = await alice.get(`/agent-tests/${runsTest}/runs?page_size=100`);
    expectAnswer(all, 200, TestRunOfTestPage);
    expect(all.json.items).toHaveLength(6);
    expect(all.json.items.map((run: { invocation_id: string }) => run.invocation_id)).toEqual([
      made[2]!.id,
      made[2]!.id,
      made[2]!.id,
      made[1]!.id,
      made[1]!.id,
      made[0]!.id,
    ]);
    expect(all.json.items[5]).toMatchObject({
      agent_id: "agt_hist",
      branch_id: "br_main",
      version_id: "ver_hist_1",
      status: "passed",
      repeat_index: 0,
      created_at: expect.any(String),
    });
    expect(all.json.items[5].test_revision_id).toMatch(/^trv_/);

    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await alice.get(`/agent-tests/${runsTest}/runs?page_size=4${cursor ? `&cursor=${cursor}` : ""}`);
      paged.push(...page.json.items.map((run: { id: string }) => run.id));
      cursor = page.json.next_cursor;
    } while (cursor);
    expect(paged).toEqual(all.json.items.map((run: { id: string }) => run.id));

    const count = async (query: string) =>
      (await alice.get(`/agent-tests/${runsTest}/runs?${query}`)).json.items.length;
    expect(await count("branch_id=br_exp")).toBe(2);
    expect(await count("version_id=ver_hist_1")).toBe(4);
    expect(await count("agent_id=agt_hist&branch_id=br_main")).toBe(4);
    expect(await count("agent_id=agt_other")).toBe(0);
  });

  it("counts the newest invocations that ran the test from its terminal runs", async () => {
    const history = await alice.get(`/agent-tests/${runsTest}/history`);
    expectAnswer(history, 200, TestHistory);
    const [running, exp, main] = history.json.invocations;
    expect(history.json.invocations.map((e: { invocation_id: string }) => e.invocation_id)).toEqual(
      [...made].reverse().map((m) => m.id),
    );
    expect(running).toMatchObject({ runs: 0, passed: 0, failed: 0, pass_rate: null, pass_all: null, flaky: null });
    expect(exp).toMatchObject({ branch_id: "br_exp", runs: 2, passed: 1, failed: 1, pass_rate: 0.5, pass_all: false });
    expect(exp.flaky).toBe(true);
    expect(main).toMatchObject({
      version_id: "ver_hist_1",
      runs: 1,
      passed: 1,
      failed: 0,
      pass_all: true,
      flaky: false,
    });
    expect(history.json).toMatchObject({ test_id: runsTest, pass_rate: 2 / 3, flaky: true });
    expect(history.json.last_passed_at).toEqual(expect.any(String));
    expect(history.json.last_failed_at).toEqual(expect.any(String));

    const newest = await alice.get(`/agent-tests/${runsTest}/history?limit=1&branch_id=br_main`);
    expect(newest.json.invocations.map((e: { invocation_id: string }) => e.invocation_id)).toEqual([made[2]!.id]);
    expect(newest.json).toMatchObject({ pass_rate: null, flaky: false, last_passed_at: null, last_failed_at: null });
  });

  it("reads a settled invocation's result and counts one whose settling was lost from its runs, alike", async () => {
    const settled = await alice.get(`/agent-tests/${runsTest}/history`);
    const results = h.service.database.collection("test_results");
    expect(await results.findOne({ invocation_id: made[1]!.id, test_id: runsTest })).toMatchObject({
      final: { passed: 1, failed: 1, interrupted: 0 },
    });
    // As a process that died between the last run's end and the settling leaves it.
    await results.updateMany({ test_id: runsTest }, { $set: { final: null } });
    const counted = await alice.get(`/agent-tests/${runsTest}/history`);
    expect(counted.json).toEqual(settled.json);
  });

  it("is flaky when two invocations of one version disagree, each agreeing with itself", async () => {
    const once = (await alice.post("/agent-tests", bodies.nextReply({ name: "pass" }))).json.id;
    const first = await start("agt_versions", [once]);
    await finish(first.id);
    // The same test, changed to fail, on the same agent version.
    const replaced = await alice.put(`/agent-tests/${once}`, bodies.nextReply({ name: "fail" }));
    expect(replaced.status).toBe(200);
    const second = await start("agt_versions", [once]);
    await finish(second.id);
    const history = await alice.get(`/agent-tests/${once}/history`);
    expect(history.json.invocations.map((e: { flaky: boolean }) => e.flaky)).toEqual([false, false]);
    expect(history.json.flaky).toBe(true);
    const other = await alice.get(`/agent-tests/${once}/history?agent_id=agt_nobody`);
    expect(other.json).toMatchObject({ invocations: [], pass_rate: null, flaky: false });
  });

  it("answers another workspace's test with 404 and refuses bad filters and limits with 422", async () => {
    for (const path of [`/agent-tests/${runsTest}/runs`, `/agent-tests/${runsTest}/history`]) {
      const foreign = await mallory.get(path);
      expect(foreign.status).toBe(404);
      expect(foreign.json.error.code).toBe("not_found");
    }
    for (const [path, field] of [
      [`/agent-tests/${runsTest}/history?limit=0`, "/limit"],
      [`/agent-tests/${runsTest}/history?limit=101`, "/limit"],
      [`/agent-tests/${runsTest}/history?limit=ten`, "/limit"],
      [`/agent-tests/${runsTest}/history?cursor=x`, "/cursor"],
      [`/agent-tests/${runsTest}/history?version_id=ver_hist_1`, "/version_id"],
      [`/agent-tests/${runsTest}/runs?version_id=ver%2Fhist`, "/version_id"],
      [`/agent-tests/${runsTest}/runs?agent_id=${"a".repeat(65)}`, "/agent_id"],
      [`/agent-tests/${runsTest}/runs?cursor=bm90IGEgY3Vyc29y`, "/cursor"],
      [`/agent-tests/${runsTest}/runs?page_size=1000`, "/page_size"],
    ] as const) {
      const refused = await alice.get(path);
      expect([path, refused.status]).toEqual([path, 422]);
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
    }
  });
});
