import { describe, expect, it } from "bun:test";
import { createBusAgentDirectory } from "@cx/agents-client";
import { startHarness } from "../testing/agents.ts";

describe("branch tips over bus request and reply", () => {
  it("answers the tip version and config of main or a named branch, and nothing across workspaces", async () => {
    const h = await startHarness();
    const agent = await h.call("POST", "/agents", {
      body: { name: "Tipped", config: { agent: { first_message: "v1" } } },
    });
    const agentId: string = agent.json.id;
    const mainId: string = agent.json.main_branch_id;
    await h.call("PUT", `/agents/${agentId}/draft?branch_id=${mainId}`, {
      body: { config: { agent: { first_message: "v2" } } },
    });
    const published = await h.call("POST", `/agents/${agentId}/draft/publish?branch_id=${mainId}`);
    expect(published.status).toBe(201);

    const directory = createBusAgentDirectory(h.bus);
    expect(await directory.branchTip(h.workspaceId, agentId, null)).toEqual({
      outcome: "found",
      tip: {
        branch_id: mainId,
        version_id: published.json.id,
        config: { agent: { first_message: "v2" } },
        has_draft: false,
      },
    });
    expect((await directory.branchTip(h.workspaceId, agentId, mainId)).tip?.version_id).toBe(published.json.id);
    await h.call("PUT", `/agents/${agentId}/draft?branch_id=${mainId}`, {
      body: { config: { agent: { first_message: "v3" } } },
    });
    expect((await directory.branchTip(h.workspaceId, agentId, mainId)).tip?.has_draft).toBe(true);
    expect(await directory.branchTip(h.workspaceId, agentId, "br_unknown")).toEqual({
      outcome: "branch_not_found",
      tip: null,
    });
    expect(await directory.branchTip("ws_elsewhere", agentId, null)).toEqual({ outcome: "agent_not_found", tip: null });
  });
});
