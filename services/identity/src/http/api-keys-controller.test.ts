import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { ApiKeyCreated, ApiKeyListPage } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import {
  freshIdentity,
  INTERNAL_CALLER,
  type SignedUpUser,
  type TestIdentity,
  workspaceCallerOf,
} from "../testing/identity.ts";

let identity: TestIdentity;
let ana: SignedUpUser;
const keys = () => `/api/v1/workspaces/${ana.workspaceId}/api-keys`;
const asOwner = () => workspaceCallerOf(ana.userId, ana.workspaceId, "owner");

beforeEach(async () => {
  [identity, ana] = await freshIdentity("ana@example.com");
});
afterEach(() => identity.close());

describe("API keys over HTTP", () => {
  it("creates (201), lists without the key, and revokes (204)", async () => {
    const created = await identity.call("POST", keys(), { caller: asOwner(), body: { name: "ci", role: "admin" } });
    expect(created.status).toBe(201);
    const key = (await created.json()) as { id: string; key: string };
    expect(Value.Check(ApiKeyCreated, key)).toBe(true);

    const list = await identity.call("GET", keys(), { caller: asOwner() });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(Value.Check(ApiKeyListPage, JSON.parse(text))).toBe(true);
    expect(text).not.toContain(key.key);
    expect(JSON.parse(text).items[0]).not.toHaveProperty("key");

    const revoked = await identity.call("DELETE", `${keys()}/${key.id}`, { caller: asOwner() });
    expect(revoked.status).toBe(204);
    const resolve = await identity.call("POST", "/internal/v1/principals/resolve", {
      caller: INTERNAL_CALLER,
      body: { kind: "api_key", token: key.key },
    });
    expect(resolve.status).toBe(401);
    expect((await identity.call("DELETE", `${keys()}/${key.id}`, { caller: asOwner() })).status).toBe(404);
  });

  it("refuses a key above the caller's role (403) and the owner role (422)", async () => {
    const asAdmin = workspaceCallerOf(ana.userId, ana.workspaceId, "admin");
    expect((await identity.call("POST", keys(), { caller: asAdmin, body: { name: "k", role: "owner" } })).status).toBe(
      422,
    );
    const asMemberWithAdminRoute = workspaceCallerOf(ana.userId, ana.workspaceId, "member");
    expect(
      (await identity.call("POST", keys(), { caller: asMemberWithAdminRoute, body: { name: "k", role: "member" } }))
        .status,
    ).toBe(403);
  });

  it("refuses an API key caller on every key route with api_key_not_allowed", async () => {
    const asKey = workspaceCallerOf(ana.userId, ana.workspaceId, "admin", "api_key");
    for (const [method, path, body] of [
      ["POST", keys(), { name: "k", role: "member" }],
      ["GET", keys(), undefined],
      ["DELETE", `${keys()}/key_x`, undefined],
    ] as const) {
      const response = await identity.call(method, path, { caller: asKey, ...(body ? { body } : {}) });
      expect([method, response.status]).toEqual([method, 403]);
      expect(((await response.json()) as { error: { details: { reason: string } } }).error.details.reason).toBe(
        "api_key_not_allowed",
      );
    }
  });
});
