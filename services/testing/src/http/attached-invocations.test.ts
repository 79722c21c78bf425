import { afterEach, describe, expect, it } from "bun:test";
import { type AgentConfig, Invocation } from "@cx/contracts";
import { expectAnswer } from "../testing/expect-answer.ts";
import { bodies, startTestingService, type TestingService } from "../testing/testing-service.ts";

let service: TestingService | null = null;
afterEach(async () => {
  await service?.stop();
  await service?.bus.close();
  service = null;
});

function attaching(ids: string[]): AgentConfig {
  return { platform_settings: { testing: { attached_tests: ids.map((test_id) => ({ test_id })) } } } as AgentConfig;
}

/** A folder with a test and a subfolder with another, a test outside, and an agent whose tip attaches them. */
async function library() {
  service = await startTestingService();
  const alice = service.as("usr_alice", "ws_one");
  const folder = (await alice.post("/agent-test-folders", { name: "Refunds" })).json.id as string;
  const sub = (await alice.post("/agent-test-folders", { name: "Deep", parent_folder_id: folder })).json.id as string;
  const inFolder = (await alice.post("/agent-tests", bodies.nextReply({ parent_folder_id: folder }))).json.id;
  const outside = (await alice.post("/agent-tests", bodies.nextReply({ name: "Outside" }))).json.id;
  const start = (body: Record<string, unknown>, agentId = "agt_attached") =>
    alice.post(`/agents/${agentId}/test-invocations`, body);
  return { s: service, alice, folder, sub, inFolder, outside, start };
}

describe("invocations of the attached tests", () => {
  it("runs the tip's attached tests with folders expanded when it starts, and says so", async () => {
    const { s, alice, folder, sub, inFolder, outside, start } = await library();
    s.branches.set("agt_attached", [
      { branch_id: "br_main", version_id: "ver_a", config: attaching([outside, folder]) },
    ]);
    // Added to the subfolder after the version attached the folder: it counts.
    const later = (await alice.post("/agent-tests", bodies.nextReply({ name: "Later", parent_folder_id: sub }))).json
      .id;
    const started = await start({ attached: true, repeat_count: 2 });
    expectAnswer(started, 201, Invocation);
    expect(started.json.attached).toBe(true);
    expect(started.json.version_id).toBe("ver_a");
    expect([...started.json.test_ids].sort()).toEqual([outside, inFolder, later].sort());
    expect(started.json.counts.pending).toBe(6);
    const read = await alice.get(`/test-invocations/${started.json.id}`);
    expect(read.json.attached).toBe(true);
    const listed = await start({ test_ids: [outside] });
    expect(listed.json.attached).toBe(false);
  });

  it("refuses both or neither of test_ids and attached, and attached: false, with 422", async () => {
    const { s, outside, start } = await library();
    s.branches.set("agt_attached", [{ branch_id: "br_main", version_id: "ver_a", config: attaching([outside]) }]);
    const both = await start({ attached: true, test_ids: [outside] });
    expect(both.status).toBe(422);
    expect(both.json.error.details.fields[0].path).toBe("/attached");
    const neither = await start({});
    expect(neither.status).toBe(422);
    expect(neither.json.error.details.fields[0].path).toBe("/test_ids");
    expect((await start({ attached: false })).status).toBe(422);
  });

  it("refuses with 422 when nothing is attached, or only an empty folder or ids that are gone", async () => {
    const { s, alice, start } = await library();
    s.branches.set("agt_attached", [{ branch_id: "br_main", version_id: "ver_a", config: {} as AgentConfig }]);
    const none = await start({ attached: true });
    expect(none.status).toBe(422);
    expect(none.json.error.details.fields[0]).toMatchObject({ path: "/attached" });
    const empty = (await alice.post("/agent-test-folders", { name: "Empty" })).json.id;
    s.branches.set("agt_attached", [
      { branch_id: "br_main", version_id: "ver_b", config: attaching([empty, "tst_gone"]) },
    ]);
    expect((await start({ attached: true })).status).toBe(422);
  });

  it("never runs another workspace's tests, even when a version attaches their ids", async () => {
    const { s, outside } = await library();
    s.branches.set("agt_attached", [{ branch_id: "br_main", version_id: "ver_a", config: attaching([outside]) }]);
    const mallory = s.as("usr_mallory", "ws_two");
    const res = await mallory.post("/agents/agt_attached/test-invocations", { attached: true });
    expect(res.status).toBe(422);
  });
});
