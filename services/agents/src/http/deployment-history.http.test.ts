import { describe, expect, it } from "bun:test";
import { startHarness, tickingClock, USER } from "../testing/agents.ts";

async function withBranch() {
  const h = await startHarness({ now: tickingClock() });
  const agent = await h.createAgent({});
  const main = agent.main_branch_id;
  const a = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "a" } })).json;
  const split = (mainShare: number) =>
    h.call("PUT", `/agents/${agent.id}/deployments`, {
      body: {
        branches: [
          { branch_id: main, percentage: mainShare },
          { branch_id: a.id, percentage: 100 - mainShare },
        ],
      },
      role: "admin",
      userId: "usr_deployer",
    });
  return { h, agent, main, a, split };
}

describe("agents HTTP: deployment history", () => {
  it("lists every deployment newest first, the first one recorded as created by the agent's creator", async () => {
    const { h, agent, main, a, split } = await withBranch();
    const first = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    const second = (await split(80)).json;
    const third = (await split(60)).json;
    const res = await h.call("GET", `/agents/${agent.id}/deployments/history`, { role: "member" });
    expect(res.status).toBe(200);
    expect(res.json.has_more).toBe(false);
    expect(res.json.items.map((e: { deployment_id: string }) => e.deployment_id)).toEqual([
      third.deployment_id,
      second.deployment_id,
      first.deployment_id,
    ]);
    const [newest, , oldest] = res.json.items;
    expect(oldest).toMatchObject({
      reason: "created",
      created_by: { type: "user", id: USER },
      forced: false,
      evidence: [],
      rollback: null,
      distribution: [{ branch_id: main, percentage: "100.00", basis_points: 10000 }],
    });
    expect(newest).toMatchObject({
      reason: "manual",
      created_by: { type: "user", id: "usr_deployer" },
      forced: false,
      evidence: [],
      rollback: null,
      distribution: [
        { branch_id: main, basis_points: 6000 },
        { branch_id: a.id, basis_points: 4000 },
      ],
    });
    expect(newest.created_at > oldest.created_at).toBe(true);
  });

  it("pages with cursors and keeps its place while new deployments arrive", async () => {
    const { h, agent, split } = await withBranch();
    for (const share of [90, 80, 70, 60]) await split(share);
    const path = `/agents/${agent.id}/deployments/history`;
    const one = await h.call("GET", `${path}?page_size=2`);
    expect(one.json.items).toHaveLength(2);
    expect(one.json.has_more).toBe(true);
    await split(50);
    const two = await h.call("GET", `${path}?page_size=2&cursor=${one.json.next_cursor}`);
    const three = await h.call("GET", `${path}?page_size=2&cursor=${two.json.next_cursor}`);
    expect(three.json.has_more).toBe(false);
    const shares = [...one.json.items, ...two.json.items, ...three.json.items].map(
      (e: { distribution: { basis_points: number }[] }) => e.distribution[0]?.basis_points,
    );
    expect(shares).toEqual([6000, 7000, 8000, 9000, 10000]);
    expect(three.json.items.at(-1).reason).toBe("created");
  });

  it("refuses a forged cursor and an unknown parameter with 422", async () => {
    const { h, agent } = await withBranch();
    const path = `/agents/${agent.id}/deployments/history`;
    const forged = await h.call("GET", `${path}?cursor=${Buffer.from('"x"').toString("base64url")}`);
    expect(forged.status).toBe(422);
    expect(forged.json.error.details.fields).toContainEqual(expect.objectContaining({ path: "/cursor" }));
    expect((await h.call("GET", `${path}?page_size=0`)).status).toBe(422);
    expect((await h.call("GET", `${path}?zzz=1`)).status).toBe(422);
  });

  it("answers 404 for an agent of another workspace and for an unknown agent", async () => {
    const { h, agent } = await withBranch();
    const path = `/agents/${agent.id}/deployments/history`;
    expect((await h.call("GET", path, { workspaceId: "ws_other" })).status).toBe(404);
    expect((await h.call("GET", "/agents/agt_missing/deployments/history")).status).toBe(404);
  });

  it("shows deployments stored before the history was read as made by an unknown user", async () => {
    const { h, agent, split } = await withBranch();
    await split(70);
    const stored = h.database.collection("deployments");
    await stored.updateOne(
      { _id: agent.id },
      { $unset: { created_by: "", reason: "", forced: "", evidence: "", rollback: "" } },
    );
    const doc = await stored.findOne({ _id: agent.id });
    const history = (doc as unknown as { history: Record<string, unknown>[] }).history.map(
      ({ deployment_id, distribution, started_at, ended_at }) => ({
        deployment_id,
        distribution,
        started_at,
        ended_at,
      }),
    );
    await stored.updateOne({ _id: agent.id }, { $set: { history } });
    const items = (await h.call("GET", `/agents/${agent.id}/deployments/history`)).json.items;
    expect(items.map((e: { reason: string }) => e.reason)).toEqual(["manual", "created"]);
    expect(items[0].created_by).toEqual({ type: "user", id: null });
  });
});
