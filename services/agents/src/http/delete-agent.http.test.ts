import { describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { startHarness } from "../testing/agents.ts";

describe("agents HTTP: removing an agent", () => {
  it("removes the agent with its branches, versions, drafts and deployment, admin only, and announces it", async () => {
    const h = await startHarness();
    const agent = await h.createAgent({ agent: { prompt: { prompt: "Distinctive prompt 9q7" } } });
    const kept = await h.createAgent({}, "Kept");
    const branch = await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "canary" } });
    expect(branch.status).toBe(201);
    const draft = await h.call("PUT", `/agents/${agent.id}/draft?branch_id=${branch.json.id}`, {
      body: { config: { agent: { prompt: { prompt: "Draft 9q7" } } } },
    });
    expect(draft.status).toBe(200);

    const byMember = await h.call("DELETE", `/agents/${agent.id}`, { role: "member" });
    expect([byMember.status, byMember.json.error.code]).toEqual([403, "forbidden"]);
    const foreign = await h.call("DELETE", `/agents/${agent.id}`, { workspaceId: "ws_other" });
    expect(foreign.status).toBe(404);
    expect((await h.call("GET", `/agents/${agent.id}`)).status).toBe(200);

    const removed = await h.call("DELETE", `/agents/${agent.id}`, { role: "admin" });
    expect(removed.status).toBe(204);
    for (const path of [
      "",
      "/branches",
      "/deployments",
      "/deployments/history",
      `/draft?branch_id=${branch.json.id}`,
    ]) {
      expect([path, (await h.call("GET", `/agents/${agent.id}${path}`)).status]).toEqual([path, 404]);
    }
    expect((await h.call("DELETE", `/agents/${agent.id}`)).status).toBe(404);
    const [event] = await h.published("agents.agent.deleted");
    expect(event?.payload).toMatchObject({ agent_id: agent.id });

    // Nothing of it is left in any collection (the agent's own document goes once its event is
    // relayed); the other agent is untouched.
    await waitUntil(async () => !(await h.snapshot()).includes(agent.id), "the agent's document gone");
    const stored = await h.snapshot();
    expect(stored).not.toContain("9q7");
    expect((await h.call("GET", `/agents/${kept.id}/deployments`)).status).toBe(200);
    expect((await h.call("GET", "/agents")).json.items.map((a: { id: string }) => a.id)).toEqual([kept.id]);
  });
});
