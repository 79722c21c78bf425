import { describe, expect, it } from "bun:test";
import { answerProblems } from "@cx/contracts";
import type { OperationId } from "@cx/route-table";
import { startHarness } from "../testing/agents.ts";

/** Real answers of the agents service, each checked against its operation's declared answer. */
describe("agents answers match the operations table", () => {
  it("answers every operation with the schema the table declares for its status", async () => {
    const h = await startHarness();
    const checked = new Set<OperationId>();
    async function answer(operation: OperationId, method: string, path: string, body?: unknown) {
      const reply = await h.call(method, path, body === undefined ? {} : { body });
      expect([operation, reply.status < 300, answerProblems(operation, reply.status, reply.json)]).toEqual([
        operation,
        true,
        [],
      ]);
      checked.add(operation);
      return reply.json;
    }
    const config = { agent: { first_message: "Hello", prompt: { prompt: "Be kind", llm: "vendor-a-5" } } };
    const agent = await answer("createAgent", "POST", "/agents", { name: "Support", config });
    const a = `/agents/${agent.id}`;
    await answer("listAgents", "GET", "/agents?page_size=1");
    await answer("getAgent", "GET", a);
    await answer("renameAgent", "PATCH", a, { name: "Support desk" });
    const branch = await answer("createBranch", "POST", `${a}/branches`, { name: "experiment" });
    await answer("listBranches", "GET", `${a}/branches`);
    await answer("updateBranch", "PATCH", `${a}/branches/${branch.id}`, { name: "trial" });
    const versions = await answer("listVersions", "GET", `${a}/branches/${branch.id}/versions`);
    await answer("getVersion", "GET", `${a}/versions/${versions.items[0].id}`);
    const q = `?branch_id=${branch.id}`;
    await answer("saveDraft", "PUT", `${a}/draft${q}`, { config: { agent: { first_message: "Hi there" } } });
    await answer("getDraft", "GET", `${a}/draft${q}`);
    await answer("reconcilePreview", "POST", `${a}/draft/reconcile-preview${q}`);
    const preview = (await h.call("POST", `${a}/draft/reconcile-preview${q}`)).json;
    await answer("reconcileApply", "POST", `${a}/draft/reconcile${q}`, { draft_hash: preview.draft_hash });
    await answer("publishDraft", "POST", `${a}/draft/publish${q}`);
    await answer("saveDraft", "PUT", `${a}/draft${q}`, { config: {} });
    await answer("discardDraft", "DELETE", `${a}/draft${q}`);
    await answer("getDeployments", "GET", `${a}/deployments`);
    await answer("updateDeployments", "PUT", `${a}/deployments`, {
      branches: [
        { branch_id: agent.main_branch_id, percentage: "87.5" },
        { branch_id: branch.id, percentage: 12.5 },
      ],
    });
    const tool = await answer("createTool", "POST", "/tools", {
      name: "order_lookup",
      description: "Looks an order up",
      type: "webhook",
      parameters: { type: "object", properties: { order_id: { type: "string" } } },
      webhook: {
        url: "https://orders.example.com/lookup",
        method: "POST",
        headers: { authorization: "Bearer s3cret" },
      },
    });
    await answer("listTools", "GET", "/tools");
    await answer("getTool", "GET", `/tools/${tool.id}`);
    await answer("updateTool", "PATCH", `/tools/${tool.id}`, { description: "Finds an order" });
    await answer("deleteTool", "DELETE", `/tools/${tool.id}`);
    expect(checked.size).toBe(22);
  });
});
