import { describe, expect, it } from "bun:test";
import { startHarness } from "../testing/agents.ts";

const attaching = (...ids: string[]) => ({
  platform_settings: { testing: { attached_tests: ids.map((test_id) => ({ test_id })) } },
});

describe("agents HTTP: attached tests", () => {
  it("saves a draft attaching tests and folders of the workspace", async () => {
    const h = await startHarness();
    const agent = await h.createAgent({});
    const res = await h.call("PUT", `/agents/${agent.id}/draft?branch_id=${agent.main_branch_id}`, {
      body: { config: attaching("tst_a", "tfd_b") },
    });
    expect(res.status).toBe(200);
    expect(res.json.config.platform_settings.testing.attached_tests).toEqual([
      { test_id: "tst_a" },
      { test_id: "tfd_b" },
    ]);
  });

  it("refuses ids that name no test or folder of the workspace with 422 at each entry, on save and on create", async () => {
    const h = await startHarness();
    h.foreignTests.add("tst_elsewhere");
    h.foreignTests.add("tfd_gone");
    const agent = await h.createAgent({});
    const before = await h.snapshot();
    const res = await h.call("PUT", `/agents/${agent.id}/draft?branch_id=${agent.main_branch_id}`, {
      body: { config: attaching("tst_a", "tst_elsewhere", "tfd_gone") },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.details.fields).toEqual([
      {
        path: "/config/platform_settings/testing/attached_tests/1/test_id",
        message: "is not a test or test folder of this workspace",
      },
      {
        path: "/config/platform_settings/testing/attached_tests/2/test_id",
        message: "is not a test or test folder of this workspace",
      },
    ]);
    expect(await h.snapshot()).toBe(before);
    const created = await h.call("POST", "/agents", { body: { name: "X", config: attaching("tfd_gone") } });
    expect(created.status).toBe(422);
  });

  it("answers 503 when the testing service cannot say, and saves nothing", async () => {
    const h = await startHarness({
      testing: {
        existingTestEntries: async () => {
          throw new Error("no answer");
        },
        deploymentEvidence: async () => ({ branches: [] }),
      },
    });
    const agent = await h.createAgent({});
    const res = await h.call("PUT", `/agents/${agent.id}/draft?branch_id=${agent.main_branch_id}`, {
      body: { config: attaching("tst_a") },
    });
    expect(res.status).toBe(503);
  });
});
