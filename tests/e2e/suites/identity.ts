import { describe, expect, it } from "bun:test";
import { type Account, createApiKey, signUp, uniqueEmail } from "../../harness/accounts.ts";
import { ApiClient } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";

function cookieAttributes(setCookie: string | null): string[] {
  return (setCookie ?? "")
    .split(";")
    .slice(1)
    .map((part) => part.trim())
    .sort();
}

/** Identity through the gateway: accounts, sessions, members and roles, API keys, CSRF. */
export function identitySuite(platform: () => RunningPlatform) {
  describe("identity", () => {
    it("registers without revealing existing emails and logs in with the documented cookie", async () => {
      const base = platform().baseUrl;
      const api = new ApiClient(base);
      const email = uniqueEmail("ana");
      const body = { email, name: "Ana", password: "a long enough password", workspace_name: "Ana's team" };
      const first = await api.request("POST", "/api/v1/auth/register", body);
      expect([first.status, first.json]).toEqual([202, { status: "diterima" }]);
      const again = await api.request("POST", "/api/v1/auth/register", {
        ...body,
        email: ` ${email.toUpperCase()}`,
        password: "another password",
      });
      expect([again.status, again.text]).toEqual([first.status, first.text]);

      const short = await api.request("POST", "/api/v1/auth/register", {
        ...body,
        email: uniqueEmail(),
        password: "short",
      });
      expect(short.status).toBe(422);
      expect(short.json.error.details.fields.map((f: { path: string }) => f.path)).toEqual(["/password"]);
      expect(short.text).not.toContain('short"');

      const wrong = await api.request("POST", "/api/v1/auth/login", { email, password: "another password" });
      const unknown = await api.request("POST", "/api/v1/auth/login", {
        email: uniqueEmail(),
        password: "another password",
      });
      expect(wrong.status).toBe(401);
      expect(wrong.json.error.code).toBe("unauthenticated");
      expect(unknown.text).toBe(wrong.text);

      const session = await api.request("POST", "/api/v1/auth/login", { email, password: body.password });
      expect([session.status, session.json]).toEqual([200, { status: "masuk" }]);
      expect(session.headers.get("set-cookie")).toMatch(/^cx_session=[A-Za-z0-9_-]{43};/);
      expect(cookieAttributes(session.headers.get("set-cookie"))).toEqual([
        "HttpOnly",
        "Path=/",
        "SameSite=Lax",
        "Secure",
      ]);
      const remembered = await new ApiClient(base).request("POST", "/api/v1/auth/login", {
        email: email.toUpperCase(),
        password: body.password,
        remember: true,
      });
      expect(cookieAttributes(remembered.headers.get("set-cookie"))).toEqual([
        "HttpOnly",
        "Max-Age=2592000",
        "Path=/",
        "SameSite=Lax",
        "Secure",
      ]);

      const me = await api.request("GET", "/api/v1/auth/me");
      expect(me.status).toBe(200);
      expect(me.json.user).toMatchObject({ email, name: "Ana" });
      expect(me.json.user.id).toMatch(/^usr_/);
      expect(me.json.workspaces).toEqual([{ id: expect.stringMatching(/^ws_/), name: "Ana's team", role: "owner" }]);
      const workspaceId = me.json.workspaces[0].id;

      const list = await api.request("GET", "/api/v1/workspaces");
      expect(list.status).toBe(200);
      expect(list.json.items).toEqual([
        { id: workspaceId, name: "Ana's team", role: "owner", created_at: expect.any(String) },
      ]);
      const one = await api.request("GET", `/api/v1/workspaces/${workspaceId}`);
      expect([one.status, one.json.role]).toEqual([200, "owner"]);
    });

    describe("members and roles", () => {
      let ana: Account;
      let bo: Account;
      let cy: Account;
      const members = () => `/api/v1/workspaces/${ana.workspaceId}/members`;

      it("adds a registered user, who then sees the workspace", async () => {
        ana = await signUp(platform().baseUrl, { name: "Ana" });
        bo = await signUp(platform().baseUrl, { name: "Bo" });
        cy = await signUp(platform().baseUrl, { name: "Cy" });
        expect((await bo.api.request("GET", `/api/v1/workspaces/${ana.workspaceId}`)).status).toBe(404);

        const added = await ana.api.request("POST", members(), { email: bo.email.toUpperCase(), role: "member" });
        expect(added.status).toBe(201);
        expect(added.json).toEqual({
          user_id: bo.userId,
          email: bo.email,
          name: "Bo",
          role: "member",
          joined_at: expect.any(String),
        });
        const seen = await bo.api.request("GET", `/api/v1/workspaces/${ana.workspaceId}`);
        expect([seen.status, seen.json.role]).toEqual([200, "member"]);

        const unknown = await ana.api.request("POST", members(), { email: uniqueEmail("ghost"), role: "member" });
        expect(unknown.status).toBe(404);
        const twice = await ana.api.request("POST", members(), { email: bo.email, role: "admin" });
        expect([twice.status, twice.json.error.code]).toEqual([409, "conflict"]);

        const listed = await bo.api.request("GET", members());
        expect(listed.status).toBe(200);
        expect(listed.json.items.map((m: { user_id: string; role: string }) => [m.user_id, m.role])).toEqual([
          [ana.userId, "owner"],
          [bo.userId, "member"],
        ]);
      });

      it("applies the role rules", async () => {
        const byMember = await bo.api.request("POST", members(), { email: cy.email, role: "member" });
        expect([byMember.status, byMember.json.error.code]).toEqual([403, "forbidden"]);

        const promoted = await ana.api.request("PATCH", `${members()}/${bo.userId}`, { role: "admin" });
        expect([promoted.status, promoted.json.role]).toEqual([200, "admin"]);
        // Bo's cached principal was dropped: the admin role applies at once.
        const grantOwner = await bo.api.request("POST", members(), { email: cy.email, role: "owner" });
        expect(grantOwner.status).toBe(403);
        const byAdmin = await bo.api.request("POST", members(), { email: cy.email, role: "admin" });
        expect(byAdmin.status).toBe(201);
        const demoteOwner = await bo.api.request("PATCH", `${members()}/${ana.userId}`, { role: "member" });
        expect(demoteOwner.status).toBe(403);

        const lastOwner = await ana.api.request("PATCH", `${members()}/${ana.userId}`, { role: "admin" });
        expect([lastOwner.status, lastOwner.json.error.code]).toEqual([409, "last_owner"]);
        const removeLast = await ana.api.request("DELETE", `${members()}/${ana.userId}`);
        expect([removeLast.status, removeLast.json.error.code]).toEqual([409, "last_owner"]);
      });

      it("removes a member, whose session loses the workspace at once", async () => {
        expect((await cy.api.request("GET", `/api/v1/workspaces/${ana.workspaceId}`)).status).toBe(200);
        const removed = await bo.api.request("DELETE", `${members()}/${cy.userId}`);
        expect(removed.status).toBe(204);
        expect((await cy.api.request("GET", `/api/v1/workspaces/${ana.workspaceId}`)).status).toBe(404);
        expect((await cy.api.request("GET", `/api/v1/workspaces/${cy.workspaceId}`)).status).toBe(200);
      });

      it("issues, lists and revokes API keys, each bound to its workspace", async () => {
        const created = await ana.api.request("POST", `/api/v1/workspaces/${ana.workspaceId}/api-keys`, {
          name: "ci",
          role: "member",
        });
        expect(created.status).toBe(201);
        expect(created.json).toMatchObject({ name: "ci", role: "member", created_by: ana.userId, last_used_at: null });
        expect(created.json.key).toMatch(/^cxk_[A-Za-z0-9_-]{32,}$/);
        expect(created.json.key.startsWith(created.json.key_prefix)).toBe(true);
        const key = { id: created.json.id as string, key: created.json.key as string };

        const bearer = new ApiClient(platform().baseUrl, { bearer: key.key });
        const own = await bearer.request("GET", `/api/v1/workspaces/${ana.workspaceId}`);
        expect([own.status, own.json.role]).toEqual([200, "member"]);
        expect((await bearer.request("GET", `/api/v1/workspaces/${cy.workspaceId}`)).status).toBe(404);
        const sessionOnly = await bearer.request("GET", `/api/v1/workspaces/${ana.workspaceId}/api-keys`);
        expect([sessionOnly.status, sessionOnly.json.error.details.reason]).toEqual([403, "api_key_not_allowed"]);

        const listed = await ana.api.request("GET", `/api/v1/workspaces/${ana.workspaceId}/api-keys`);
        expect(listed.status).toBe(200);
        expect(listed.json.items.map((k: { id: string }) => k.id)).toContain(key.id);
        expect(listed.text).not.toContain(key.key);
        expect(listed.json.items.every((k: object) => !("key" in k))).toBe(true);

        const revoked = await ana.api.request("DELETE", `/api/v1/workspaces/${ana.workspaceId}/api-keys/${key.id}`);
        expect(revoked.status).toBe(204);
        const refused = await bearer.request("GET", `/api/v1/workspaces/${ana.workspaceId}`);
        expect([refused.status, refused.json.error.code]).toEqual([401, "unauthenticated"]);
      });

      it("caps a key by its creator's current role and refuses a removed member's keys", async () => {
        const boKey = await createApiKey(bo.api, ana.workspaceId, "admin");
        const bearer = new ApiClient(platform().baseUrl, { bearer: boKey.key });
        const asAdmin = await bearer.request("GET", `/api/v1/workspaces/${ana.workspaceId}`);
        expect([asAdmin.status, asAdmin.json.role]).toEqual([200, "admin"]);
        expect((await ana.api.request("PATCH", `${members()}/${bo.userId}`, { role: "member" })).status).toBe(200);
        const capped = await bearer.request("GET", `/api/v1/workspaces/${ana.workspaceId}`);
        expect([capped.status, capped.json.role]).toEqual([200, "member"]);
        expect((await ana.api.request("DELETE", `${members()}/${bo.userId}`)).status).toBe(204);
        expect((await bearer.request("GET", `/api/v1/workspaces/${ana.workspaceId}`)).status).toBe(401);
      });
    });

    it("requires X-CX-Request on cookie mutations, and refuses the cookie after logout", async () => {
      const account = await signUp(platform().baseUrl, { client: { csrf: false } });
      const missing = await account.api.request("POST", "/api/v1/auth/logout");
      expect([missing.status, missing.json.error.code, missing.json.error.details.reason]).toEqual([
        403,
        "forbidden",
        "csrf_header_missing",
      ]);
      const out = await account.api.request("POST", "/api/v1/auth/logout", undefined, { "x-cx-request": "1" });
      expect(out.status).toBe(204);
      const after = await account.api.request("GET", "/api/v1/auth/me");
      expect([after.status, after.json.error.code]).toEqual([401, "unauthenticated"]);
    });
  });
}
