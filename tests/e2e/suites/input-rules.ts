import { describe, expect, it } from "bun:test";
import { signUp } from "../../harness/accounts.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const FORM = "application/x-www-form-urlencoded";

/**
 * What every service takes and refuses: JSON only (a cross-site HTML form can drive nothing), no
 * unknown fields, names without control characters, bounded settings, references that name
 * resources of the caller's own workspace, and messages that say what is wrong.
 */
export function inputRulesSuite(platform: () => RunningPlatform) {
  describe("input rules", () => {
    const url = (path: string) => `${platform().baseUrl}/api/v1${path}`;

    it("refuses form, multipart and text bodies on log in and register, and sets no cookie", async () => {
      const owner = await signUp(platform().baseUrl);
      const form = new FormData();
      form.set("email", owner.email);
      form.set("password", owner.password);
      const attempts: [string, RequestInit][] = [
        [
          "form",
          {
            headers: { "content-type": FORM },
            body: new URLSearchParams({ email: owner.email, password: owner.password }).toString(),
          },
        ],
        ["multipart", { body: form }],
        [
          "text",
          {
            headers: { "content-type": "text/plain" },
            body: JSON.stringify({ email: owner.email, password: owner.password }),
          },
        ],
      ];
      for (const [kind, init] of attempts) {
        const response = await fetch(url("/auth/login"), { method: "POST", ...init });
        const json = (await response.json()) as { error: { code: string } };
        expect([kind, response.status, json.error.code]).toEqual([kind, 422, "validation_failed"]);
        expect(response.headers.get("set-cookie")).toBeNull();
      }
      const register = await fetch(url("/auth/register"), {
        method: "POST",
        headers: { "content-type": FORM },
        body: "email=a%40example.com&name=A&password=correct-horse&workspace_name=W",
      });
      expect(register.status).toBe(422);
    });

    it("refuses non-JSON bodies on workspace routes of every service", async () => {
      const owner = await signUp(platform().baseUrl);
      const ws = `/workspaces/${owner.workspaceId}`;
      const cookie = owner.api.sessionCookie!;
      for (const path of [
        `${ws}/agents`,
        `${ws}/api-keys`,
        `${ws}/agent-test-folders`,
        `${ws}/agents/agt_unknown/conversations`,
        `${ws}/knowledge/folders`,
      ]) {
        const response = await fetch(url(path), {
          method: "POST",
          headers: { cookie, "x-cx-request": "1", "content-type": FORM },
          body: "name=Formed&role=member",
        });
        expect([path, response.status]).toEqual([path, 422]);
      }
    });

    it("refuses unknown fields in every service, naming them", async () => {
      const owner = await signUp(platform().baseUrl);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      const cases: [string, string, unknown][] = [
        ["POST", `${ws}/knowledge/text`, { name: "Doc", text: "Hello", colour: "red" }],
        ["POST", `${ws}/knowledge/folders`, { name: "F", colour: "red" }],
        ["POST", `${ws}/api-keys`, { name: "k", role: "member", colour: "red" }],
        ["POST", `${ws}/agents`, { name: "A", colour: "red" }],
        ["POST", `${ws}/agent-test-folders`, { name: "T", colour: "red" }],
        ["POST", `${ws}/agents/agt_unknown/conversations`, { source: "api", colour: "red" }],
        [
          "POST",
          "/api/v1/auth/register",
          { email: "x@example.com", name: "X", password: "longenough", workspace_name: "W", colour: "red" },
        ],
      ];
      for (const [method, path, body] of cases) {
        const response = await owner.api.request(method, path, body);
        expect([path, response.status, response.json.error.code]).toEqual([path, 422, "validation_failed"]);
        expect(response.json.error.details.fields).toContainEqual({ path: "/colour", message: "is not a known field" });
      }
    });

    it("refuses unknown query parameters on writes of every service as on reads, naming them", async () => {
      const owner = await signUp(platform().baseUrl);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      const cases: [string, string, unknown][] = [
        ["POST", `${ws}/agents?zzz=1`, { name: "A" }],
        ["POST", `${ws}/api-keys?zzz=1`, { name: "k", role: "member" }],
        ["POST", `${ws}/agent-test-folders?zzz=1`, { name: "T" }],
        ["POST", `${ws}/agents/agt_unknown/conversations?zzz=1`, {}],
        ["POST", `${ws}/knowledge/folders?zzz=1`, { name: "F" }],
        ["GET", `${ws}/agents?zzz=1`, undefined],
      ];
      for (const [method, path, body] of cases) {
        const response = await owner.api.request(method, path, body);
        expect([method, path, response.status, response.json.error.details.fields]).toEqual([
          method,
          path,
          422,
          [{ path: "/zzz", message: "is not a parameter of this operation" }],
        ]);
      }
      // Nothing was created by the refused writes, and a declared parameter is still taken.
      expect((await owner.api.request("GET", `${ws}/agents`)).json.items).toEqual([]);
      const folder = await owner.api.request("POST", `${ws}/knowledge/folders`, { name: "Kept" });
      const forced = await owner.api.request("DELETE", `${ws}/knowledge/folders/${folder.json.id}?force=true`);
      expect(forced.status).toBe(204);
    });

    it("answers a path with a trailing slash as the path without it, never 5XX", async () => {
      const owner = await signUp(platform().baseUrl);
      const me = await owner.api.request("GET", "/api/v1/auth/me/");
      expect([me.status, me.json.user.email]).toEqual([200, owner.email]);
      const workspaces = await owner.api.request("GET", "/api/v1/workspaces/");
      expect(workspaces.json.items.map((w: { id: string }) => w.id)).toEqual([owner.workspaceId]);
      const agents = await owner.api.request("GET", `/api/v1/workspaces/${owner.workspaceId}/agents/`);
      expect(agents.status).toBe(200);
      for (const path of ["/auth/me/", "/workspaces/", "/auth/logout/"]) {
        const anonymous = await fetch(url(path), { method: path.includes("logout") ? "POST" : "GET" });
        expect([path, anonymous.status]).toEqual([path, 401]);
      }
      const login = await fetch(url("/auth/login/"), {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: owner.email, password: "not the password" }),
      });
      expect(login.status).toBe(401);
    });

    it("says what is wrong: allowed values, required fields, blank and control characters", async () => {
      const owner = await signUp(platform().baseUrl);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      const role = await owner.api.request("POST", `${ws}/api-keys`, { name: "k", role: "owner" });
      expect(role.json.error.details.fields).toEqual([{ path: "/role", message: "must be one of: member, admin" }]);
      const missing = await owner.api.request("POST", `${ws}/api-keys`, { role: "member" });
      expect(missing.json.error.details.fields).toEqual([{ path: "/name", message: "is required" }]);
      for (const [path, body] of [
        [`${ws}/agents`, { name: "Bad\u0000name" }],
        [`${ws}/knowledge/folders`, { name: "Line\nbreak" }],
        [`${ws}/api-keys`, { name: "Bell\u0007", role: "member" }],
      ] as const) {
        const response = await owner.api.request("POST", path, body);
        expect([path, response.status, response.json.error.details.fields]).toEqual([
          path,
          422,
          [{ path: "/name", message: "must not contain control characters" }],
        ]);
      }
    });

    it("bounds the numeric settings of an agent configuration", async () => {
      const owner = await signUp(platform().baseUrl);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      const refused = await owner.api.request("POST", `${ws}/agents`, {
        name: "Bounded",
        config: { agent: { prompt: { temperature: 5, rag: { max_retrieved_rag_chunks_count: -5 } } } },
      });
      expect(refused.status).toBe(422);
      expect(refused.json.error.details.fields).toEqual([
        { path: "/config/agent/prompt/temperature", message: "must be at most 2" },
        { path: "/config/agent/prompt/rag/max_retrieved_rag_chunks_count", message: "must be at least 1" },
      ]);
    });

    it("accepts only the caller's own agents in a test and own documents in an agent", async () => {
      const owner = await signUp(platform().baseUrl);
      const stranger = await signUp(platform().baseUrl);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      const theirs = `/api/v1/workspaces/${stranger.workspaceId}`;
      const ownAgent = await owner.api.request("POST", `${ws}/agents`, { name: "Mine" });
      const foreignAgent = await stranger.api.request("POST", `${theirs}/agents`, { name: "Theirs" });
      const test = (agentId: string) => ({
        type: "next_reply",
        name: "Greets",
        agent_id: agentId,
        chat_history: [{ role: "user", message: "Hi" }],
        success_condition: "The agent greets the user",
      });
      expect((await owner.api.request("POST", `${ws}/agent-tests`, test(ownAgent.json.id))).status).toBe(201);
      const foreign = await owner.api.request("POST", `${ws}/agent-tests`, test(foreignAgent.json.id));
      expect([foreign.status, foreign.json.error.code]).toEqual([404, "not_found"]);
      const unknown = await owner.api.request("POST", `${ws}/agent-tests`, test("agt_doesnotexist"));
      expect(unknown.status).toBe(404);

      const ownDoc = await owner.api.request("POST", `${ws}/knowledge/text`, { name: "Mine", text: "Ours." });
      const foreignDoc = await stranger.api.request("POST", `${theirs}/knowledge/text`, { name: "Theirs", text: "X." });
      const attach = (id: string) => ({
        name: "With knowledge",
        config: { agent: { prompt: { knowledge_base: [{ id, name: "doc", type: "text" }] } } },
      });
      expect((await owner.api.request("POST", `${ws}/agents`, attach(ownDoc.json.id))).status).toBe(201);
      const stolen = await owner.api.request("POST", `${ws}/agents`, attach(foreignDoc.json.id));
      expect([stolen.status, stolen.json.error.details.fields]).toEqual([
        422,
        [
          {
            path: "/config/agent/prompt/knowledge_base/0/id",
            message: "is not a knowledge document of this workspace",
          },
        ],
      ]);
    });
  });
}
