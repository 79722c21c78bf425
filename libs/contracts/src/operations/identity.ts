import { PageQuery } from "../builders.ts";
import { ApiKeyCreateBody, ApiKeyCreated, ApiKeyListPage } from "../resources/api-key.ts";
import { LoginBody, LoginResponse, MeResponse, RegisterBody, RegisterResponse } from "../resources/auth.ts";
import {
  Member,
  MemberAddBody,
  MemberListPage,
  MemberRoleBody,
  Workspace,
  WorkspaceListPage,
} from "../resources/workspace.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** The identity service's operations (accounts, sessions, workspaces, members, API keys). */
export const identityOperations = {
  // The gateway limits attempts per client address; log in also limits failures per email.
  register: {
    summary: "Register",
    description:
      "Creates a user and an owner workspace when the email is not already registered. Answers 202 " +
      '`{status: "diterima"}` whether or not the email is already registered, so that registration reveals ' +
      "nothing about which emails exist; an existing account is left untouched. Emails are compared " +
      "case-insensitively after trimming. At most 10 attempts a minute per client address (429 " +
      "`rate_limited` with `Retry-After` beyond).",
    body: RegisterBody,
    responses: { 202: RegisterResponse },
    errors: ["rate_limited"],
  },
  login: {
    summary: "Log in",
    description:
      "Verifies the credentials and issues a secure dashboard session cookie, `cx_session` (`HttpOnly`, " +
      "`Secure`, `SameSite=Lax`, `Path=/`). Without `remember` it is a browser-session cookie and the session " +
      "expires after 12 hours; with `remember: true` both last 30 days. A wrong email or password is 401 " +
      "`unauthenticated`, the same answer for both. At most 10 attempts a minute per client address and 5 " +
      "failed logins in 15 minutes per email (429 `rate_limited` beyond).",
    body: LoginBody,
    responses: { 200: LoginResponse },
    errors: ["unauthenticated", "rate_limited"],
  },
  me: {
    summary: "Current user",
    description: "The signed-in user and the workspaces they are a member of, with their role in each.",
    responses: { 200: MeResponse },
  },
  logout: {
    summary: "Log out",
    description: "Revokes the session: its cookie is refused (401) from then on, by every replica.",
    responses: { 204: null },
  },
  listWorkspaces: {
    summary: "List my workspaces",
    description: "The workspaces the signed-in user is a member of, with their role in each, in cursor pages.",
    query: PageQuery,
    responses: { 200: WorkspaceListPage },
  },
  getWorkspace: {
    summary: "Get a workspace",
    description: "The workspace, with the caller's role in it.",
    responses: { 200: Workspace },
  },
  listMembers: {
    summary: "List members",
    description: "The workspace's members and their roles, in cursor pages.",
    query: PageQuery,
    responses: { 200: MemberListPage },
  },
  addMember: {
    summary: "Add a member",
    description:
      "Adds an already registered user, by email, with a role: an admin may grant `member` or `admin`, only " +
      "an owner may grant `owner`. An email no account has: 404 `not_found`.",
    body: MemberAddBody,
    responses: { 201: Member },
    errors: ["conflict"],
  },
  changeMemberRole: {
    summary: "Change a member's role",
    description:
      "Sets the member's role. Only an owner may grant `owner` or change an owner's role; the last owner " +
      "cannot be demoted (409 `last_owner`).",
    body: MemberRoleBody,
    responses: { 200: Member },
    errors: ["last_owner", "conflict"],
  },
  removeMember: {
    summary: "Remove a member",
    description:
      "Removes the member from the workspace; their sessions lose the workspace at once. The last owner " +
      "cannot be removed (409 `last_owner`).",
    responses: { 204: null },
    errors: ["last_owner", "conflict"],
  },
  createApiKey: {
    summary: "Create an API key",
    description:
      "Creates a key of the workspace with the role `member` or `admin` (never above the creator's). The " +
      "answer is the only one that shows the secret `key` (`cxk_` and at least 32 url-safe characters); it " +
      "is stored hashed. The key works on this workspace's paths only (404 elsewhere).",
    body: ApiKeyCreateBody,
    responses: { 201: ApiKeyCreated },
  },
  listApiKeys: {
    summary: "List API keys",
    description: "The workspace's API keys, in cursor pages; never their secret.",
    query: PageQuery,
    responses: { 200: ApiKeyListPage },
  },
  revokeApiKey: {
    summary: "Revoke an API key",
    description: "Revokes the key: it is refused (401) at once, by every replica.",
    responses: { 204: null },
  },
} as const satisfies OperationSchemaTable;
