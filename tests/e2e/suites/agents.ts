import { beforeAll, describe, expect, it } from "bun:test";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import type { ApiClient } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const CONFIG = {
  agent: {
    first_message: "Halo! Ada yang bisa saya bantu?",
    language: "id",
    prompt: {
      prompt: "You are a helpful support agent.",
      llm: "vendor-a-5-mini",
      temperature: 0.3,
      rag: { enabled: true },
    },
  },
  conversation: { max_duration_seconds: 600 },
};

function withTemperature(temperature: number) {
  return { ...CONFIG, agent: { ...CONFIG.agent, prompt: { ...CONFIG.agent.prompt, temperature } } };
}

/**
 * Agents, branches, versions, drafts, reconcile and deployments through the gateway: every
 * endpoint of the agents service, with an owner's session, a member's API key and a stranger.
 */
export function agentsSuite(platform: () => RunningPlatform) {
  describe("agents", () => {
    let owner: Account;
    let member: ApiClient;
    let stranger: Account;
    let ws: string;
    let agentId: string;
    let mainId: string;
    let firstVersionId: string;

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      stranger = await signUp(platform().baseUrl);
      ws = `/api/v1/workspaces/${owner.workspaceId}`;
      member = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "member")).key);
      const created = await owner.api.request("POST", `${ws}/agents`, { name: "Support", config: CONFIG });
      expect(created.status).toBe(201);
      agentId = created.json.id;
      mainId = created.json.main_branch_id;
    });

    it("creates an agent with main at 100% and a published first version", async () => {
      const agent = await owner.api.request("GET", `${ws}/agents/${agentId}`);
      expect(agent.status).toBe(200);
      expect(agent.json).toMatchObject({
        id: agentId,
        name: "Support",
        main_branch_id: mainId,
        created_by: owner.userId,
      });
      const list = await member.request("GET", `${ws}/agents?page_size=10`);
      expect(list.status).toBe(200);
      expect(list.json.items.map((a: { id: string }) => a.id)).toContain(agentId);
      expect(list.json).toHaveProperty("next_cursor");
      expect(list.json).toHaveProperty("has_more");

      const branches = await owner.api.request("GET", `${ws}/agents/${agentId}/branches`);
      const main = branches.json.items[0];
      expect(main).toMatchObject({ id: mainId, name: "main", is_archived: false, live_basis_points: 10000 });
      firstVersionId = main.tip_version_id;
      const version = await owner.api.request("GET", `${ws}/agents/${agentId}/versions/${firstVersionId}`);
      expect(version.status).toBe(200);
      expect(version.json.config.agent.prompt.rag.max_retrieved_rag_chunks_count).toBe(5);
      const versions = await owner.api.request("GET", `${ws}/agents/${agentId}/branches/${mainId}/versions`);
      expect(versions.json.items.map((v: { id: string }) => v.id)).toEqual([firstVersionId]);

      const deployment = await owner.api.request("GET", `${ws}/agents/${agentId}/deployments`);
      expect(deployment.status).toBe(200);
      expect(deployment.json.distribution).toEqual([{ branch_id: mainId, percentage: "100.00", basis_points: 10000 }]);
    });

    it("refuses an invalid configuration with the path of each offence", async () => {
      const res = await owner.api.request("POST", `${ws}/agents`, {
        name: "Broken",
        config: { agent: { prompt: { llm: "gpt-x", secret_sauce: true } } },
      });
      expect(res.status).toBe(422);
      expect(res.json.error.code).toBe("validation_failed");
      const paths = res.json.error.details.fields.map((f: { path: string }) => f.path).sort();
      expect(paths).toEqual(["/config/agent/prompt/llm", "/config/agent/prompt/secret_sauce"]);
    });

    it("renames the agent", async () => {
      const res = await member.request("PATCH", `${ws}/agents/${agentId}`, { name: "Support desk" });
      expect(res.status).toBe(200);
      expect(res.json.name).toBe("Support desk");
    });

    it("runs a draft through save, stale publish, reconcile and publish", async () => {
      const q = `?branch_id=${mainId}`;
      expect((await owner.api.request("GET", `${ws}/agents/${agentId}/draft${q}`)).status).toBe(404);
      // A first edit is published, moving main's tip.
      const saved = await owner.api.request("PUT", `${ws}/agents/${agentId}/draft${q}`, {
        config: withTemperature(0.1),
      });
      expect(saved.status).toBe(200);
      expect(saved.json.base_version_id).toBe(firstVersionId);
      expect(saved.json.path_changed_at).toHaveProperty(["agent.prompt.temperature"]);
      const published = await owner.api.request("POST", `${ws}/agents/${agentId}/draft/publish${q}`);
      expect(published.status).toBe(201);
      expect(published.json.changed_paths).toEqual(["agent.prompt.temperature"]);
      // A draft based on the old version is stale.
      const staleConfig = { ...withTemperature(0.9), agent: { ...withTemperature(0.9).agent, first_message: "Hi!" } };
      await owner.api.request("PUT", `${ws}/agents/${agentId}/draft${q}`, {
        config: staleConfig,
        base_version_id: firstVersionId,
      });
      const stale = await owner.api.request("POST", `${ws}/agents/${agentId}/draft/publish${q}`);
      expect(stale.status).toBe(409);
      expect(stale.json.error.code).toBe("draft_stale");

      const preview = await member.request("POST", `${ws}/agents/${agentId}/draft/reconcile-preview${q}`);
      expect(preview.status).toBe(200);
      expect(preview.json).toMatchObject({ base_version_id: firstVersionId, tip_version_id: published.json.id });
      expect(preview.json.conflicts.map((c: { path: string }) => c.path)).toEqual(["agent.prompt.temperature"]);
      expect(preview.json.conflicts[0]).toMatchObject({ base: 0.3, source: 0.9, target: 0.1, winner: "source" });
      expect(preview.json.config.agent.first_message).toBe("Hi!");

      const wrongHash = await owner.api.request("POST", `${ws}/agents/${agentId}/draft/reconcile${q}`, {
        draft_hash: "x",
      });
      expect(wrongHash.status).toBe(409);
      expect(wrongHash.json.error.code).toBe("draft_changed");
      const applied = await owner.api.request("POST", `${ws}/agents/${agentId}/draft/reconcile${q}`, {
        draft_hash: preview.json.draft_hash,
        resolutions: { "agent.prompt.temperature": "target" },
      });
      expect(applied.status).toBe(200);
      expect(applied.json.base_version_id).toBe(published.json.id);
      expect(applied.json.config.agent.prompt.temperature).toBe(0.1);
      const final = await owner.api.request("POST", `${ws}/agents/${agentId}/draft/publish${q}`);
      expect(final.status).toBe(201);
      expect(final.json.changed_paths).toEqual(["agent.first_message"]);

      // Save and discard.
      await owner.api.request("PUT", `${ws}/agents/${agentId}/draft${q}`, { config: CONFIG });
      expect((await owner.api.request("GET", `${ws}/agents/${agentId}/draft${q}`)).status).toBe(200);
      expect((await owner.api.request("DELETE", `${ws}/agents/${agentId}/draft${q}`)).status).toBe(204);
      expect((await owner.api.request("GET", `${ws}/agents/${agentId}/draft${q}`)).status).toBe(404);
    });

    it("creates, renames, archives and restores branches; main is protected", async () => {
      const created = await member.request("POST", `${ws}/agents/${agentId}/branches`, { name: "experiment" });
      expect(created.status).toBe(201);
      expect(created.json.parent_version_id).toBeTruthy();
      const taken = await member.request("POST", `${ws}/agents/${agentId}/branches`, { name: "experiment" });
      expect(taken.status).toBe(409);
      expect(taken.json.error.code).toBe("branch_name_taken");
      const branchPath = `${ws}/agents/${agentId}/branches/${created.json.id}`;
      expect((await member.request("PATCH", branchPath, { name: "canary" })).json.name).toBe("canary");
      expect((await member.request("PATCH", branchPath, { is_archived: true })).json.is_archived).toBe(true);
      expect((await member.request("PATCH", branchPath, { is_archived: false })).json.is_archived).toBe(false);
      for (const body of [{ name: "trunk" }, { is_archived: true }]) {
        const res = await member.request("PATCH", `${ws}/agents/${agentId}/branches/${mainId}`, body);
        expect(res.status).toBe(409);
        expect(res.json.error.code).toBe("branch_main_protected");
      }
    });

    it("deploys exact percentages, admin or owner only", async () => {
      const a = (await owner.api.request("POST", `${ws}/agents/${agentId}/branches`, { name: "a" })).json;
      const b = (await owner.api.request("POST", `${ws}/agents/${agentId}/branches`, { name: "b" })).json;
      const path = `${ws}/agents/${agentId}/deployments`;
      const thirds = {
        branches: [
          { branch_id: mainId, percentage: "33.33" },
          { branch_id: a.id, percentage: "33.33" },
          { branch_id: b.id, percentage: "33.34" },
        ],
      };
      const forbidden = await member.request("PUT", path, thirds);
      expect(forbidden.status).toBe(403);
      expect(forbidden.json.error.code).toBe("forbidden");

      const res = await owner.api.request("PUT", path, thirds);
      expect(res.status).toBe(200);
      expect(res.json.changed).toBe(true);
      expect(res.json.distribution.map((d: { basis_points: number }) => d.basis_points)).toEqual([3333, 3333, 3334]);
      const same = await owner.api.request("PUT", path, thirds);
      expect(same.json).toMatchObject({ changed: false, deployment_id: res.json.deployment_id });

      const invalid = await owner.api.request("PUT", path, {
        branches: [
          { branch_id: mainId, percentage: "33.333" },
          { branch_id: a.id, percentage: 66.667 },
        ],
      });
      expect(invalid.status).toBe(422);
      expect(invalid.json.error.code).toBe("deployment_invalid");
      expect(invalid.json.error.details.entries.map((e: { index: number }) => e.index)).toEqual([0, 1]);
      const total = await owner.api.request("PUT", path, { branches: [{ branch_id: mainId, percentage: 99 }] });
      expect(total.json.error.code).toBe("deployment_invalid");

      await owner.api.request("PUT", path, {
        branches: [
          { branch_id: mainId, percentage: 87.5 },
          { branch_id: a.id, percentage: 12.5 },
        ],
      });
      expect(
        (await owner.api.request("PATCH", `${ws}/agents/${agentId}/branches/${b.id}`, { is_archived: true })).status,
      ).toBe(200);
      const archived = await owner.api.request("PUT", path, {
        branches: [
          { branch_id: mainId, percentage: 50 },
          { branch_id: b.id, percentage: 50 },
        ],
      });
      expect(archived.status).toBe(409);
      expect(archived.json.error.code).toBe("deployment_branch_archived");
      const current = await member.request("GET", path);
      expect(current.json.distribution.map((d: { percentage: string }) => d.percentage)).toEqual(["87.50", "12.50"]);
    });

    it("answers 404 to another workspace reading or writing this agent", async () => {
      for (const [method, suffix] of [
        ["GET", ""],
        ["GET", "/branches"],
        ["GET", `/versions/${firstVersionId}`],
        ["GET", "/deployments"],
        ["GET", `/draft?branch_id=${mainId}`],
        ["POST", `/draft/reconcile-preview?branch_id=${mainId}`],
      ] as const) {
        const res = await stranger.api.request(method, `${ws}/agents/${agentId}${suffix}`);
        expect([suffix, res.status]).toEqual([suffix, 404]);
      }
      // Through the stranger's own workspace path, the agent does not exist either.
      const own = await stranger.api.request("GET", `/api/v1/workspaces/${stranger.workspaceId}/agents/${agentId}`);
      expect(own.status).toBe(404);
      expect(own.json.error.code).toBe("not_found");
    });
  });

  describe("deploying what passed: attached tests, the gate and the history", () => {
    let owner: Account;
    let admin: ApiClient;
    let member: ApiClient;
    let stranger: Account;
    let ws: string;
    let folderId: string;
    let testId: string;

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      stranger = await signUp(platform().baseUrl);
      ws = `/api/v1/workspaces/${owner.workspaceId}`;
      admin = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "admin")).key);
      member = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "member")).key);
      folderId = (await owner.api.request("POST", `${ws}/agent-test-folders`, { name: "Shipping" })).json.id;
      const test = await owner.api.request("POST", `${ws}/agent-tests`, {
        type: "next_reply",
        name: "Says when orders ship",
        parent_folder_id: folderId,
        chat_history: [{ role: "user", message: "When do orders ship?" }],
        success_condition: "The agent says orders ship within two days",
      });
      expect(test.status).toBe(201);
      testId = test.json.id;
    });

    const shop = (attached: string[]) => ({
      agent: {
        first_message: "Hello! How can I help?",
        prompt: {
          prompt:
            "You are the support agent of Acme. Orders ship within two days. Refunds are possible within thirty days.",
        },
      },
      platform_settings: { testing: { attached_tests: attached.map((test_id) => ({ test_id })) } },
    });

    it("refuses attaching an id that is no test or folder of the workspace", async () => {
      const foreign = (
        await stranger.api.request("POST", `/api/v1/workspaces/${stranger.workspaceId}/agent-test-folders`, {
          name: "Theirs",
        })
      ).json.id;
      const res = await owner.api.request("POST", `${ws}/agents`, { name: "Shop", config: shop([folderId, foreign]) });
      expect(res.status).toBe(422);
      expect(res.json.error.details.fields.map((f: { path: string }) => f.path)).toEqual([
        "/config/platform_settings/testing/attached_tests/1/test_id",
      ]);
    });

    it("refuses a raised branch until its attached tests passed, then deploys it with the evidence", async () => {
      const agent = await owner.api.request("POST", `${ws}/agents`, { name: "Shop", config: shop([folderId]) });
      expect(agent.status).toBe(201);
      const path = `${ws}/agents/${agent.json.id}`;
      expect(agent.json.deployment_policy.require_passing_tests).toBe(false);
      const candidate = (await owner.api.request("POST", `${path}/branches`, { name: "candidate" })).json;

      const byMember = await member.request("PATCH", path, { deployment_policy: { require_passing_tests: true } });
      expect(byMember.status).toBe(403);
      expect(byMember.json.error.details.required_role).toBe("admin");
      const outOfBounds = await admin.request("PATCH", path, { deployment_policy: { min_repeats: 11 } });
      expect(outOfBounds.status).toBe(422);
      const policy = await admin.request("PATCH", path, { deployment_policy: { require_passing_tests: true } });
      expect(policy.status).toBe(200);
      expect(policy.json.deployment_policy).toMatchObject({ require_passing_tests: true, min_repeats: 1 });

      const split = {
        branches: [
          { branch_id: agent.json.main_branch_id, percentage: 80 },
          { branch_id: candidate.id, percentage: 20 },
        ],
      };
      const refused = await admin.request("PUT", `${path}/deployments`, split);
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe("deployment_tests_required");
      expect(refused.json.error.details.branches).toEqual([
        { branch_id: candidate.id, version_id: candidate.tip_version_id, reason: "not_tested" },
      ]);

      const started = await member.request("POST", `${path}/test-invocations`, {
        attached: true,
        branch_id: candidate.id,
      });
      expect(started.status).toBe(201);
      expect(started.json).toMatchObject({ attached: true, test_ids: [testId], version_id: candidate.tip_version_id });
      const deadline = Date.now() + 30_000;
      let invocation = started.json;
      while (invocation.status === "running" && Date.now() < deadline) {
        await Bun.sleep(50);
        invocation = (await member.request("GET", `${ws}/test-invocations/${started.json.id}`)).json;
      }
      expect(invocation.status).toBe("completed");
      expect(invocation.counts.passed).toBe(1);

      const deployed = await admin.request("PUT", `${path}/deployments`, split);
      expect(deployed.status).toBe(200);
      const history = await member.request("GET", `${path}/deployments/history?page_size=1`);
      expect(history.status).toBe(200);
      expect(history.json.has_more).toBe(true);
      expect(history.json.items[0]).toMatchObject({
        deployment_id: deployed.json.deployment_id,
        reason: "manual",
        forced: false,
        evidence: [{ branch_id: candidate.id, version_id: candidate.tip_version_id, invocation_id: started.json.id }],
        rollback: null,
      });
      const first = await member.request("GET", `${path}/deployments/history?cursor=${history.json.next_cursor}`);
      expect(first.json.items).toHaveLength(1);
      expect(first.json.items[0]).toMatchObject({ reason: "created", created_by: { type: "user", id: owner.userId } });

      // Lowering the candidate never needs evidence of it; forcing a new untested branch takes the owner.
      const untested = (await owner.api.request("POST", `${path}/branches`, { name: "untested" })).json;
      const raise = {
        branches: [
          { branch_id: agent.json.main_branch_id, percentage: 80 },
          { branch_id: untested.id, percentage: 20 },
        ],
      };
      expect((await admin.request("PUT", `${path}/deployments?force=true`, raise)).status).toBe(403);
      const forced = await owner.api.request("PUT", `${path}/deployments?force=true`, raise);
      expect(forced.status).toBe(200);
      const newest = (await member.request("GET", `${path}/deployments/history`)).json.items[0];
      expect(newest).toMatchObject({ deployment_id: forced.json.deployment_id, forced: true, evidence: [] });

      const theirs = await stranger.api.request("GET", `${path}/deployments/history`);
      expect(theirs.status).toBe(404);
      const theirPatch = await stranger.api.request("PATCH", path, { deployment_policy: { min_repeats: 2 } });
      expect(theirPatch.status).toBe(404);
    });
  });
}
