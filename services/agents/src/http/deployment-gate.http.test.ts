import { describe, expect, it } from "bun:test";
import type { DeploymentEvidenceReply, DeploymentEvidenceRequest } from "@cx/contracts";
import { startHarness, tickingClock } from "../testing/agents.ts";

type Verdict = DeploymentEvidenceReply["branches"][number];

/** The testing service stands in: each branch's verdict as the test sets it, each question kept. */
function standInTesting() {
  const verdicts = new Map<string, Partial<Verdict>>();
  const asked: DeploymentEvidenceRequest[] = [];
  return {
    verdicts,
    asked,
    existingTestEntries: async (_ws: string, ids: readonly string[]) => new Set(ids),
    async deploymentEvidence(request: DeploymentEvidenceRequest): Promise<DeploymentEvidenceReply> {
      asked.push(request);
      return {
        branches: request.branches.map((branch) => ({
          branch_id: branch.branch_id,
          version_id: branch.version_id,
          outcome: branch.attached_tests.length === 0 ? "no_attached_tests" : "not_tested",
          invocation_id: null,
          failing_tests: [],
          ...verdicts.get(branch.branch_id),
        })),
      };
    },
  };
}

const ATTACHED = { platform_settings: { testing: { attached_tests: [{ test_id: "tst_a" }, { test_id: "tfd_b" }] } } };

async function gated() {
  const testing = standInTesting();
  const h = await startHarness({ now: tickingClock(), testing });
  const agent = await h.createAgent(ATTACHED);
  const main = agent.main_branch_id;
  const a = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "a" } })).json;
  const policy = await h.call("PATCH", `/agents/${agent.id}`, {
    body: { deployment_policy: { require_passing_tests: true, min_repeats: 3, min_pass_rate: 0.9 } },
    role: "admin",
  });
  expect(policy.status).toBe(200);
  const put = (mainShare: number, opts: { role?: "owner" | "admin" | "member"; force?: boolean } = {}) =>
    h.call("PUT", `/agents/${agent.id}/deployments${opts.force ? "?force=true" : ""}`, {
      body: {
        branches: [
          { branch_id: main, percentage: mainShare },
          { branch_id: a.id, percentage: 100 - mainShare },
        ],
      },
      role: opts.role ?? "admin",
    });
  return { h, testing, agent, main, a, put };
}

describe("agents HTTP: deployment policy", () => {
  it("has the defaults, and an admin changes only the members given", async () => {
    const h = await startHarness();
    const agent = await h.createAgent({});
    const read = (await h.call("GET", `/agents/${agent.id}`)).json;
    expect(read.deployment_policy).toEqual({
      require_passing_tests: false,
      min_repeats: 1,
      min_pass_rate: 1,
      rollback: { enabled: false, min_conversations: 20, max_failure_rate: 0.2 },
    });
    const res = await h.call("PATCH", `/agents/${agent.id}`, {
      body: { deployment_policy: { min_repeats: 2, rollback: { enabled: true } } },
      role: "admin",
    });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe(agent.name);
    expect(res.json.deployment_policy).toEqual({
      require_passing_tests: false,
      min_repeats: 2,
      min_pass_rate: 1,
      rollback: { enabled: true, min_conversations: 20, max_failure_rate: 0.2 },
    });
    expect((await h.call("GET", `/agents/${agent.id}`)).json.deployment_policy).toEqual(res.json.deployment_policy);
  });

  it("refuses a member with 403 naming the admin role, and leaves the policy as it was", async () => {
    const h = await startHarness();
    const agent = await h.createAgent({});
    const res = await h.call("PATCH", `/agents/${agent.id}`, {
      body: { deployment_policy: { require_passing_tests: true } },
      role: "member",
    });
    expect(res.status).toBe(403);
    expect(res.json.error.details).toMatchObject({ required_role: "admin", role: "member" });
    expect(res.json.error.message).toContain("admin");
    expect((await h.call("GET", `/agents/${agent.id}`)).json.deployment_policy.require_passing_tests).toBe(false);
    const renamed = await h.call("PATCH", `/agents/${agent.id}`, { body: { name: "Renamed" }, role: "member" });
    expect(renamed.status).toBe(200);
  });

  it("refuses out-of-bounds and unknown members with 422 naming the field", async () => {
    const h = await startHarness();
    const agent = await h.createAgent({});
    const cases: [unknown, string][] = [
      [{ min_repeats: 0 }, "/deployment_policy/min_repeats"],
      [{ min_repeats: 11 }, "/deployment_policy/min_repeats"],
      [{ min_repeats: 1.5 }, "/deployment_policy/min_repeats"],
      [{ min_pass_rate: 1.01 }, "/deployment_policy/min_pass_rate"],
      [{ rollback: { max_failure_rate: -0.1 } }, "/deployment_policy/rollback/max_failure_rate"],
      [{ rollback: { min_conversations: 1001 } }, "/deployment_policy/rollback/min_conversations"],
      [{ rollback: { min_conversations: 0 } }, "/deployment_policy/rollback/min_conversations"],
      [{ colour: "red" }, "/deployment_policy/colour"],
      [{ require_passing_tests: "yes" }, "/deployment_policy/require_passing_tests"],
    ];
    for (const [policy, path] of cases) {
      const res = await h.call("PATCH", `/agents/${agent.id}`, { body: { deployment_policy: policy }, role: "admin" });
      expect(res.status).toBe(422);
      expect(res.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
    expect((await h.call("PATCH", `/agents/${agent.id}`, { body: {}, role: "admin" })).status).toBe(422);
  });

  it("answers 404 for another workspace's agent", async () => {
    const h = await startHarness();
    const agent = await h.createAgent({});
    const res = await h.call("PATCH", `/agents/${agent.id}`, {
      body: { deployment_policy: { min_repeats: 2 } },
      workspaceId: "ws_other",
    });
    expect(res.status).toBe(404);
  });
});

describe("agents HTTP: the deployment gate", () => {
  it("refuses a raised branch without evidence: 409 with the reason per branch, nothing deployed", async () => {
    const { h, agent, a, put, testing } = await gated();
    const before = (await h.call("GET", `/agents/${agent.id}/deployments`)).json;
    const res = await put(80);
    expect(res.status).toBe(409);
    expect(res.json.error.code).toBe("deployment_tests_required");
    expect(res.json.error.details.branches).toEqual([
      { branch_id: a.id, version_id: a.tip_version_id, reason: "not_tested" },
    ]);
    expect(testing.asked[0]).toMatchObject({
      workspace_id: h.workspaceId,
      agent_id: agent.id,
      min_repeats: 3,
      min_pass_rate: 0.9,
      branches: [{ branch_id: a.id, version_id: a.tip_version_id, attached_tests: ["tst_a", "tfd_b"] }],
    });
    expect((await h.call("GET", `/agents/${agent.id}/deployments`)).json.deployment_id).toBe(before.deployment_id);
  });

  it("names the failing tests and their invocation, and no_attached_tests for a branch with none", async () => {
    const { h, main, a, put, testing } = await gated();
    testing.verdicts.set(a.id, {
      outcome: "tests_failing",
      invocation_id: "inv_short",
      failing_tests: [{ test_id: "tst_a", pass_rate: 0.5 }],
    });
    const failing = await put(80);
    expect(failing.status).toBe(409);
    expect(failing.json.error.details.branches).toEqual([
      {
        branch_id: a.id,
        version_id: a.tip_version_id,
        reason: "tests_failing",
        invocation_id: "inv_short",
        failing_tests: [{ test_id: "tst_a", pass_rate: 0.5 }],
      },
    ]);
    const bare = await h.createAgent({}, "Bare");
    await h.call("PATCH", `/agents/${bare.id}`, { body: { deployment_policy: { require_passing_tests: true } } });
    const b = (await h.call("POST", `/agents/${bare.id}/branches`, { body: { name: "b" } })).json;
    const none = await h.call("PUT", `/agents/${bare.id}/deployments`, {
      body: { branches: [{ branch_id: b.id, percentage: 100 }] },
    });
    expect(none.status).toBe(409);
    expect(none.json.error.details.branches).toEqual([
      { branch_id: b.id, version_id: b.tip_version_id, reason: "no_attached_tests" },
    ]);
    expect(main).toBeDefined();
  });

  it("deploys a branch with evidence and records the invocation in the history", async () => {
    const { h, agent, a, put, testing } = await gated();
    testing.verdicts.set(a.id, { outcome: "passed", invocation_id: "inv_good" });
    const res = await put(80);
    expect(res.status).toBe(200);
    expect(res.json.changed).toBe(true);
    const [entry] = (await h.call("GET", `/agents/${agent.id}/deployments/history`)).json.items;
    expect(entry).toMatchObject({
      deployment_id: res.json.deployment_id,
      forced: false,
      evidence: [{ branch_id: a.id, version_id: a.tip_version_id, invocation_id: "inv_good" }],
    });
  });

  it("never judges a branch whose share falls or stays: only the branch that receives it", async () => {
    const { main, a, put, testing } = await gated();
    testing.verdicts.set(a.id, { outcome: "passed", invocation_id: "inv_good" });
    expect((await put(50)).status).toBe(200);
    testing.verdicts.clear();
    // a falls, main rises: main is judged (and refused without evidence), a never is.
    const refused = await put(80);
    expect(refused.status).toBe(409);
    expect(refused.json.error.details.branches.map((b: { branch_id: string }) => b.branch_id)).toEqual([main]);
    testing.verdicts.set(main, { outcome: "passed", invocation_id: "inv_main" });
    const lowered = await put(80);
    expect(lowered.status).toBe(200);
    expect(testing.asked.at(-1)?.branches.map((b) => b.branch_id)).toEqual([main]);
  });

  it("lets an owner force a refused branch through, recorded as forced; an admin forcing gets 403", async () => {
    const { h, agent, put } = await gated();
    const admin = await put(80, { force: true, role: "admin" });
    expect(admin.status).toBe(403);
    expect(admin.json.error.details).toMatchObject({ required_role: "owner", role: "admin" });
    const owner = await put(80, { force: true, role: "owner" });
    expect(owner.status).toBe(200);
    const [entry] = (await h.call("GET", `/agents/${agent.id}/deployments/history`)).json.items;
    expect(entry).toMatchObject({ deployment_id: owner.json.deployment_id, forced: true, evidence: [] });
  });

  it("refuses a force parameter that is not true or false with 422", async () => {
    const { h, agent, main } = await gated();
    const res = await h.call("PUT", `/agents/${agent.id}/deployments?force=yes`, {
      body: { branches: [{ branch_id: main, percentage: 100 }] },
    });
    expect(res.status).toBe(422);
  });

  it("answers 503 when the testing service does not answer, and deploys nothing", async () => {
    const h = await startHarness({
      testing: {
        existingTestEntries: async (_ws, ids) => new Set(ids),
        deploymentEvidence: async () => {
          const { DependencyError } = await import("@cx/errors");
          throw new DependencyError("testing", "no answer");
        },
      },
    });
    const agent = await h.createAgent(ATTACHED);
    await h.call("PATCH", `/agents/${agent.id}`, { body: { deployment_policy: { require_passing_tests: true } } });
    const a = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "a" } })).json;
    const res = await h.call("PUT", `/agents/${agent.id}/deployments`, {
      body: { branches: [{ branch_id: a.id, percentage: 100 }] },
    });
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe("unavailable");
  });
});
