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
  register: { body: RegisterBody, responses: { 202: RegisterResponse }, errors: ["rate_limited"] },
  login: { body: LoginBody, responses: { 200: LoginResponse }, errors: ["unauthenticated", "rate_limited"] },
  me: { responses: { 200: MeResponse } },
  logout: { responses: { 204: null } },
  listWorkspaces: { query: PageQuery, responses: { 200: WorkspaceListPage } },
  getWorkspace: { responses: { 200: Workspace } },
  listMembers: { query: PageQuery, responses: { 200: MemberListPage } },
  addMember: { body: MemberAddBody, responses: { 201: Member }, errors: ["conflict"] },
  changeMemberRole: { body: MemberRoleBody, responses: { 200: Member }, errors: ["last_owner", "conflict"] },
  removeMember: { responses: { 204: null }, errors: ["last_owner", "conflict"] },
  createApiKey: { body: ApiKeyCreateBody, responses: { 201: ApiKeyCreated } },
  listApiKeys: { query: PageQuery, responses: { 200: ApiKeyListPage } },
  revokeApiKey: { responses: { 204: null } },
} as const satisfies OperationSchemaTable;
