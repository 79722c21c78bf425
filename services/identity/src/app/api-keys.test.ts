import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { ApiKeyCreated, ApiKeyListPage, EventSchemas, Topics } from "@cx/contracts";
import type { AppError } from "@cx/errors";
import { Value } from "@sinclair/typebox/value";
import { asUserId, asWorkspaceId, type WorkspaceId } from "../domain/ids.ts";
import { sha256Hex } from "../domain/secrets.ts";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";
import type { Actor } from "./actor.ts";
import { createApiKey, listApiKeys, revokeApiKey } from "./api-keys.ts";
import { login } from "./login.ts";
import { register } from "./register.ts";
import { resolvePrincipal } from "./resolve-principal.ts";

let identity: TestIdentity;
let ws: WorkspaceId;
let owner: Actor;

async function account(email: string) {
  await register(identity.deps, { email, name: "N", password: "a good password", workspace_name: "T" });
  const { token } = await login(identity.deps, { email, password: "a good password" });
  const principal = (await resolvePrincipal(identity.deps, { kind: "session", token }))!;
  return { userId: asUserId(principal.userId), workspaceId: asWorkspaceId(Object.keys(principal.workspaces)[0]!) };
}

beforeEach(async () => {
  identity = await createTestIdentity();
  const ana = await account("ana@example.com");
  ws = ana.workspaceId;
  owner = { userId: ana.userId, role: "owner" };
});
afterEach(() => identity.close());

describe("creating API keys", () => {
  it("shows the key once and stores only its hash", async () => {
    const created = await createApiKey(identity.deps, ws, owner, { name: " CI ", role: "admin" });
    expect(Value.Check(ApiKeyCreated, created)).toBe(true);
    expect(created).toMatchObject({ name: "CI", role: "admin", created_by: owner.userId, last_used_at: null });
    expect(created.id).toMatch(/^key_/);
    expect(created.key_prefix).toBe(created.key.slice(0, 12));
    const stored = await identity.database.collection("api_keys").findOne({ _id: created.id });
    expect(JSON.stringify(stored)).not.toContain(created.key);
    expect((stored as unknown as { key_hash: string }).key_hash).toBe(sha256Hex(created.key));
  });

  it("never issues a key above the creator's role", async () => {
    const error = await createApiKey(
      identity.deps,
      ws,
      { userId: owner.userId, role: "member" },
      { name: "k", role: "admin" },
    ).catch((e: unknown) => e);
    expect((error as AppError).code).toBe("forbidden");
  });
});

describe("listing API keys", () => {
  it("never contains the key, pages, and leaves revoked keys out", async () => {
    const keys = [];
    for (let i = 0; i < 3; i++) {
      identity.now.value = new Date(Date.parse("2026-11-22T10:00:00.000Z") + i * 1000);
      keys.push(await createApiKey(identity.deps, ws, owner, { name: `k${i}`, role: "member" }));
    }
    const first = await listApiKeys(identity.deps, ws, { page_size: "2" });
    expect(Value.Check(ApiKeyListPage, first)).toBe(true);
    expect(first.items.map((k) => k.name)).toEqual(["k0", "k1"]);
    const second = await listApiKeys(identity.deps, ws, { page_size: "2", cursor: first.next_cursor! });
    expect(second.items.map((k) => k.name)).toEqual(["k2"]);
    const text = JSON.stringify([first, second]);
    for (const key of keys) expect(text).not.toContain(key.key);
    expect(text).not.toContain('"key"');
    await revokeApiKey(identity.deps, ws, owner, keys[1]!.id);
    expect((await listApiKeys(identity.deps, ws, {})).items.map((k) => k.name)).toEqual(["k0", "k2"]);
  });

  it("merges the last use recorded in the cache", async () => {
    const created = await createApiKey(identity.deps, ws, owner, { name: "k", role: "member" });
    identity.now.value = new Date("2026-11-22T12:34:56.789Z");
    await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key });
    const page = await listApiKeys(identity.deps, ws, {});
    expect(page.items[0]?.last_used_at).toBe("2026-11-22T12:34:56.789Z");
  });
});

describe("revoking API keys", () => {
  it("revokes, tells the gateways before answering, and publishes the revocation", async () => {
    const created = await createApiKey(identity.deps, ws, owner, { name: "k", role: "admin" });
    await revokeApiKey(identity.deps, ws, owner, created.id);
    expect(identity.cacheMessages).toEqual([
      { channel: "principals.invalidate", message: JSON.stringify({ kind: "api_key", keyId: created.id }) },
    ]);
    const event = identity.events.at(-1)!;
    expect(event.topic).toBe(Topics.IDENTITY_API_KEY_REVOKED);
    expect(Value.Check(EventSchemas[Topics.IDENTITY_API_KEY_REVOKED], event.payload)).toBe(true);
    expect(JSON.stringify(event.payload)).not.toContain(created.key);
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key })).toBeNull();
  });

  it("answers 404 for a revoked key and for another workspace's key", async () => {
    const created = await createApiKey(identity.deps, ws, owner, { name: "k", role: "admin" });
    const bo = await account("bo@example.com");
    const fromElsewhere = await revokeApiKey(
      identity.deps,
      bo.workspaceId,
      { userId: bo.userId, role: "owner" },
      created.id,
    ).catch((e: AppError) => e.code);
    expect(fromElsewhere).toBe("not_found");
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key })).not.toBeNull();
    await revokeApiKey(identity.deps, ws, owner, created.id);
    expect(await revokeApiKey(identity.deps, ws, owner, created.id).catch((e: AppError) => e.code)).toBe("not_found");
  });
});
