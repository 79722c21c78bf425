import { describe, expect, it } from "bun:test";
import { startHarness, tickingClock } from "../testing/agents.ts";

const CONFIG = { agent: { first_message: "Hi", prompt: { llm: "vendor-a-5", temperature: 0.3 } } };

async function withAgent() {
  // A clock that ticks per call, so creation order is also time order.
  const h = await startHarness({ now: tickingClock(1000) });
  const agent = await h.createAgent(CONFIG);
  const main = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
  return { h, agent, main };
}

describe("agents HTTP: branches and versions", () => {
  it("creates a branch from main's tip with one published copy of its config", async () => {
    const { h, agent, main } = await withAgent();
    const res = await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "experiment" } });
    expect(res.status).toBe(201);
    expect(res.json.id).toMatch(/^br_[0-9a-z]{24}$/);
    expect(res.json).toMatchObject({
      agent_id: agent.id,
      name: "experiment",
      parent_version_id: main.tip_version_id,
      is_archived: false,
      draft_exists: false,
      live_basis_points: 0,
    });
    const versions = await h.call("GET", `/agents/${agent.id}/branches/${res.json.id}/versions`);
    expect(versions.json.items).toHaveLength(1);
    expect(versions.json.items[0]).toMatchObject({
      id: res.json.tip_version_id,
      branch_id: res.json.id,
      parent_version_id: main.tip_version_id,
      changed_paths: [],
      config: CONFIG,
    });
    const [created] = (await h.published("agents.branch.created", 2)).slice(-1);
    expect(created?.payload).toMatchObject({ branch_id: res.json.id, parent_version_id: main.tip_version_id });
  });

  it("creates a branch from a given version, and refuses a version of nothing", async () => {
    const { h, agent, main } = await withAgent();
    const b = (
      await h.call("POST", `/agents/${agent.id}/branches`, {
        body: { name: "b", parent_version_id: main.tip_version_id },
      })
    ).json;
    expect(b.parent_version_id).toBe(main.tip_version_id);
    const bad = await h.call("POST", `/agents/${agent.id}/branches`, {
      body: { name: "c", parent_version_id: "ver_nope" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json.error.details.fields[0].path).toBe("/parent_version_id");
  });

  it("refuses a taken branch name with 409 branch_name_taken, including main", async () => {
    const { h, agent } = await withAgent();
    expect((await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } })).status).toBe(201);
    for (const name of ["b", "main"]) {
      const res = await h.call("POST", `/agents/${agent.id}/branches`, { body: { name } });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("branch_name_taken");
    }
    // Racing creations of one name: exactly one wins, and no orphan version is left behind.
    const racers = await Promise.all(
      Array.from({ length: 5 }, () => h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "race" } })),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const versions = await h.database.collection("versions").find({});
    const branches = await h.database.collection<{ _id: string; tip_version_id: string }>("branches").find({});
    expect(versions).toHaveLength(branches.length);
  });

  it("renames, archives and restores a branch, announcing each", async () => {
    const { h, agent } = await withAgent();
    const b = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } })).json;
    const renamed = await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { name: "b2" } });
    expect(renamed.status).toBe(200);
    expect(renamed.json.name).toBe("b2");
    const archived = await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: true } });
    expect(archived.json.is_archived).toBe(true);
    const restored = await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: false } });
    expect(restored.json.is_archived).toBe(false);
    await h.published("agents.branch.renamed");
    expect((await h.published("agents.branch.archived"))[0]?.payload).toMatchObject({
      agent_id: agent.id,
      branch_id: b.id,
    });
    expect((await h.published("agents.branch.restored"))[0]?.payload).toMatchObject({ branch_id: b.id });
    expect((await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: {} })).status).toBe(422);
    // A restore with a taken name changes nothing.
    await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: true } });
    const refused = await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, {
      body: { is_archived: false, name: "main" },
    });
    expect(refused.json.error.code).toBe("branch_name_taken");
    const still = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[1];
    expect([still.name, still.is_archived]).toEqual(["b2", true]);
    await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { is_archived: false } });
    expect(
      (await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, { body: { name: "main" } })).json.error.code,
    ).toBe("branch_name_taken");
  });

  it("protects main: neither renamed nor archived (409)", async () => {
    const { h, agent, main } = await withAgent();
    for (const body of [{ name: "trunk" }, { is_archived: true }, { name: "trunk", is_archived: true }]) {
      const res = await h.call("PATCH", `/agents/${agent.id}/branches/${main.id}`, { body });
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("branch_main_protected");
    }
    const unchanged = await h.call("PATCH", `/agents/${agent.id}/branches/${main.id}`, {
      body: { name: "main", is_archived: false },
    });
    expect(unchanged.status).toBe(200);
  });

  it("refuses to archive a branch that takes traffic", async () => {
    const { h, agent, main } = await withAgent();
    const b = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } })).json;
    const deployed = await h.call("PUT", `/agents/${agent.id}/deployments`, {
      body: {
        branches: [
          { branch_id: main.id, percentage: 50 },
          { branch_id: b.id, percentage: 50 },
        ],
      },
    });
    expect(deployed.status).toBe(200);
    const res = await h.call("PATCH", `/agents/${agent.id}/branches/${b.id}`, {
      body: { is_archived: true, name: "gone" },
    });
    expect(res.status).toBe(409);
    expect(res.json.error.details.reason).toBe("branch_live");
    // All or nothing: the rename in the same request did not happen either.
    const after = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[1];
    expect(after).toMatchObject({ name: "b", is_archived: false, live_basis_points: 5000 });
  });

  it("lists branches oldest first in pages, with draft_exists", async () => {
    const { h, agent, main } = await withAgent();
    const names = ["a", "b", "c"];
    for (const name of names) await h.call("POST", `/agents/${agent.id}/branches`, { body: { name } });
    await h.call("PUT", `/agents/${agent.id}/draft?branch_id=${main.id}`, { body: { config: {} } });
    const first = await h.call("GET", `/agents/${agent.id}/branches?page_size=2`);
    expect(first.json.items.map((b: { name: string }) => b.name)).toEqual(["main", "a"]);
    expect(first.json.items[0].draft_exists).toBe(true);
    const second = await h.call("GET", `/agents/${agent.id}/branches?page_size=2&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((b: { name: string }) => b.name)).toEqual(["b", "c"]);
    expect(second.json.has_more).toBe(false);
  });

  it("lists versions newest first, each immutable with its changed paths", async () => {
    const { h, agent, main } = await withAgent();
    const ids = [main.tip_version_id];
    for (const temperature of [0.4, 0.5, 0.6]) {
      const config = { ...CONFIG, agent: { ...CONFIG.agent, prompt: { ...CONFIG.agent.prompt, temperature } } };
      await h.call("PUT", `/agents/${agent.id}/draft?branch_id=${main.id}`, { body: { config } });
      ids.push((await h.call("POST", `/agents/${agent.id}/draft/publish?branch_id=${main.id}`)).json.id);
    }
    const first = await h.call("GET", `/agents/${agent.id}/branches/${main.id}/versions?page_size=3`);
    expect(first.json.items.map((v: { id: string }) => v.id)).toEqual([ids[3], ids[2], ids[1]]);
    expect(first.json.items[0].changed_paths).toEqual(["agent.prompt.temperature"]);
    expect(first.json.items[0].parent_version_id).toBe(ids[2]);
    const second = await h.call(
      "GET",
      `/agents/${agent.id}/branches/${main.id}/versions?page_size=3&cursor=${first.json.next_cursor}`,
    );
    expect(second.json.items.map((v: { id: string }) => v.id)).toEqual([ids[0]]);
    const original = await h.call("GET", `/agents/${agent.id}/versions/${ids[0]}`);
    expect(original.json.config).toEqual(CONFIG);
    expect((await h.call("GET", `/agents/${agent.id}/versions/ver_nope`)).status).toBe(404);
    expect((await h.call("GET", `/agents/${agent.id}/branches/br_nope/versions`)).status).toBe(404);
  });
});
