import { describe, expect, test } from "bun:test";
import { expectEnumAt, expectInvalidAt, expectValid, T0 } from "../test-helpers.ts";
import { API_KEY_ROLES, ApiKey, ApiKeyCreateBody, ApiKeyCreated, ApiKeyListPage } from "./api-key.ts";
import { LoginBody, LoginResponse, MeResponse, RegisterBody, RegisterResponse } from "./auth.ts";
import { ErrorBody, ValidationErrorDetails } from "./error.ts";
import { Member, MemberAddBody, MemberRoleBody, WORKSPACE_ROLES, Workspace, WorkspaceListPage } from "./workspace.ts";

const register = { email: "ana@example.com", name: "Ana", password: "correct horse", workspace_name: "Ana's team" };

describe("register and log in (parts 4.1, 4.2)", () => {
  test("the documented bodies and responses validate", () => {
    expectValid(RegisterBody, register);
    expectValid(RegisterResponse, { status: "diterima" });
    expectValid(LoginBody, { email: "ana@example.com", password: "correct horse" });
    expectValid(LoginBody, { email: "ana@example.com", password: "correct horse", remember: true });
    expectValid(LoginResponse, { status: "masuk" });
  });

  test("the statuses are fixed words", () => {
    expectInvalidAt(RegisterResponse, { status: "accepted" }, "/status");
    expectInvalidAt(LoginResponse, { status: "diterima" }, "/status");
  });

  test("every register field is required; email must be an email", () => {
    for (const field of ["email", "name", "password", "workspace_name"]) {
      const body: Record<string, unknown> = { ...register };
      delete body[field];
      expectInvalidAt(RegisterBody, body, `/${field}`);
    }
    expectInvalidAt(RegisterBody, { ...register, email: "not-an-email" }, "/email");
    expectInvalidAt(LoginBody, { email: "nope", password: "x" }, "/email");
  });

  test("passwords are 8 to 256 characters at registration (extension spec part 1)", () => {
    expectValid(RegisterBody, { ...register, password: "x".repeat(8) });
    expectValid(RegisterBody, { ...register, password: "x".repeat(256) });
    expectInvalidAt(RegisterBody, { ...register, password: "x".repeat(7) }, "/password");
    expectInvalidAt(RegisterBody, { ...register, password: "x".repeat(257) }, "/password");
  });

  test("a short login password is not a schema error (it is just wrong)", () => {
    expectValid(LoginBody, { email: "ana@example.com", password: "short" });
    expectInvalidAt(LoginBody, { email: "ana@example.com", password: "x".repeat(257) }, "/password");
    expectInvalidAt(LoginBody, { email: "ana@example.com", password: "pw", remember: "yes" }, "/remember");
  });

  test("an email with surrounding spaces is accepted (emails are compared after trimming)", () => {
    expectValid(LoginBody, { email: "  Ana@Example.com ", password: "correct horse" });
  });
});

describe("me, workspaces, members (extension spec part 1)", () => {
  test("resources validate", () => {
    expectValid(MeResponse, {
      user: { id: "usr_1", email: "ana@example.com", name: "Ana", created_at: T0 },
      workspaces: [{ id: "ws_1", name: "Ana's team", role: "owner" }],
    });
    expectValid(Workspace, { id: "ws_1", name: "Ana's team", role: "admin", created_at: T0 });
    expectValid(WorkspaceListPage, {
      items: [{ id: "ws_1", name: "T", role: "member", created_at: T0 }],
      next_cursor: null,
      has_more: false,
    });
    expectValid(Member, { user_id: "usr_2", email: "bo@example.com", name: "Bo", role: "member", joined_at: T0 });
    expectInvalidAt(MeResponse, { user: { id: "u", email: "e", name: "n" }, workspaces: [] }, "/user/created_at");
  });

  test("roles: owner, admin, member", () => {
    expectEnumAt(MemberAddBody, WORKSPACE_ROLES, (v) => ({ email: "bo@example.com", role: v }), "/role");
    expectEnumAt(MemberRoleBody, WORKSPACE_ROLES, (v) => ({ role: v }), "/role");
    expectEnumAt(
      MeResponse,
      WORKSPACE_ROLES,
      (v) => ({
        user: { id: "u", email: "e", name: "n", created_at: T0 },
        workspaces: [{ id: "w", name: "W", role: v }],
      }),
      "/workspaces/0/role",
    );
    expectInvalidAt(MemberAddBody, { email: "bo", role: "member" }, "/email");
  });
});

describe("API keys (extension spec part 1)", () => {
  const listed = {
    id: "key_1",
    name: "CI",
    role: "member",
    key_prefix: "cxk_AbCd",
    created_at: T0,
    created_by: "usr_1",
    last_used_at: null,
  };
  const secret = `cxk_${"A1b2-_".repeat(6)}`;

  test("the create response shows the key; the list item does not carry one", () => {
    expectValid(ApiKeyCreated, { ...listed, key: secret });
    expectInvalidAt(ApiKeyCreated, listed, "/key");
    expectValid(ApiKey, listed);
    expect(Object.keys(ApiKey.properties)).not.toContain("key");
    expectValid(ApiKeyListPage, {
      items: [listed, { ...listed, id: "key_2", last_used_at: T0 }],
      next_cursor: null,
      has_more: false,
    });
  });

  test("a key is cxk_ followed by at least 32 url-safe characters", () => {
    expectInvalidAt(ApiKeyCreated, { ...listed, key: "cxk_short" }, "/key");
    expectInvalidAt(ApiKeyCreated, { ...listed, key: `sk_${"a".repeat(40)}` }, "/key");
    expectInvalidAt(ApiKeyCreated, { ...listed, key: `cxk_${"a".repeat(31)}+` }, "/key");
  });

  test("a key's role is member or admin, never owner", () => {
    expectEnumAt(ApiKeyCreateBody, API_KEY_ROLES, (v) => ({ name: "CI", role: v }), "/role");
    expectInvalidAt(ApiKeyCreateBody, { name: "CI", role: "owner" }, "/role");
  });
});

describe("error body (part 2.1)", () => {
  test("code and message are required, details is free-form", () => {
    expectValid(ErrorBody, { error: { code: "not_found", message: "Not found" } });
    expectValid(ErrorBody, {
      error: { code: "forbidden", message: "Forbidden", details: { reason: "csrf_header_missing" } },
    });
    expectInvalidAt(ErrorBody, { error: { message: "x" } }, "/error/code");
    expectInvalidAt(ErrorBody, { error: { code: "x" } }, "/error/message");
    expectInvalidAt(ErrorBody, { error: { code: "x", message: "y", details: "z" } }, "/error/details");
  });

  test("validation details list path and message", () => {
    const details = { fields: [{ path: "/branches/1/percentage", message: "Expected number" }] };
    expectValid(ValidationErrorDetails, details);
    expectValid(ErrorBody, { error: { code: "validation_failed", message: "Invalid", details } });
    expectInvalidAt(ValidationErrorDetails, { fields: [{ path: "/x" }] }, "/fields/0/message");
  });
});
