import { afterEach, describe, expect, it } from "bun:test";
import { type DeploymentEvidenceReply, TestingRequestTopics } from "@cx/contracts";
import type { TestResultDocument } from "../store/result-documents.ts";
import type { InvocationDocument } from "../store/run-documents.ts";
import { bodies, startTestingService, type TestingService } from "../testing/testing-service.ts";

const WS = "ws_gate";
let service: TestingService | null = null;
afterEach(async () => {
  await service?.stop();
  await service?.bus.close();
  service = null;
});

let seq = 0;
/** A settled invocation of `version`, each test's runs tallied as given, stored as settling leaves it. */
async function settledInvocation(
  s: TestingService,
  version: string,
  status: "completed" | "cancelled",
  repeat: number,
  tallies: Record<string, { passed: number; failed: number }>,
): Promise<string> {
  seq++;
  const id = `inv_${seq}`;
  const createdAt = new Date(Date.UTC(2026, 0, 1, 0, seq)).toISOString();
  const items = Object.keys(tallies).map((testId) => ({
    invocation_item_id: `itm_${seq}_${testId}`,
    test_id: testId,
    test_name: testId,
    test_type: "simulation" as const,
    test_revision_id: "rev",
  }));
  const invocation = {
    _id: id,
    workspace_id: WS,
    agent_id: "agt_1",
    branch_id: "br_1",
    version_id: version,
    agent_config_json: "{}",
    test_ids: Object.keys(tallies),
    items,
    repeat_count: repeat,
    allow_real_tools: false,
    created_by: "usr_1",
    created_at: createdAt,
    cancelled_at: null,
    status,
    totals: null,
    clock_ms: 0,
    in_flight: {},
  } as InvocationDocument;
  const results: TestResultDocument[] = items.map((item) => {
    const tally = tallies[item.test_id] ?? { passed: 0, failed: 0 };
    return {
      _id: item.invocation_item_id,
      workspace_id: WS,
      test_id: item.test_id,
      invocation_id: id,
      agent_id: "agt_1",
      branch_id: "br_1",
      version_id: version,
      created_at: createdAt,
      runs: repeat,
      final: { ...tally, interrupted: 0, last_passed_at: null, last_failed_at: null },
    };
  });
  await s.database.collection<TestResultDocument>("test_results").insertMany(results);
  await s.database.collection<InvocationDocument>("test_invocations").insertOne(invocation);
  return id;
}

async function ask(s: TestingService, attached: string[], minRepeats = 2, minPassRate = 0.9) {
  const reply = await s.bus.request<DeploymentEvidenceReply>(
    TestingRequestTopics.DEPLOYMENT_EVIDENCE,
    {
      workspace_id: WS,
      agent_id: "agt_1",
      min_repeats: minRepeats,
      min_pass_rate: minPassRate,
      branches: [{ branch_id: "br_1", version_id: "ver_1", attached_tests: attached }],
    },
    { timeoutMs: 5000 },
  );
  return reply.branches[0];
}

/** A folder holding `tst` directly and `deep` in a subfolder, plus a test outside it. */
async function library() {
  service = await startTestingService();
  const alice = service.as("usr_1", WS, "admin");
  const folder = (await alice.post("/agent-test-folders", { name: "Refunds" })).json.id as string;
  const sub = (await alice.post("/agent-test-folders", { name: "Deep", parent_folder_id: folder })).json.id as string;
  const direct = (await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: folder }))).json.id as string;
  const deep = (await alice.post("/agent-tests", bodies.simulation({ name: "Deep one", parent_folder_id: sub }))).json
    .id as string;
  const outside = (await alice.post("/agent-tests", bodies.simulation({ name: "Outside" }))).json.id as string;
  return { s: service, folder, direct, deep, outside };
}

describe("deployment evidence (the gate's question over the bus)", () => {
  it("passes on the newest completed invocation covering every test of an attached folder, subfolders too", async () => {
    const { s, folder, direct, deep } = await library();
    await settledInvocation(s, "ver_1", "completed", 3, { [direct]: { passed: 3, failed: 0 } });
    const good = await settledInvocation(s, "ver_1", "completed", 3, {
      [direct]: { passed: 3, failed: 0 },
      [deep]: { passed: 3, failed: 0 },
    });
    expect(await ask(s, [folder])).toEqual({
      branch_id: "br_1",
      version_id: "ver_1",
      outcome: "passed",
      invocation_id: good,
      failing_tests: [],
    });
  });

  it("is not_tested when no completed invocation of the version covers every test enough times", async () => {
    const { s, folder, direct, deep } = await library();
    const both = { [direct]: { passed: 1, failed: 0 }, [deep]: { passed: 1, failed: 0 } };
    await settledInvocation(s, "ver_1", "completed", 1, both); // too few repeats
    await settledInvocation(s, "ver_1", "cancelled", 3, { ...both }); // not completed
    await settledInvocation(s, "ver_other", "completed", 3, { ...both }); // another version
    await settledInvocation(s, "ver_1", "completed", 3, { [direct]: { passed: 3, failed: 0 } }); // misses deep
    expect(await ask(s, [folder])).toMatchObject({ outcome: "not_tested", invocation_id: null });
  });

  it("is tests_failing with the newest covering invocation and its short tests", async () => {
    const { s, direct, outside } = await library();
    await settledInvocation(s, "ver_1", "completed", 2, {
      [direct]: { passed: 0, failed: 2 },
      [outside]: { passed: 0, failed: 2 },
    });
    const newest = await settledInvocation(s, "ver_1", "completed", 2, {
      [direct]: { passed: 1, failed: 1 },
      [outside]: { passed: 2, failed: 0 },
    });
    expect(await ask(s, [direct, outside])).toEqual({
      branch_id: "br_1",
      version_id: "ver_1",
      outcome: "tests_failing",
      invocation_id: newest,
      failing_tests: [{ test_id: direct, pass_rate: 0.5 }],
    });
    expect((await ask(s, [direct, outside], 2, 0.5))?.outcome).toBe("passed");
  });

  it("is no_attached_tests for nothing attached, an empty folder, or ids of another workspace", async () => {
    const { s, folder } = await library();
    expect((await ask(s, []))?.outcome).toBe("no_attached_tests");
    const empty = (await s.as("usr_1", WS, "admin").post("/agent-test-folders", { name: "Empty" })).json.id;
    expect((await ask(s, [empty]))?.outcome).toBe("no_attached_tests");
    const foreign = (await s.as("usr_2", "ws_foreign", "admin").post("/agent-tests", bodies.simulation())).json.id;
    expect((await ask(s, [foreign]))?.outcome).toBe("no_attached_tests");
    expect(folder).toMatch(/^tfd_/);
  });

  it("answers a malformed question with validation_failed", async () => {
    const { s } = await library();
    await expect(
      s.bus.request(TestingRequestTopics.DEPLOYMENT_EVIDENCE, { workspace_id: WS }, { timeoutMs: 5000 }),
    ).rejects.toMatchObject({ code: "validation_failed" });
  });
});

describe("test entries (attached ids checked over the bus)", () => {
  it("answers the ids that name a test or folder of the workspace only", async () => {
    const { s, folder, direct } = await library();
    const foreign = (await s.as("usr_2", "ws_foreign", "admin").post("/agent-tests", bodies.simulation())).json.id;
    const reply = await s.bus.request<{ ids: string[] }>(
      TestingRequestTopics.ENTRIES_EXIST,
      { workspace_id: WS, ids: [folder, direct, foreign, "tst_missing"] },
      { timeoutMs: 5000 },
    );
    expect(reply.ids.sort()).toEqual([folder, direct].sort());
  });
});
