import { describe, expect, it } from "bun:test";
import { createApiKey, signUp } from "../../harness/accounts.ts";
import { ApiClient } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * Conformance of identity, the gateway and agents with `platform-api.md` (and the extension spec
 * where it fills "not shown"), probed through the public port as a client would. Each case pins an
 * answer the audit found wrong or checked to the letter.
 */
export function conformanceIdentityAgentsSuite(platform: () => RunningPlatform) {
  describe("conformance: identity, gateway, agents", () => {
    it("answers a session cookie that is not valid percent-encoding with 401, and ignores it on public routes", async () => {
      const base = platform().baseUrl;
      const owner = await signUp(base);
      const bad = { cookie: "cx_session=%zz%E0%A4%A" };
      const read = await new ApiClient(base).request("GET", `/api/v1/workspaces/${owner.workspaceId}`, undefined, bad);
      expect([read.status, read.json.error.code]).toEqual([401, "unauthenticated"]);
      const login = await new ApiClient(base).request(
        "POST",
        "/api/v1/auth/login",
        { email: owner.email, password: owner.password },
        bad,
      );
      expect([login.status, login.json]).toEqual([200, { status: "masuk" }]);
    });

    it("refuses blank agent and branch names with 422 validation_failed on /name", async () => {
      const owner = await signUp(platform().baseUrl);
      const agents = `/api/v1/workspaces/${owner.workspaceId}/agents`;
      const blank = await owner.api.request("POST", agents, { name: "   " });
      expect(blank.status).toBe(422);
      expect(blank.json.error).toEqual({
        code: "validation_failed",
        message: expect.any(String),
        details: { fields: [{ path: "/name", message: "must not be blank" }] },
      });
      const agent = await owner.api.request("POST", agents, { name: "Support" });
      expect(agent.status).toBe(201);
      const branch = await owner.api.request("POST", `${agents}/${agent.json.id}/branches`, { name: "\t" });
      expect([branch.status, branch.json.error.details.fields[0].path]).toEqual([422, "/name"]);
    });

    it("deploys exact two-decimal percentages and names every offending entry", async () => {
      const owner = await signUp(platform().baseUrl);
      const agents = `/api/v1/workspaces/${owner.workspaceId}/agents`;
      const agent = (await owner.api.request("POST", agents, { name: "Split" })).json;
      const path = `${agents}/${agent.id}/deployments`;
      const b1 = (await owner.api.request("POST", `${agents}/${agent.id}/branches`, { name: "b1" })).json;
      const b2 = (await owner.api.request("POST", `${agents}/${agent.id}/branches`, { name: "b2" })).json;
      const main = agent.main_branch_id;

      const exact = await owner.api.request("PUT", path, {
        branches: [
          { branch_id: main, percentage: "33.33" },
          { branch_id: b1.id, percentage: 33.33 },
          { branch_id: b2.id, percentage: "33.34" },
        ],
      });
      expect(exact.status).toBe(200);
      expect(exact.json).toEqual({
        changed: true,
        deployment_id: expect.stringMatching(/^dep_/),
        distribution: [
          { branch_id: main, percentage: "33.33", basis_points: 3333 },
          { branch_id: b1.id, percentage: "33.33", basis_points: 3333 },
          { branch_id: b2.id, percentage: "33.34", basis_points: 3334 },
        ],
      });

      const bad = await owner.api.request("PUT", path, {
        branches: [
          { branch_id: main, percentage: "33.333" },
          { branch_id: b1.id, percentage: -1 },
          { branch_id: b2.id, percentage: 101 },
          { branch_id: main, percentage: 0 },
          { branch_id: "br_unknown", percentage: 0 },
        ],
      });
      expect([bad.status, bad.json.error.code]).toEqual([422, "deployment_invalid"]);
      expect(
        bad.json.error.details.entries.map((e: { index: number; problem: string }) => [e.index, e.problem]),
      ).toEqual([
        [0, "too_many_decimals"],
        [1, "negative"],
        [2, "above_100"],
        [3, "duplicate_branch"],
        [4, "unknown_branch"],
      ]);

      const member = await createApiKey(owner.api, owner.workspaceId, "member");
      const forbidden = await owner.api
        .withBearer(member.key)
        .request("PUT", path, { branches: [{ branch_id: main, percentage: 100 }] });
      expect([forbidden.status, forbidden.json.error.code]).toEqual([403, "forbidden"]);
    });

    it("previews a stale draft with the exact shape of part 2.6 and guards apply and publish", async () => {
      const owner = await signUp(platform().baseUrl);
      const agents = `/api/v1/workspaces/${owner.workspaceId}/agents`;
      const agent = (
        await owner.api.request("POST", agents, { name: "Merge", config: { agent: { first_message: "base" } } })
      ).json;
      const a = `${agents}/${agent.id}`;
      const branch = `branch_id=${agent.main_branch_id}`;
      const base = (await owner.api.request("GET", `${a}/branches`)).json.items[0].tip_version_id;
      expect(
        (await owner.api.request("PUT", `${a}/draft?${branch}`, { config: { agent: { first_message: "tip" } } }))
          .status,
      ).toBe(200);
      expect((await owner.api.request("POST", `${a}/draft/publish?${branch}`)).status).toBe(201);
      const stale = await owner.api.request("PUT", `${a}/draft?${branch}`, {
        base_version_id: base,
        config: { agent: { first_message: "mine" } },
      });
      expect(stale.status).toBe(200);
      const publish = await owner.api.request("POST", `${a}/draft/publish?${branch}`);
      expect([publish.status, publish.json.error.code]).toEqual([409, "draft_stale"]);

      const preview = await owner.api.request("POST", `${a}/draft/reconcile-preview?${branch}`);
      expect(preview.status).toBe(200);
      expect(Object.keys(preview.json).sort()).toEqual(
        ["base_version_id", "config", "conflicts", "draft_hash", "overridden_fields", "tip_version_id"].sort(),
      );
      expect(preview.json.conflicts).toEqual([
        {
          path: "agent.first_message",
          base_present: true,
          source_present: true,
          target_present: true,
          base: "base",
          source: "mine",
          target: "tip",
          source_last_changed_at: expect.stringMatching(ISO_MS),
          target_last_changed_at: expect.stringMatching(ISO_MS),
          source_last_changed_version_id: null,
          target_last_changed_version_id: expect.stringMatching(/^ver_/),
          winner: "source",
        },
      ]);
      const changed = await owner.api.request("POST", `${a}/draft/reconcile?${branch}`, { draft_hash: "0".repeat(64) });
      expect([changed.status, changed.json.error.code]).toEqual([409, "draft_changed"]);
      const applied = await owner.api.request("POST", `${a}/draft/reconcile?${branch}`, {
        draft_hash: preview.json.draft_hash,
      });
      expect([applied.status, applied.json.base_version_id]).toEqual([200, preview.json.tip_version_id]);
      expect((await owner.api.request("POST", `${a}/draft/publish?${branch}`)).status).toBe(201);
    });
  });
}
