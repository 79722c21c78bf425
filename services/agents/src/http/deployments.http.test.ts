import { describe, expect, it } from "bun:test";
import { Topics } from "@cx/contracts";
import { startHarness, tickingClock } from "../testing/agents.ts";

async function withBranches(config: unknown = {}) {
  const h = await startHarness({ now: tickingClock() });
  const agent = await h.createAgent(config);
  const main = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items[0];
  const a = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "a" } })).json;
  const b = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "b" } })).json;
  const put = (branches: unknown, role: "owner" | "admin" | "member" = "admin") =>
    h.call("PUT", `/agents/${agent.id}/deployments`, { body: { branches }, role });
  return { h, agent, main, a, b, put };
}

describe("agents HTTP: deployments", () => {
  it("splits traffic exactly: 33.33 + 33.33 + 33.34 is 100", async () => {
    const { h, agent, main, a, b, put } = await withBranches();
    const before = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    const res = await put([
      { branch_id: main.id, percentage: "33.33" },
      { branch_id: a.id, percentage: "33.33" },
      { branch_id: b.id, percentage: "33.34" },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.changed).toBe(true);
    expect(res.json.deployment_id).toMatch(/^dep_/);
    expect(res.json.deployment_id).not.toBe(before.deployment_id);
    expect(res.json.distribution).toEqual([
      { branch_id: main.id, percentage: "33.33", basis_points: 3333 },
      { branch_id: a.id, percentage: "33.33", basis_points: 3333 },
      { branch_id: b.id, percentage: "33.34", basis_points: 3334 },
    ]);
    const current = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    expect(current.deployment_id).toBe(res.json.deployment_id);
    expect(current.distribution).toEqual(res.json.distribution);
    const branches = (await h.call("GET", `/agents/${agent.id}/branches`)).json.items;
    expect(branches.map((x: { live_basis_points: number }) => x.live_basis_points)).toEqual([3333, 3333, 3334]);
    const [event] = (await h.published(Topics.AGENTS_DEPLOYMENT_CHANGED, 2)).slice(-1);
    expect(event?.payload).toMatchObject({
      agent_id: agent.id,
      deployment_id: res.json.deployment_id,
      previous_deployment_id: before.deployment_id,
      distribution: [
        { branch_id: main.id, basis_points: 3333 },
        { branch_id: a.id, basis_points: 3333 },
        { branch_id: b.id, basis_points: 3334 },
      ],
    });
  });

  it("accepts numbers such as 12.5 and writes two decimals", async () => {
    const { main, a, put } = await withBranches();
    const res = await put([
      { branch_id: main.id, percentage: 87.5 },
      { branch_id: a.id, percentage: 12.5 },
    ]);
    expect(res.status).toBe(200);
    expect(res.json.distribution.map((d: { percentage: string }) => d.percentage)).toEqual(["87.50", "12.50"]);
  });

  it("answers changed:false with the same deployment_id for the same distribution, in any order", async () => {
    const { h, agent, main, a, put } = await withBranches();
    const first = await put([
      { branch_id: main.id, percentage: 50 },
      { branch_id: a.id, percentage: "50.00" },
    ]);
    const again = await put([
      { branch_id: a.id, percentage: "50" },
      { branch_id: main.id, percentage: 50.0 },
    ]);
    expect(again.status).toBe(200);
    expect(again.json.changed).toBe(false);
    expect(again.json.deployment_id).toBe(first.json.deployment_id);
    const history = await h.service.repos.deployments.findWithHistory(h.workspaceId as never, agent.id);
    expect(history?.history).toHaveLength(1);
    expect(history?.history[0]?.distribution).toEqual([{ branch_id: main.id, basis_points: 10000 }]);
    expect(await h.published(Topics.AGENTS_DEPLOYMENT_CHANGED, 2)).toHaveLength(2);
  });

  it("keeps every replaced distribution in the history", async () => {
    const { h, agent, main, a, put } = await withBranches();
    await put([
      { branch_id: main.id, percentage: 90 },
      { branch_id: a.id, percentage: 10 },
    ]);
    await put([
      { branch_id: main.id, percentage: 80 },
      { branch_id: a.id, percentage: 20 },
    ]);
    const doc = await h.service.repos.deployments.findWithHistory(h.workspaceId as never, agent.id);
    expect(doc?.history.map((entry) => entry.distribution.map((d) => d.basis_points))).toEqual([[10000], [9000, 1000]]);
  });

  it("refuses invalid percentages, duplicates, unknown and malformed branches with deployment_invalid", async () => {
    const { h, agent, main, a, put } = await withBranches();
    const before = await h.snapshot();
    const cases: [unknown[], string, string][] = [
      [[{ branch_id: main.id, percentage: "33.333" }], "/branches/0/percentage", "too_many_decimals"],
      [
        [
          { branch_id: main.id, percentage: -10 },
          { branch_id: a.id, percentage: 110 },
        ],
        "/branches/0/percentage",
        "negative",
      ],
      [[{ branch_id: main.id, percentage: 101 }], "/branches/0/percentage", "above_100"],
      [[{ branch_id: main.id, percentage: "ten" }], "/branches/0/percentage", "not_a_number"],
      [
        [
          { branch_id: main.id, percentage: 50 },
          { branch_id: main.id, percentage: 50 },
        ],
        "/branches/1/branch_id",
        "duplicate_branch",
      ],
      [[{ branch_id: "br_unknown", percentage: 100 }], "/branches/0/branch_id", "unknown_branch"],
      [[{ branch_id: 7, percentage: 100 }], "/branches/0/branch_id", "malformed"],
      [["br_x"], "/branches/0", "malformed"],
      [[{ branch_id: main.id, percentage: true }], "/branches/0/percentage", "not_a_number"],
    ];
    for (const [branches, path, problem] of cases) {
      const res = await put(branches);
      expect([problem, res.status, res.json.error.code]).toEqual([problem, 422, "deployment_invalid"]);
      expect(res.json.error.details.fields[0].path).toBe(path);
      expect(res.json.error.details.entries[0].problem).toBe(problem);
    }
    // All or nothing: no refused request wrote anything.
    expect(await h.snapshot()).toBe(before);
    // A branch of another agent is unknown here.
    const other = await h.createAgent({}, "Other");
    const foreign = await put([{ branch_id: other.main_branch_id, percentage: 100 }]);
    expect(foreign.json.error.details.entries[0]).toMatchObject({
      index: 0,
      branch_id: other.main_branch_id,
      problem: "unknown_branch",
    });
    const agentDeployment = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    expect(agentDeployment.distribution).toEqual([{ branch_id: main.id, percentage: "100.00", basis_points: 10000 }]);
  });

  it("refuses a total other than 100 with the total in details", async () => {
    const { main, a, put } = await withBranches();
    for (const [branches, total] of [
      [
        [
          { branch_id: main.id, percentage: "33.33" },
          { branch_id: a.id, percentage: "33.33" },
        ],
        6666,
      ],
      [
        [
          { branch_id: main.id, percentage: 60 },
          { branch_id: a.id, percentage: 40.01 },
        ],
        10001,
      ],
      [[], 0],
    ] as const) {
      const res = await put(branches);
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe("deployment_invalid");
      expect(res.json.error.details.total_basis_points).toBe(total);
    }
  });

  it("refuses a body without a branches array with validation_failed", async () => {
    const { h, agent } = await withBranches();
    for (const body of [{}, { branches: "main" }, []]) {
      const res = await h.call("PUT", `/agents/${agent.id}/deployments`, { body, role: "admin" });
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe("validation_failed");
    }
  });

  it("refuses an archived branch with 409 deployment_branch_archived, even at 0%", async () => {
    const { h, agent, main, a, put } = await withBranches();
    await h.call("PATCH", `/agents/${agent.id}/branches/${a.id}`, { body: { is_archived: true } });
    for (const percentage of [50, 0]) {
      const res = await put([
        { branch_id: main.id, percentage: 100 - percentage },
        { branch_id: a.id, percentage },
      ]);
      expect(res.status).toBe(409);
      expect(res.json.error.code).toBe("deployment_branch_archived");
      expect(res.json.error.details.branches).toEqual([{ branch_id: a.id, name: "a" }]);
    }
  });

  it("refuses a live branch that is no longer ready (its tip attaches a deleted document): deployment_stale", async () => {
    const { h, agent, main, a, put } = await withBranches();
    const q = `?branch_id=${a.id}`;
    await h.call("PUT", `/agents/${agent.id}/draft${q}`, {
      body: { config: { agent: { prompt: { knowledge_base: [{ id: "kdoc_gone", name: "Old FAQ" }] } } } },
    });
    await h.call("POST", `/agents/${agent.id}/draft/publish${q}`);
    expect(
      (
        await put([
          { branch_id: main.id, percentage: 50 },
          { branch_id: a.id, percentage: 50 },
        ])
      ).status,
    ).toBe(200);
    await h.bus.publish(Topics.KNOWLEDGE_DOCUMENT_DELETED, {
      workspace_id: h.workspaceId,
      occurred_at: new Date().toISOString(),
      document_id: "kdoc_gone",
      name: "Old FAQ",
    });
    const deadline = Date.now() + 5000;
    const ws = h.workspaceId as never;
    while ((await h.service.repos.deletedDocuments.deletedAmong(ws, ["kdoc_gone"])).size === 0) {
      if (Date.now() > deadline) throw new Error("knowledge.document.deleted was not consumed");
      await Bun.sleep(5);
    }
    // In another workspace the same id means nothing.
    expect((await h.service.repos.deletedDocuments.deletedAmong("ws_other" as never, ["kdoc_gone"])).size).toBe(0);
    const res = await put([
      { branch_id: main.id, percentage: 30 },
      { branch_id: a.id, percentage: 70 },
    ]);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("deployment_stale");
    expect(res.json.error.details.branches[0]).toMatchObject({
      branch_id: a.id,
      problems: [{ problem: "knowledge_document_deleted", document_ids: ["kdoc_gone"] }],
    });
    // At 0% the branch takes no traffic, so it may stay listed.
    expect(
      (
        await put([
          { branch_id: main.id, percentage: 100 },
          { branch_id: a.id, percentage: 0 },
        ])
      ).status,
    ).toBe(200);
  });

  it("is for admins and owners only: a member gets 403 and nothing changes", async () => {
    const { h, agent, main, a, put } = await withBranches();
    const res = await put(
      [
        { branch_id: main.id, percentage: 50 },
        { branch_id: a.id, percentage: 50 },
      ],
      "member",
    );
    expect(res.status).toBe(403);
    expect(res.json.error.code).toBe("forbidden");
    expect((await h.call("GET", `/agents/${agent.id}/deployments`, { role: "member" })).json.distribution).toHaveLength(
      1,
    );
    expect((await put([{ branch_id: main.id, percentage: 100 }], "owner")).status).toBe(200);
  });
});
