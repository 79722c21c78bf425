import { beforeAll, describe, expect, it } from "bun:test";
import { Invocation, TestRunListPage } from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import { expectAnswer } from "../testing/expect-answer.ts";
import { bodies, type Client, startTestingService, type TestingService } from "../testing/testing-service.ts";

let service: TestingService;
let alice: Client;
let mallory: Client;
let testIds: string[];

beforeAll(async () => {
  service = await startTestingService();
  alice = service.as("usr_alice", "ws_one");
  mallory = service.as("usr_mallory", "ws_two");
  testIds = [];
  for (const body of [bodies.nextReply(), bodies.toolInvocation(), bodies.simulation()]) {
    const created = await alice.post("/agent-tests", body);
    expect(created.status).toBe(201);
    testIds.push(created.json.id);
  }
});

async function start(body: Record<string, unknown>, agentId = "agt_support", client = alice) {
  return client.post(`/agents/${agentId}/test-invocations`, body);
}

async function runsOf(invocationId: string, query = "", client = alice) {
  return client.get(`/test-invocations/${invocationId}/runs${query}`);
}

describe("starting an invocation", () => {
  it("creates one pending run per test per repeat, on the main branch's tip", async () => {
    const started = await start({ test_ids: testIds, repeat_count: 2 });
    expectAnswer(started, 201, Invocation);
    expect(started.json).toMatchObject({
      agent_id: "agt_support",
      branch_id: "br_main",
      version_id: "ver_agt_support_1",
      test_ids: testIds,
      repeat_count: 2,
      status: "running",
      counts: { pending: 6, running: 0, passed: 0, failed: 0, interrupted: 0 },
      cost_usd: 0,
      input_tokens: 0,
      output_tokens: 0,
      completed_at: null,
      allow_real_tools: false,
    });
    expect(started.json.id).toMatch(/^inv_[0-9a-z]{24}$/);
    expect(started.json.summary.map((s: { test_id: string }) => s.test_id)).toEqual(testIds);
    expect(started.json.summary[1]).toMatchObject({
      test_name: "Looks up the order",
      runs: 2,
      passed: 0,
      failed: 0,
      pass_rate: null,
      pass_all: null,
    });

    const listed = await runsOf(started.json.id);
    expectAnswer(listed, 200, TestRunListPage);
    expect(listed.json.items).toHaveLength(6);
    for (const run of listed.json.items) {
      expect(run).toMatchObject({
        status: "pending",
        allows_real_tools: false,
        started_at: null,
        completed_at: null,
        result: { evaluations: [], response: "", calls: [], passed: null },
      });
    }
    type Listed = { invocation_item_id: string; repeat_index: number };
    const byItem = Map.groupBy(listed.json.items as Listed[], (run) => run.invocation_item_id);
    expect([...byItem.keys()].sort()).toEqual(
      started.json.summary.map((s: { invocation_item_id: string }) => s.invocation_item_id).sort(),
    );
    for (const runs of byItem.values()) {
      expect(runs.map((run) => run.repeat_index).sort()).toEqual([0, 1]);
    }
    expect(await service.deps.invocations.find(asWorkspaceId("ws_one"), started.json.id)).not.toBeNull();

    const fetched = await alice.get(`/test-invocations/${started.json.id}`);
    expect(fetched.json).toEqual(started.json);
  });

  it("freezes each test's revision and the agent version at invocation time", async () => {
    service.branches.set("agt_frozen", [
      { branch_id: "br_main", version_id: "ver_a", config: { agent: { first_message: "A" } } },
      { branch_id: "br_exp", version_id: "ver_b", config: { agent: { first_message: "B" } } },
    ]);
    const started = await start({ test_ids: [testIds[0]], branch_id: "br_exp", allow_real_tools: true }, "agt_frozen");
    expect(started.json).toMatchObject({ branch_id: "br_exp", version_id: "ver_b", allow_real_tools: true });
    const test = await alice.get(`/agent-tests/${testIds[0]}`);

    service.branches.set("agt_frozen", [
      { branch_id: "br_main", version_id: "ver_a2", config: {} },
      { branch_id: "br_exp", version_id: "ver_b2", config: {} },
    ]);
    const replaced = await alice.put(`/agent-tests/${testIds[0]}`, bodies.nextReply({ name: "Renamed" }));
    expect(replaced.json.current_revision_id).not.toBe(test.json.current_revision_id);

    const again = await alice.get(`/test-invocations/${started.json.id}`);
    expect(again.json).toMatchObject({ version_id: "ver_b", summary: [{ test_name: "Greets back" }] });
    const [run] = (await runsOf(started.json.id)).json.items;
    const stored = await service.deps.runs.find(asWorkspaceId("ws_one"), run.id);
    expect(stored?.test_revision_id).toBe(test.json.current_revision_id);
    const invocation = await service.deps.invocations.find(asWorkspaceId("ws_one"), started.json.id);
    expect(JSON.parse(invocation!.agent_config_json)).toEqual({ agent: { first_message: "B" } });
    expect(run.allows_real_tools).toBe(true);
  });

  it("refuses bodies that break the rules with 422 naming the field", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ test_ids: [] }, "/test_ids"],
      [{ test_ids: Array.from({ length: 101 }, (_, i) => `tst_${i}`) }, "/test_ids"],
      [{ test_ids: [testIds[0]], repeat_count: 11 }, "/repeat_count"],
      [{ test_ids: [testIds[0]], repeat_count: 0 }, "/repeat_count"],
      [{ test_ids: [testIds[0]], allow_real_tools: "yes" }, "/allow_real_tools"],
      [{ test_ids: [testIds[0]], repeats: 2 }, "/repeats"],
      [{ test_ids: [testIds[0], testIds[0]] }, "/test_ids/1"],
    ];
    for (const [body, path] of cases) {
      const refused = await start(body);
      expect([JSON.stringify(body).slice(0, 40), refused.status, refused.json.error.code]).toEqual([
        JSON.stringify(body).slice(0, 40),
        422,
        "validation_failed",
      ]);
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });

  it("answers 404 for another workspace's test, agent, branch or invocation", async () => {
    const foreignTest = await mallory.post("/agent-tests", bodies.nextReply());
    expect((await start({ test_ids: [testIds[0], foreignTest.json.id] })).status).toBe(404);
    expect((await start({ test_ids: ["tst_missing"] })).status).toBe(404);
    service.foreignAgents.add("agt_theirs");
    const foreignAgent = await start({ test_ids: [testIds[0]] }, "agt_theirs");
    expect([foreignAgent.status, foreignAgent.json.error.code]).toEqual([404, "not_found"]);
    expect((await start({ test_ids: [testIds[0]], branch_id: "br_nowhere" })).status).toBe(404);

    const mine = await start({ test_ids: [testIds[0]] });
    for (const path of ["", "/runs", "/events"]) {
      expect((await mallory.get(`/test-invocations/${mine.json.id}${path}`)).status).toBe(404);
    }
    expect((await mallory.post(`/test-invocations/${mine.json.id}/cancel`, {})).status).toBe(404);
    expect((await alice.get("/test-invocations/inv_nothing")).status).toBe(404);
  });

  it("names the tests it did not find, another workspace's among them, and where they are in test_ids", async () => {
    const foreignTest = await mallory.post("/agent-tests", bodies.nextReply());
    const one = await start({ test_ids: [testIds[0], testIds[1], foreignTest.json.id] });
    expect([one.status, one.json.error]).toEqual([
      404,
      {
        code: "not_found",
        message: `The test ${foreignTest.json.id} was not found.`,
        details: {
          test_ids: [foreignTest.json.id],
          fields: [{ path: "/test_ids/2", message: "was not found" }],
        },
      },
    ]);
    const two = await start({ test_ids: ["tst_gone", testIds[0], "tst_away"] });
    expect([two.status, two.json.error.message, two.json.error.details]).toEqual([
      404,
      "2 of the tests were not found.",
      {
        test_ids: ["tst_gone", "tst_away"],
        fields: [
          { path: "/test_ids/0", message: "was not found" },
          { path: "/test_ids/2", message: "was not found" },
        ],
      },
    ]);
  });
});

describe("cancelling", () => {
  it("interrupts every pending run at once, then answers 409 invocation_finished", async () => {
    const started = await start({ test_ids: testIds.slice(0, 2), repeat_count: 3 });
    const cancelled = await alice.post(`/test-invocations/${started.json.id}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({
      status: "cancelled",
      counts: { pending: 0, running: 0, passed: 0, failed: 0, interrupted: 6 },
    });
    expect(cancelled.json.completed_at).not.toBeNull();
    expect(cancelled.json.summary[0]).toMatchObject({ runs: 3, passed: 0, failed: 0, pass_rate: 0, pass_all: false });
    const runs = (await runsOf(started.json.id)).json.items;
    expect(runs.map((r: { status: string }) => r.status)).toEqual(Array(6).fill("interrupted"));
    expect(runs[0].result).toEqual({ evaluations: [], response: "", calls: [], passed: null });

    const again = await alice.post(`/test-invocations/${started.json.id}/cancel`, {});
    expect([again.status, again.json.error.code]).toEqual([409, "invocation_finished"]);
  });
});

describe("listing runs (part 4.9)", () => {
  it("orders by updated_at then id, pages without gaps, and treats updated_after as strict", async () => {
    const started = await start({ test_ids: testIds, repeat_count: 3 });
    const all = (await runsOf(started.json.id)).json.items;
    const paged: string[] = [];
    let cursor: string | null = null;
    do {
      const page = await runsOf(started.json.id, `?page_size=4${cursor ? `&cursor=${cursor}` : ""}`);
      expect(page.json.items.length).toBeLessThanOrEqual(4);
      paged.push(...page.json.items.map((r: { id: string }) => r.id));
      cursor = page.json.next_cursor;
      expect(page.json.has_more).toBe(cursor !== null);
    } while (cursor);
    expect(paged).toEqual(all.map((r: { id: string }) => r.id));
    expect(paged).toEqual([...paged].sort());

    const createdAt = all[0].updated_at;
    expect((await runsOf(started.json.id, `?updated_after=${createdAt}`)).json.items).toEqual([]);
    await alice.post(`/test-invocations/${started.json.id}/cancel`, {});
    const later = (await runsOf(started.json.id, `?updated_after=${createdAt}`)).json.items;
    expect(later).toHaveLength(9);
    expect(later.every((r: { updated_at: string }) => r.updated_at > createdAt)).toBe(true);
  });

  it("refuses a bad page size, cursor or time with 422", async () => {
    const started = await start({ test_ids: [testIds[0]] });
    for (const [query, path] of [
      ["?page_size=0", "/page_size"],
      ["?page_size=101", "/page_size"],
      ["?page_size=ten", "/page_size"],
      ["?cursor=nonsense", "/cursor"],
      ["?updated_after=yesterday", "/updated_after"],
      ["?colour=blue", "/colour"],
    ] as const) {
      const refused = await runsOf(started.json.id, query);
      expect([query, refused.status]).toEqual([query, 422]);
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });
});
