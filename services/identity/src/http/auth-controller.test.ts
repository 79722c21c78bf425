import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { MeResponse } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import { sha256Hex } from "../domain/secrets.ts";
import {
  createTestIdentity,
  sessionCallerOf,
  signUp,
  type TestIdentity,
  workspaceCallerOf,
} from "../testing/identity.ts";

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const registration = { email: "ana@example.com", name: "Ana", password: "a good password", workspace_name: "Team" };

async function fieldPaths(response: Response): Promise<string[]> {
  const body = (await response.json()) as { error: { code: string; details: { fields: { path: string }[] } } };
  expect(body.error.code).toBe("validation_failed");
  return body.error.details.fields.map((f) => f.path);
}

describe("POST /api/v1/auth/register", () => {
  it("answers 202 diterima", async () => {
    const response = await identity.call("POST", "/api/v1/auth/register", { body: registration });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "diterima" });
  });

  it("refuses passwords shorter than 8 or longer than 256 characters with 422", async () => {
    for (const password of ["1234567", "x".repeat(257)]) {
      const response = await identity.call("POST", "/api/v1/auth/register", { body: { ...registration, password } });
      expect(response.status).toBe(422);
      expect(await fieldPaths(response)).toEqual(["/password"]);
    }
    for (const password of ["12345678", "x".repeat(256)]) {
      const response = await identity.call("POST", "/api/v1/auth/register", {
        body: { ...registration, email: `${password.length}@example.com`, password },
      });
      expect(response.status).toBe(202);
    }
  });

  it("refuses a malformed email, missing fields and a body that is not JSON", async () => {
    const bad = await identity.call("POST", "/api/v1/auth/register", {
      body: { ...registration, email: "not-an-email" },
    });
    expect(await fieldPaths(bad)).toEqual(["/email"]);
    const missing = await identity.call("POST", "/api/v1/auth/register", { body: { email: "ana@example.com" } });
    expect((await fieldPaths(missing)).sort()).toEqual(["/name", "/password", "/workspace_name"]);
    const garbage = await identity.call("POST", "/api/v1/auth/register", { body: "{nope" });
    expect(garbage.status).toBe(422);
  });
});

describe("POST /api/v1/auth/login", () => {
  beforeEach(async () => {
    await identity.call("POST", "/api/v1/auth/register", { body: registration });
  });

  it("sets a secure browser-session cookie without remember", async () => {
    const response = await identity.call("POST", "/api/v1/auth/login", {
      body: { email: "ana@example.com", password: "a good password" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "masuk" });
    const cookie = response.headers.get("set-cookie")!;
    expect(cookie).toMatch(/^cx_session=[A-Za-z0-9_-]{43}; /);
    const attributes = cookie.split("; ").slice(1);
    expect(attributes.sort()).toEqual(["HttpOnly", "Path=/", "SameSite=Lax", "Secure"]);
  });

  it("adds Max-Age of 30 days with remember", async () => {
    const response = await identity.call("POST", "/api/v1/auth/login", {
      body: { email: "ana@example.com", password: "a good password", remember: true },
    });
    const attributes = response.headers.get("set-cookie")!.split("; ").slice(1);
    expect(attributes.sort()).toEqual(["HttpOnly", "Max-Age=2592000", "Path=/", "SameSite=Lax", "Secure"]);
  });

  it("answers 401 unauthenticated without a cookie for wrong credentials", async () => {
    const response = await identity.call("POST", "/api/v1/auth/login", {
      body: { email: "ana@example.com", password: "wrong password" },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
  });

  it("answers 429 with Retry-After after 5 failures, even for the right password", async () => {
    for (let i = 0; i < 5; i++) {
      await identity.call("POST", "/api/v1/auth/login", {
        body: { email: "ana@example.com", password: "wrong password" },
      });
    }
    const response = await identity.call("POST", "/api/v1/auth/login", {
      body: { email: "ana@example.com", password: "a good password" },
    });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("rate_limited");
  });

  it("refuses a malformed body with 422 before counting anything", async () => {
    const response = await identity.call("POST", "/api/v1/auth/login", { body: { email: "ana@example.com" } });
    expect(await fieldPaths(response)).toEqual(["/password"]);
  });
});

describe("GET /api/v1/auth/me and POST /api/v1/auth/logout", () => {
  it("answers the user and their workspaces", async () => {
    const ana = await signUp(identity, "ana@example.com");
    const response = await identity.call("GET", "/api/v1/auth/me", {
      caller: sessionCallerOf(ana.userId, ana.sessionId),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Value.Check(MeResponse, body)).toBe(true);
    expect(body).toEqual({
      user: { id: ana.userId, email: "ana@example.com", name: "ana", created_at: "2026-11-22T10:00:00.000Z" },
      workspaces: [{ id: ana.workspaceId, name: "ana@example.com team", role: "owner" }],
    });
  });

  it("answers 401 without a caller and 403 api_key_not_allowed for an API key", async () => {
    const ana = await signUp(identity, "ana@example.com");
    expect((await identity.call("GET", "/api/v1/auth/me")).status).toBe(401);
    const byKey = await identity.call("GET", "/api/v1/auth/me", {
      caller: workspaceCallerOf(ana.userId, ana.workspaceId, "admin", "api_key"),
    });
    expect(byKey.status).toBe(403);
    expect(((await byKey.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
      "api_key_not_allowed",
    );
  });

  it("logs out with 204, clears the cookie and invalidates the session before answering", async () => {
    const ana = await signUp(identity, "ana@example.com");
    const response = await identity.call("POST", "/api/v1/auth/logout", {
      caller: sessionCallerOf(ana.userId, ana.sessionId),
    });
    expect(response.status).toBe(204);
    expect(await response.text()).toBe("");
    expect(response.headers.get("set-cookie")).toContain("cx_session=; Max-Age=0");
    expect(identity.cacheMessages).toEqual([
      {
        channel: "principals.invalidate",
        message: JSON.stringify({ kind: "session", tokenHash: sha256Hex(ana.token) }),
      },
    ]);
    expect(identity.events.at(-1)).toMatchObject({
      topic: "identity.session.revoked",
      payload: { session_id: ana.sessionId, user_id: ana.userId, reason: "logout", workspace_id: null },
    });
  });

  it("cannot log out another user's session", async () => {
    const ana = await signUp(identity, "ana@example.com");
    const bo = await signUp(identity, "bo@example.com");
    const response = await identity.call("POST", "/api/v1/auth/logout", {
      caller: sessionCallerOf(bo.userId, ana.sessionId),
    });
    expect(response.status).toBe(204);
    expect(identity.cacheMessages).toHaveLength(0);
    expect(await identity.deps.sessions.findOfUser(ana.userId as never, ana.sessionId)).not.toBeNull();
  });
});
