import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { asUserId, asWorkspaceId } from "../domain/ids.ts";
import { sha256Hex } from "../domain/secrets.ts";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";
import { createApiKey, revokeApiKey } from "./api-keys.ts";
import { login } from "./login.ts";
import { addMember, changeMemberRole, removeMember } from "./members.ts";
import { register } from "./register.ts";
import { resolvePrincipal } from "./resolve-principal.ts";
import { logout } from "./session.ts";

let identity: TestIdentity;
let ana: { userId: string; workspaceId: string; token: string };

async function signUp(email: string) {
  await register(identity.deps, { email, name: email, password: "a good password", workspace_name: "T" });
  const { token } = await login(identity.deps, { email, password: "a good password" });
  const principal = await resolvePrincipal(identity.deps, { kind: "session", token });
  return { userId: principal!.userId, workspaceId: Object.keys(principal!.workspaces)[0]!, token };
}

/** Bo signs up, and adds Ana to Bo's own workspace with `role`. */
async function anaJoinsAnotherWorkspace(role: "admin" | "owner") {
  const bo = await signUp("bo@example.com");
  const boActor = { userId: asUserId(bo.userId), role: "owner" as const };
  await addMember(identity.deps, asWorkspaceId(bo.workspaceId), boActor, { email: "ana@example.com", role });
  return bo;
}

beforeEach(async () => {
  identity = await createTestIdentity();
  ana = await signUp("ana@example.com");
});
afterEach(() => identity.close());

function flip(token: string): string {
  const last = token.at(-1) === "A" ? "B" : "A";
  return `${token.slice(0, -1)}${last}`;
}

describe("resolving a session", () => {
  it("answers the user, the session id and every workspace with its role", async () => {
    const bo = await anaJoinsAnotherWorkspace("admin");
    const principal = await resolvePrincipal(identity.deps, { kind: "session", token: ana.token });
    expect(principal).toEqual({
      userId: ana.userId,
      via: "session",
      sessionId: expect.stringMatching(/^ses_/),
      workspaces: { [ana.workspaceId]: "owner", [bo.workspaceId]: "admin" },
    });
  });

  it("refuses a tampered, a malformed and an unknown token", async () => {
    for (const token of [flip(ana.token), `${ana.token}x`, "", "not a token", "A".repeat(43)]) {
      expect(await resolvePrincipal(identity.deps, { kind: "session", token })).toBeNull();
    }
  });

  it("refuses a session token presented as an API key and the reverse", async () => {
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: ana.token })).toBeNull();
    const { key } = await createApiKey(
      identity.deps,
      asWorkspaceId(ana.workspaceId),
      { userId: asUserId(ana.userId), role: "owner" },
      { name: "k", role: "admin" },
    );
    expect(await resolvePrincipal(identity.deps, { kind: "session", token: key })).toBeNull();
  });

  it("refuses an expired session and deletes it", async () => {
    identity.now.value = new Date(identity.now.value.getTime() + 12 * 3600_000 - 1);
    expect(await resolvePrincipal(identity.deps, { kind: "session", token: ana.token })).not.toBeNull();
    identity.now.value = new Date(identity.now.value.getTime() + 1);
    expect(await resolvePrincipal(identity.deps, { kind: "session", token: ana.token })).toBeNull();
    expect(await identity.deps.sessions.findByTokenHash(sha256Hex(ana.token))).toBeNull();
  });

  it("keeps a remembered session for 30 days", async () => {
    const { token } = await login(identity.deps, {
      email: "ana@example.com",
      password: "a good password",
      remember: true,
    });
    identity.now.value = new Date(identity.now.value.getTime() + 29 * 24 * 3600_000);
    expect(await resolvePrincipal(identity.deps, { kind: "session", token })).not.toBeNull();
    identity.now.value = new Date(identity.now.value.getTime() + 24 * 3600_000);
    expect(await resolvePrincipal(identity.deps, { kind: "session", token })).toBeNull();
  });

  it("refuses a session after logout", async () => {
    const principal = await resolvePrincipal(identity.deps, { kind: "session", token: ana.token });
    await logout(identity.deps, asUserId(ana.userId), principal!.sessionId!);
    expect(await resolvePrincipal(identity.deps, { kind: "session", token: ana.token })).toBeNull();
  });

  it("drops a workspace the user was removed from", async () => {
    const bo = await signUp("bo@example.com");
    const boActor = { userId: asUserId(bo.userId), role: "owner" as const };
    await addMember(identity.deps, asWorkspaceId(bo.workspaceId), boActor, {
      email: "ana@example.com",
      role: "member",
    });
    await removeMember(identity.deps, asWorkspaceId(bo.workspaceId), boActor, ana.userId);
    const principal = await resolvePrincipal(identity.deps, { kind: "session", token: ana.token });
    expect(principal?.workspaces).toEqual({ [ana.workspaceId]: "owner" });
  });
});

describe("resolving an API key", () => {
  const owner = () => ({ userId: asUserId(ana.userId), role: "owner" as const });

  it("answers the creator, the key id and only the key's workspace with its role", async () => {
    const _bo = await anaJoinsAnotherWorkspace("owner");
    const created = await createApiKey(identity.deps, asWorkspaceId(ana.workspaceId), owner(), {
      name: "ci",
      role: "member",
    });
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key })).toEqual({
      userId: ana.userId,
      via: "api_key",
      keyId: created.id,
      workspaces: { [ana.workspaceId]: "member" },
    });
  });

  it("refuses a revoked key and a tampered one", async () => {
    const created = await createApiKey(identity.deps, asWorkspaceId(ana.workspaceId), owner(), {
      name: "ci",
      role: "admin",
    });
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: flip(created.key) })).toBeNull();
    await revokeApiKey(identity.deps, asWorkspaceId(ana.workspaceId), owner(), created.id);
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key })).toBeNull();
  });

  /** Bo's workspace, where Ana is an admin who created a key of `role`. */
  async function keyOfAnaAtBo(role: "admin" | "member") {
    const bo = await signUp("bo@example.com");
    const ws = asWorkspaceId(bo.workspaceId);
    const boActor = { userId: asUserId(bo.userId), role: "owner" as const };
    await addMember(identity.deps, ws, boActor, { email: "ana@example.com", role: "admin" });
    const created = await createApiKey(
      identity.deps,
      ws,
      { userId: asUserId(ana.userId), role: "admin" },
      { name: "k", role },
    );
    return { bo, ws, boActor, created };
  }

  it("caps the key's role by its creator's current role", async () => {
    const { bo, ws, boActor, created } = await keyOfAnaAtBo("admin");
    await changeMemberRole(identity.deps, ws, boActor, ana.userId, "member");
    const principal = await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key });
    expect(principal?.workspaces).toEqual({ [bo.workspaceId]: "member" });
  });

  it("stops working when its creator is no longer a member", async () => {
    const { ws, created } = await keyOfAnaAtBo("member");
    // Even if the membership disappears by some other path than removeMember, the key is refused.
    await identity.database.collection("memberships").deleteOne({ workspace_id: ws, user_id: ana.userId });
    expect(await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key })).toBeNull();
  });

  it("records the use in the cache, not in the store", async () => {
    const created = await createApiKey(identity.deps, asWorkspaceId(ana.workspaceId), owner(), {
      name: "ci",
      role: "admin",
    });
    identity.now.value = new Date("2026-11-22T11:00:00.000Z");
    await resolvePrincipal(identity.deps, { kind: "api_key", token: created.key });
    const stored = await identity.deps.apiKeys.findActive(asWorkspaceId(ana.workspaceId), created.id);
    expect(stored?.last_used_at).toBeNull();
    const merged = await identity.deps.keyUsage.merge([{ id: created.id, lastUsedAt: null }]);
    expect(merged.get(created.id)).toBe("2026-11-22T11:00:00.000Z");
  });
});
