import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { AgentReadModel } from "@cx/agent-read-model";
import { asWorkspaceId } from "@cx/ids";
import type { Platform } from "@cx/runtime";
import { signUp } from "../harness/accounts.ts";
import { bootAllInOne } from "../harness/index.ts";

/**
 * The agents service publishes; testing and conversations keep their own copies of versions and
 * distributions from those events (they never call the agents service or read its database).
 */
let platform: Platform;
let baseUrl: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  ({ platform, baseUrl, stop } = await bootAllInOne());
});
afterAll(() => stop());

async function eventually<T>(read: () => Promise<T | null>): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    if (Date.now() > deadline) throw new Error("the read model never caught up");
    await Bun.sleep(20);
  }
}

describe("agent read models in testing and conversations", () => {
  it("hold each published version and the deployment, in the right workspace", async () => {
    const account = await signUp(baseUrl);
    const ws = `/api/v1/workspaces/${account.workspaceId}`;
    const created = await account.api.request("POST", `${ws}/agents`, {
      name: "Read model bot",
      config: { agent: { prompt: { prompt: "Be brief." } } },
    });
    expect(created.status).toBe(201);
    const agentId: string = created.json.id;
    const mainId: string = created.json.main_branch_id;
    const saved = await account.api.request("PUT", `${ws}/agents/${agentId}/draft?branch_id=${mainId}`, {
      config: { agent: { prompt: { prompt: "Be very brief." } } },
    });
    expect(saved.status).toBe(200);
    const version = await account.api.request("POST", `${ws}/agents/${agentId}/draft/publish?branch_id=${mainId}`);
    expect(version.status).toBe(201);

    for (const service of ["testing", "conversations"]) {
      const model = new AgentReadModel(platform.infrastructure.store!.database(service));
      const workspace = asWorkspaceId(account.workspaceId);
      const tip = await eventually(async () => {
        const current = await model.tip(workspace, agentId, mainId);
        return current?._id === version.json.id ? current : null;
      });
      expect([service, tip.config]).toEqual([service, { agent: { prompt: { prompt: "Be very brief." } } }]);
      expect(await eventually(() => model.distribution(workspace, agentId))).toEqual([
        { branch_id: mainId, basis_points: 10000 },
      ]);
      expect(await model.version(asWorkspaceId("ws_someone_else"), version.json.id)).toBeNull();
    }
  });
});
