import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { CALLER_HEADER } from "@cx/http-kit";
import { routesOf } from "@cx/route-table";
import {
  createTestIdentity,
  INTERNAL_CALLER,
  signUp,
  type TestIdentity,
  workspaceCallerOf,
} from "../testing/identity.ts";

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const PASSWORD = "Sup3r-Secret-Passw0rd!";

function register(email: string, password: string, name = "Ana") {
  return identity.call("POST", "/api/v1/auth/register", { body: { email, name, password, workspace_name: "T" } });
}

function login(email: string, password: string) {
  return identity.call("POST", "/api/v1/auth/login", { body: { email, password } });
}

/** Status, headers that matter and body: what an attacker can compare. */
async function observable(response: Response) {
  return {
    status: response.status,
    contentType: response.headers.get("content-type"),
    setCookie: response.headers.get("set-cookie"),
    body: await response.text(),
  };
}

describe("account enumeration", () => {
  it("register answers a new and an existing email identically and leaves the account alone", async () => {
    const fresh = await observable(await register("ana@example.com", PASSWORD));
    const again = await observable(await register(" ANA@example.com", "attacker's password", "Mallory"));
    expect(again).toEqual(fresh);
    expect((await login("ana@example.com", "attacker's password")).status).toBe(401);
    expect((await login("ana@example.com", PASSWORD)).status).toBe(200);
    const user = await identity.deps.users.findByEmail("ana@example.com");
    expect(user?.name).toBe("Ana");
  });

  it("login answers an unknown email and a wrong password with the very same response", async () => {
    await register("ana@example.com", PASSWORD);
    const unknown = await observable(await login("nobody@example.com", PASSWORD));
    const wrong = await observable(await login("ana@example.com", "not the password"));
    expect(unknown.status).toBe(401);
    expect(wrong).toEqual(unknown);
  });
});

describe("brute force", () => {
  it("answers 429 with Retry-After past 5 failures, and still 429 with the right password", async () => {
    await register("ana@example.com", PASSWORD);
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await login("ana@example.com", `guess-${i}`)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    const right = await login("ana@example.com", PASSWORD);
    expect(right.status).toBe(429);
    expect(right.headers.get("retry-after")).toMatch(/^\d+$/);
    // Another account is not affected.
    await register("bo@example.com", PASSWORD);
    expect((await login("bo@example.com", PASSWORD)).status).toBe(200);
  });
});

describe("secrets", () => {
  it("never writes a password, a session token or an API key into a log line or an error body", async () => {
    const bodies: string[] = [];
    const keep = async (response: Response) => {
      bodies.push(await response.text());
      return response;
    };
    await keep(await register("ana@example.com", PASSWORD));
    await keep(await register("ana@example.com", PASSWORD));
    await keep(await register("not-an-email", PASSWORD));
    await keep(await register("x@example.com", `${PASSWORD}${"!".repeat(300)}`));
    await keep(await identity.call("POST", "/api/v1/auth/register", { body: { email: PASSWORD, password: PASSWORD } }));
    await keep(await login("ana@example.com", "Wrong-Secret-Passw0rd"));
    await keep(await login("ghost@example.com", PASSWORD));
    const ok = await login("ana@example.com", PASSWORD);
    const token = /cx_session=([^;]+)/.exec(ok.headers.get("set-cookie") ?? "")![1]!;
    const ana = await signUp(identity, "bo@example.com", PASSWORD);
    const created = await identity.call("POST", `/api/v1/workspaces/${ana.workspaceId}/api-keys`, {
      caller: workspaceCallerOf(ana.userId, ana.workspaceId, "owner"),
      body: { name: "ci", role: "admin" },
    });
    const { key, id } = (await created.json()) as { key: string; id: string };
    for (const kind of ["api_key", "session"]) {
      await keep(
        await identity.call("POST", "/internal/v1/principals/resolve", {
          caller: INTERNAL_CALLER,
          body: { kind, token: key },
        }),
      );
      await keep(await identity.call("POST", "/internal/v1/principals/resolve", { body: { kind, token: key } }));
    }
    await keep(
      await identity.call("POST", "/internal/v1/principals/resolve", {
        caller: INTERNAL_CALLER,
        body: { kind: "session", token: `${token}${"x".repeat(600)}` },
      }),
    );
    await keep(
      await identity.call("DELETE", `/api/v1/workspaces/${ana.workspaceId}/api-keys/${id}`, {
        caller: workspaceCallerOf(ana.userId, ana.workspaceId, "owner"),
      }),
    );
    expect(identity.logs.length).toBeGreaterThan(5);
    const everything = [
      ...identity.logs,
      ...bodies,
      JSON.stringify(identity.events),
      JSON.stringify(identity.cacheMessages),
    ].join("\n");
    for (const secret of [PASSWORD, "Wrong-Secret-Passw0rd", token, key]) expect(everything).not.toContain(secret);
  });
});

describe("the service's own wall", () => {
  it("answers 401 on every identity route without a signed caller, and ignores a forged one", async () => {
    for (const route of routesOf("identity").filter((r) => r.class !== "public")) {
      const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => `${name}_1`);
      for (const headers of [{}, { [CALLER_HEADER]: "v1.eyJ1c2VySWQiOiJ1c3JfMSJ9.forged" }] as Record<
        string,
        string
      >[]) {
        const response = await identity.call(route.method, path, { headers });
        expect([route.operation, response.status]).toEqual([route.operation, 401]);
      }
    }
  });
});
