import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { EventSchemas, Topics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { Value } from "@sinclair/typebox/value";
import { createTestIdentity, type TestIdentity } from "../testing/identity.ts";
import { login } from "./login.ts";
import { register } from "./register.ts";

let identity: TestIdentity;
beforeEach(async () => {
  identity = await createTestIdentity();
});
afterEach(() => identity.close());

const input = { email: "ana@example.com", name: "Ana", password: "first password", workspace_name: "Ana's team" };

describe("register", () => {
  it("creates the user, an owner workspace and the owner membership", async () => {
    await register(identity.deps, input);
    const user = await identity.deps.users.findByEmail("ana@example.com");
    expect(user?.name).toBe("Ana");
    expect(user?.password_hash).toStartWith("$argon2id$");
    expect(user?.password_hash).not.toContain("first password");
    expect(user?._id).toMatch(/^usr_[0-9a-z]{24}$/);
    const memberships = await identity.deps.memberships.ofUser(user!._id as never);
    expect(memberships).toHaveLength(1);
    expect(memberships[0]?.role).toBe("owner");
    expect(memberships[0]?.workspace_id).toMatch(/^ws_/);
    const workspace = await identity.deps.workspaces.findById(memberships[0]!.workspace_id as never);
    expect(workspace?.name).toBe("Ana's team");
  });

  it("publishes identity.user.registered, valid against its contract and without secrets", async () => {
    await register(identity.deps, input);
    const event = identity.events.find((e) => e.topic === Topics.IDENTITY_USER_REGISTERED);
    expect(event).toBeDefined();
    expect(Value.Check(EventSchemas[Topics.IDENTITY_USER_REGISTERED], event!.payload)).toBe(true);
    const added = identity.events.find((e) => e.topic === Topics.IDENTITY_MEMBER_ADDED);
    expect(Value.Check(EventSchemas[Topics.IDENTITY_MEMBER_ADDED], added!.payload)).toBe(true);
    expect(added!.payload.role).toBe("owner");
    const text = JSON.stringify(identity.events);
    expect(text).not.toContain("first password");
    expect(text).not.toContain("argon2");
  });

  it("trims and lower-cases the email, so both spellings are one account", async () => {
    await register(identity.deps, { ...input, email: "  Ana@Example.COM " });
    expect((await identity.deps.users.findByEmail("ana@example.com"))?.email).toBe("ana@example.com");
    const session = await login(identity.deps, { email: "ANA@example.com", password: "first password" });
    expect(session.token).toHaveLength(43);
  });

  it("leaves an existing account untouched and says nothing about it", async () => {
    await register(identity.deps, input);
    const before = await identity.deps.users.findByEmail("ana@example.com");
    const eventsBefore = identity.events.length;
    await register(identity.deps, {
      ...input,
      email: "ANA@example.com",
      name: "Mallory",
      password: "attacker password",
    });
    const after = await identity.deps.users.findByEmail("ana@example.com");
    expect(after).toEqual(before!);
    expect(identity.events).toHaveLength(eventsBefore);
    expect(await identity.deps.memberships.ofUser(before!._id as never)).toHaveLength(1);
    await expect(login(identity.deps, { email: "ana@example.com", password: "attacker password" })).rejects.toThrow(
      AppError,
    );
    expect((await login(identity.deps, { email: "ana@example.com", password: "first password" })).token).toBeString();
  });

  it("hashes the password even when the email is taken (comparable work)", async () => {
    await register(identity.deps, input);
    let hashed = 0;
    const original = identity.deps.passwords.hash.bind(identity.deps.passwords);
    identity.deps.passwords.hash = (password: string) => {
      hashed++;
      return original(password);
    };
    await register(identity.deps, input);
    expect(hashed).toBe(1);
  });

  it("refuses blank names with 422", async () => {
    const error = await register(identity.deps, { ...input, name: "   " }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe("validation_failed");
    expect((error as AppError).details).toEqual({ fields: [{ path: "/name", message: "must not be blank" }] });
    expect(await identity.deps.users.findByEmail("ana@example.com")).toBeNull();
  });

  it("writes nothing half: a failure after the user was inserted removes it again", async () => {
    identity.deps.memberships.insert = async () => {
      throw new Error("disk full");
    };
    await expect(register(identity.deps, input)).rejects.toThrow("disk full");
    expect(await identity.deps.users.findByEmail("ana@example.com")).toBeNull();
    expect(await identity.database.collection("workspaces").countDocuments({})).toBe(0);
    expect(identity.events).toHaveLength(0);
  });
});
