import { describe, expect, it } from "bun:test";
import { AgentRequestTopics, type ReadDeploymentReply } from "@cx/contracts";
import { startHarness, tickingClock } from "../testing/agents.ts";

describe("deployments over bus request and reply", () => {
  it("answers a deployment as its GET answered it while in force, with its history entry; null when not there", async () => {
    const h = await startHarness({ now: tickingClock() });
    const agent = await h.createAgent({});
    const main = agent.main_branch_id;
    const a = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "a" } })).json;
    const read = (workspace_id: string, deployment_id: string, agent_id = agent.id) =>
      h.bus.request<ReadDeploymentReply>(
        AgentRequestTopics.READ_DEPLOYMENT,
        { workspace_id, agent_id, deployment_id },
        { timeoutMs: 5000 },
      );
    const first = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    const split = await h.call("PUT", `/agents/${agent.id}/deployments`, {
      body: {
        branches: [
          { branch_id: main, percentage: 70 },
          { branch_id: a.id, percentage: 30 },
        ],
      },
      role: "admin",
    });
    expect(split.status).toBe(200);
    const current = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    const history = (await h.call("GET", `/agents/${agent.id}/deployments/history`)).json.items;

    expect((await read(h.workspaceId, current.deployment_id)).deployment).toEqual({
      ...current,
      history_entry: history[0],
    });
    // A replaced deployment still reads as it was while in force.
    expect((await read(h.workspaceId, first.deployment_id)).deployment).toEqual({
      ...first,
      history_entry: history[1],
    });
    expect(history[1].deployment_id).toBe(first.deployment_id);

    expect(await read("ws_elsewhere", current.deployment_id)).toEqual({ deployment: null });
    expect(await read(h.workspaceId, "dep_unknown")).toEqual({ deployment: null });
    expect((await h.call("DELETE", `/agents/${agent.id}`, { role: "admin" })).status).toBe(204);
    expect(await read(h.workspaceId, current.deployment_id)).toEqual({ deployment: null });
    const refused = await h.bus
      .request(AgentRequestTopics.READ_DEPLOYMENT, { agent_id: agent.id, deployment_id: "x" }, { timeoutMs: 5000 })
      .catch((error: unknown) => error);
    expect((refused as { code?: string }).code).toBe("validation_failed");
  });
});
