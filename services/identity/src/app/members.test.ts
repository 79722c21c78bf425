import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { EventSchemas, Topics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { Value } from "@sinclair/typebox/value";
import { asUserId, asWorkspaceId, type WorkspaceId } from "../domain/ids.ts";
import type { Role } from "../domain/roles.ts";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";
import type { Actor } from "./actor.ts";
import { createApiKey } from "./api-keys.ts";
import { login } from "./login.ts";
import { addMember, changeMemberRole, listMembers, removeMember } from "./members.ts";
import { register } from "./register.ts";
import { resolvePrincipal } from "./resolve-principal.ts";

let identity: TestIdentity;
let ws: WorkspaceId;
let owner: Actor;
const users: Record<string, string> = {};

async function account(email: string): Promise<{ userId: string; workspaceId: string }> {
  await register(identity.deps, {
    email,
    name: email.split("@")[0]!,
    password: "a good password",
    workspace_name: "T",
  });
  const { token } = await login(identity.deps, { email, password: "a good password" });
  const principal = await resolvePrincipal(identity.deps, { kind: "session", token });
  users[email] = principal!.userId;
  return { userId: principal!.userId, workspaceId: Object.keys(principal!.workspaces)[0]! };
}

async function failure(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error.code;
}

function actor(email: string, role: Role): Actor {
  return { userId: asUserId(users[email]!), role };
}

beforeEach(async () => {
  identity = await createTestIdentity();
  const ana = await account("ana@example.com");
  ws = asWorkspaceId(ana.workspaceId);
  owner = actor("ana@example.com", "owner");
  await account("bo@example.com");
  await account("cy@example.com");
});
afterEach(() => identity.close());

describe("adding members", () => {
  it("adds a registered user with the granted role and tells the gateways", async () => {
    const member = await addMember(identity.deps, ws, owner, { email: " BO@example.com", role: "admin" });
    expect(member).toEqual({
      user_id: users["bo@example.com"]!,
      email: "bo@example.com",
      name: "bo",
      role: "admin",
      joined_at: "2026-11-22T10:00:00.000Z",
    });
    expect(identity.cacheMessages.at(-1)?.message).toBe(
      JSON.stringify({ kind: "user", userId: users["bo@example.com"] }),
    );
    const event = identity.events.at(-1)!;
    expect(event.topic).toBe(Topics.IDENTITY_MEMBER_ADDED);
    expect(Value.Check(EventSchemas[Topics.IDENTITY_MEMBER_ADDED], event.payload)).toBe(true);
  });

  it("answers 404 for an unknown email and 409 conflict for a member", async () => {
    expect(await failure(addMember(identity.deps, ws, owner, { email: "nobody@example.com", role: "member" }))).toBe(
      "not_found",
    );
    expect(await failure(addMember(identity.deps, ws, owner, { email: "ana@example.com", role: "member" }))).toBe(
      "conflict",
    );
  });

  it("lets an admin grant member and admin but not owner", async () => {
    await addMember(identity.deps, ws, owner, { email: "bo@example.com", role: "admin" });
    const admin = actor("bo@example.com", "admin");
    expect(await failure(addMember(identity.deps, ws, admin, { email: "cy@example.com", role: "owner" }))).toBe(
      "forbidden",
    );
    expect((await addMember(identity.deps, ws, admin, { email: "cy@example.com", role: "admin" })).role).toBe("admin");
  });
});

describe("changing roles", () => {
  beforeEach(async () => {
    await addMember(identity.deps, ws, owner, { email: "bo@example.com", role: "admin" });
    await addMember(identity.deps, ws, owner, { email: "cy@example.com", role: "member" });
  });

  it("changes a role, invalidates the user's principals and publishes the change", async () => {
    identity.cacheMessages.length = 0;
    const changed = await changeMemberRole(
      identity.deps,
      ws,
      actor("bo@example.com", "admin"),
      users["cy@example.com"]!,
      "admin",
    );
    expect(changed.role).toBe("admin");
    expect(identity.cacheMessages).toEqual([
      { channel: "principals.invalidate", message: JSON.stringify({ kind: "user", userId: users["cy@example.com"] }) },
    ]);
    const event = identity.events.at(-1)!;
    expect(event.topic).toBe(Topics.IDENTITY_MEMBER_ROLE_CHANGED);
    expect(event.payload).toMatchObject({
      previous_role: "member",
      role: "admin",
      changed_by: users["bo@example.com"],
    });
    expect(Value.Check(EventSchemas[Topics.IDENTITY_MEMBER_ROLE_CHANGED], event.payload)).toBe(true);
  });

  it("publishes nothing for a change to the same role", async () => {
    const before = identity.events.length;
    identity.cacheMessages.length = 0;
    expect((await changeMemberRole(identity.deps, ws, owner, users["cy@example.com"]!, "member")).role).toBe("member");
    expect(identity.events).toHaveLength(before);
    expect(identity.cacheMessages).toHaveLength(0);
  });

  it("keeps the owner role to owners", async () => {
    const admin = actor("bo@example.com", "admin");
    expect(await failure(changeMemberRole(identity.deps, ws, admin, users["cy@example.com"]!, "owner"))).toBe(
      "forbidden",
    );
    expect(await failure(changeMemberRole(identity.deps, ws, admin, users["ana@example.com"]!, "member"))).toBe(
      "forbidden",
    );
  });

  it("refuses to demote the last owner with 409 last_owner", async () => {
    expect(await failure(changeMemberRole(identity.deps, ws, owner, users["ana@example.com"]!, "admin"))).toBe(
      "last_owner",
    );
    await changeMemberRole(identity.deps, ws, owner, users["bo@example.com"]!, "owner");
    expect((await changeMemberRole(identity.deps, ws, owner, users["ana@example.com"]!, "admin")).role).toBe("admin");
  });

  it("never leaves the workspace without an owner when two owners demote each other at once", async () => {
    await changeMemberRole(identity.deps, ws, owner, users["bo@example.com"]!, "owner");
    const results = await Promise.all([
      changeMemberRole(identity.deps, ws, owner, users["bo@example.com"]!, "admin").then(
        () => "ok",
        (e: AppError) => e.code,
      ),
      changeMemberRole(identity.deps, ws, actor("bo@example.com", "owner"), users["ana@example.com"]!, "admin").then(
        () => "ok",
        (e: AppError) => e.code,
      ),
    ]);
    expect(results.sort()).toEqual(["last_owner", "ok"]);
    expect(await identity.deps.memberships.countOwners(ws)).toBe(1);
  });

  it("answers 404 for someone who is not a member", async () => {
    const other = await account("dee@example.com");
    expect(await failure(changeMemberRole(identity.deps, ws, owner, other.userId, "admin"))).toBe("not_found");
    expect(await failure(changeMemberRole(identity.deps, ws, owner, "usr_nobody", "admin"))).toBe("not_found");
  });
});

describe("removing members", () => {
  beforeEach(async () => {
    await addMember(identity.deps, ws, owner, { email: "bo@example.com", role: "admin" });
  });

  it("removes the member, revokes their keys here and tells the gateways", async () => {
    const key = await createApiKey(identity.deps, ws, actor("bo@example.com", "admin"), {
      name: "bo's",
      role: "admin",
    });
    identity.cacheMessages.length = 0;
    await removeMember(identity.deps, ws, owner, users["bo@example.com"]!);
    expect(await identity.deps.memberships.find(ws, users["bo@example.com"]!)).toBeNull();
    expect(await identity.deps.apiKeys.findActive(ws, key.id)).toBeNull();
    expect(identity.cacheMessages.map((m) => JSON.parse(m.message))).toEqual([
      { kind: "api_key", keyId: key.id },
      { kind: "user", userId: users["bo@example.com"] },
    ]);
    const topics = identity.events.map((e) => e.topic);
    expect(topics.slice(-2)).toEqual([Topics.IDENTITY_MEMBER_REMOVED, Topics.IDENTITY_API_KEY_REVOKED]);
    expect(Value.Check(EventSchemas[Topics.IDENTITY_MEMBER_REMOVED], identity.events.at(-2)!.payload)).toBe(true);
  });

  it("refuses to remove the last owner, and lets only owners remove owners", async () => {
    expect(await failure(removeMember(identity.deps, ws, owner, users["ana@example.com"]!))).toBe("last_owner");
    await changeMemberRole(identity.deps, ws, owner, users["bo@example.com"]!, "owner");
    await addMember(identity.deps, ws, owner, { email: "cy@example.com", role: "admin" });
    expect(
      await failure(removeMember(identity.deps, ws, actor("cy@example.com", "admin"), users["ana@example.com"]!)),
    ).toBe("forbidden");
    await removeMember(identity.deps, ws, actor("bo@example.com", "owner"), users["ana@example.com"]!);
    expect(await identity.deps.memberships.countOwners(ws)).toBe(1);
  });
});

describe("listing members", () => {
  it("pages through members in the order they joined", async () => {
    await addMember(identity.deps, ws, owner, { email: "bo@example.com", role: "admin" });
    identity.now.value = new Date("2026-11-22T10:00:01.000Z");
    await addMember(identity.deps, ws, owner, { email: "cy@example.com", role: "member" });
    const first = await listMembers(identity.deps, ws, { page_size: "2" });
    expect(first.has_more).toBe(true);
    const second = await listMembers(identity.deps, ws, { page_size: "2", cursor: first.next_cursor! });
    expect(second).toMatchObject({ has_more: false, next_cursor: null });
    const emails = [...first.items, ...second.items].map((m) => m.email);
    expect(emails.sort()).toEqual(["ana@example.com", "bo@example.com", "cy@example.com"]);
    expect(second.items.map((m) => m.email)).toEqual(["cy@example.com"]);
  });

  it("never shows another workspace's members", async () => {
    const other = await account("dee@example.com");
    const page = await listMembers(identity.deps, asWorkspaceId(other.workspaceId), {});
    expect(page.items.map((m) => m.email)).toEqual(["dee@example.com"]);
  });
});
