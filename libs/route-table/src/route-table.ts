/**
 * Every public operation of the API, with the service that owns it, its operation class and the
 * minimum role it needs (part 5 of the specification and the access tables of the extensions).
 * The gateway enforces authentication from this table; services mount their routes from it.
 */

import { SERVICES, type ServiceName } from "./services.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * `public`: no authentication (register, log in). `session`: dashboard-session-api, a session
 * cookie only. `customer`: customer-api, a bearer API key or a session cookie.
 */
export type OperationClass = "public" | "session" | "customer";

/** `signed_in`: any authenticated user, no workspace in the path. */
export type MinimumRole = "none" | "signed_in" | "member" | "admin" | "owner";

export interface RouteSpec<O extends string = string, P extends string = string> {
  operation: O;
  method: HttpMethod;
  /** Elysia-style path under the base address; `:workspace_id` marks a workspace-scoped route. */
  path: P;
  service: ServiceName;
  class: OperationClass;
  minRole: MinimumRole;
  /**
   * The operation creates something, so a client may retry it safely with an `Idempotency-Key`
   * header: the gateway answers a repeat with the first answer instead of creating twice.
   */
  idempotent: boolean;
  /**
   * What a body must be: `json` (every operation but one: anything else is 422, so that a plain
   * cross-site HTML form can never drive the API) or `multipart` (a file upload).
   */
  body: "json" | "multipart";
}

export const API_PREFIX = "/api/v1";
const WS = `${API_PREFIX}/workspaces/:workspace_id`;

/** Marks an operation that creates something (see `RouteSpec.idempotent`). */
const CREATES = { idempotent: true } as const;

/** The owners, from the service registry (the one place service names are written). */
const { identity, agents, testing, conversations, knowledge, webhooks } = SERVICES;

function r<const O extends string, const P extends string>(
  operation: O,
  method: HttpMethod,
  path: P,
  owner: { name: ServiceName },
  cls: OperationClass,
  minRole: MinimumRole,
  options: { idempotent?: boolean; body?: "multipart" } = {},
): RouteSpec<O, P> {
  return {
    operation,
    method,
    path,
    service: owner.name,
    class: cls,
    minRole,
    idempotent: options.idempotent ?? false,
    body: options.body ?? "json",
  };
}

export const ROUTES = [
  // Identity (parts 4.1, 4.2, 4.11; extensions part 1)
  r("register", "POST", `${API_PREFIX}/auth/register`, identity, "public", "none", CREATES),
  r("login", "POST", `${API_PREFIX}/auth/login`, identity, "public", "none"),
  r("me", "GET", `${API_PREFIX}/auth/me`, identity, "session", "signed_in"),
  r("logout", "POST", `${API_PREFIX}/auth/logout`, identity, "session", "signed_in"),
  r("listWorkspaces", "GET", `${API_PREFIX}/workspaces`, identity, "session", "signed_in"),
  r("getWorkspace", "GET", WS, identity, "customer", "member"),
  r("listMembers", "GET", `${WS}/members`, identity, "customer", "member"),
  r("addMember", "POST", `${WS}/members`, identity, "session", "admin", CREATES),
  r("changeMemberRole", "PATCH", `${WS}/members/:user_id`, identity, "session", "admin"),
  r("removeMember", "DELETE", `${WS}/members/:user_id`, identity, "session", "admin"),
  r("createApiKey", "POST", `${WS}/api-keys`, identity, "session", "admin", CREATES),
  r("listApiKeys", "GET", `${WS}/api-keys`, identity, "session", "admin"),
  r("revokeApiKey", "DELETE", `${WS}/api-keys/:key_id`, identity, "session", "admin"),

  // Agents (parts 4.5, 4.7, 4.11; extensions part 2)
  r("createAgent", "POST", `${WS}/agents`, agents, "customer", "member", CREATES),
  r("listAgents", "GET", `${WS}/agents`, agents, "customer", "member"),
  r("getAgent", "GET", `${WS}/agents/:agent_id`, agents, "customer", "member"),
  r("renameAgent", "PATCH", `${WS}/agents/:agent_id`, agents, "customer", "member"),
  r("deleteAgent", "DELETE", `${WS}/agents/:agent_id`, agents, "customer", "admin"),
  r("listBranches", "GET", `${WS}/agents/:agent_id/branches`, agents, "customer", "member"),
  r("createBranch", "POST", `${WS}/agents/:agent_id/branches`, agents, "customer", "member", CREATES),
  r("updateBranch", "PATCH", `${WS}/agents/:agent_id/branches/:branch_id`, agents, "customer", "member"),
  r("listVersions", "GET", `${WS}/agents/:agent_id/branches/:branch_id/versions`, agents, "customer", "member"),
  r("getVersion", "GET", `${WS}/agents/:agent_id/versions/:version_id`, agents, "customer", "member"),
  r("getDraft", "GET", `${WS}/agents/:agent_id/draft`, agents, "customer", "member"),
  r("saveDraft", "PUT", `${WS}/agents/:agent_id/draft`, agents, "customer", "member"),
  r("discardDraft", "DELETE", `${WS}/agents/:agent_id/draft`, agents, "customer", "member"),
  r("publishDraft", "POST", `${WS}/agents/:agent_id/draft/publish`, agents, "customer", "member", CREATES),
  r("reconcilePreview", "POST", `${WS}/agents/:agent_id/draft/reconcile-preview`, agents, "customer", "member"),
  r("reconcileApply", "POST", `${WS}/agents/:agent_id/draft/reconcile`, agents, "customer", "member"),
  r("getDeployments", "GET", `${WS}/agents/:agent_id/deployments`, agents, "customer", "member"),
  r("updateDeployments", "PUT", `${WS}/agents/:agent_id/deployments`, agents, "customer", "admin"),
  r("getDeploymentHistory", "GET", `${WS}/agents/:agent_id/deployments/history`, agents, "customer", "member"),
  // Tools (extensions part 7)
  r("createTool", "POST", `${WS}/tools`, agents, "customer", "admin", CREATES),
  r("listTools", "GET", `${WS}/tools`, agents, "customer", "member"),
  r("getTool", "GET", `${WS}/tools/:tool_id`, agents, "customer", "member"),
  r("updateTool", "PATCH", `${WS}/tools/:tool_id`, agents, "customer", "admin"),
  r("deleteTool", "DELETE", `${WS}/tools/:tool_id`, agents, "customer", "admin"),

  // Agent tests, folders, invocations, runs (parts 4.3, 4.4, 4.9, 4.11; extensions part 3)
  r("listAgentTests", "GET", `${WS}/agent-tests`, testing, "customer", "member"),
  r("createAgentTest", "POST", `${WS}/agent-tests`, testing, "customer", "member", CREATES),
  r("moveAgentTests", "POST", `${WS}/agent-tests/move`, testing, "customer", "member"),
  r("getAgentTest", "GET", `${WS}/agent-tests/:test_id`, testing, "customer", "member"),
  r("replaceAgentTest", "PUT", `${WS}/agent-tests/:test_id`, testing, "customer", "member"),
  r("deleteAgentTest", "DELETE", `${WS}/agent-tests/:test_id`, testing, "customer", "member"),
  r("createAgentTestFolder", "POST", `${WS}/agent-test-folders`, testing, "customer", "member", CREATES),
  r("getAgentTestFolder", "GET", `${WS}/agent-test-folders/:folder_id`, testing, "customer", "member"),
  r("updateAgentTestFolder", "PATCH", `${WS}/agent-test-folders/:folder_id`, testing, "customer", "member"),
  r("deleteAgentTestFolder", "DELETE", `${WS}/agent-test-folders/:folder_id`, testing, "customer", "member"),
  r("startTestInvocation", "POST", `${WS}/agents/:agent_id/test-invocations`, testing, "customer", "member", CREATES),
  r("getTestInvocation", "GET", `${WS}/test-invocations/:invocation_id`, testing, "customer", "member"),
  r("cancelTestInvocation", "POST", `${WS}/test-invocations/:invocation_id/cancel`, testing, "customer", "member"),
  r("listTestRuns", "GET", `${WS}/test-invocations/:invocation_id/runs`, testing, "customer", "member"),
  r("streamTestInvocationEvents", "GET", `${WS}/test-invocations/:invocation_id/events`, testing, "customer", "member"),
  // Test results over time (extensions part 10)
  r("listTestInvocations", "GET", `${WS}/agents/:agent_id/test-invocations`, testing, "customer", "member"),
  r("listAgentTestRuns", "GET", `${WS}/agent-tests/:test_id/runs`, testing, "customer", "member"),
  r("getAgentTestHistory", "GET", `${WS}/agent-tests/:test_id/history`, testing, "customer", "member"),
  r("compareTestInvocations", "GET", `${WS}/test-invocations/:invocation_id/compare`, testing, "customer", "member"),
  r(
    "createAgentTestFromConversation",
    "POST",
    `${WS}/agent-tests/from-conversation`,
    testing,
    "customer",
    "member",
    CREATES,
  ),

  // Conversations (part 4.6; extensions part 4)
  r("startConversation", "POST", `${WS}/agents/:agent_id/conversations`, conversations, "customer", "member", CREATES),
  r("listConversations", "GET", `${WS}/conversations`, conversations, "customer", "member"),
  r("getConversation", "GET", `${WS}/conversations/:conversation_id`, conversations, "customer", "member"),
  r("deleteConversation", "DELETE", `${WS}/conversations/:conversation_id`, conversations, "customer", "admin"),
  r("sendMessage", "POST", `${WS}/conversations/:conversation_id/messages`, conversations, "customer", "member"),
  r("endConversation", "POST", `${WS}/conversations/:conversation_id/end`, conversations, "customer", "member"),
  r(
    "runConversationAnalysis",
    "POST",
    `${WS}/conversations/:conversation_id/analysis/run`,
    conversations,
    "session",
    "member",
  ),

  // Knowledge (parts 4.8, 4.10; extensions part 5)
  r("createKnowledgeFromText", "POST", `${WS}/knowledge/text`, knowledge, "session", "admin", CREATES),
  r("createKnowledgeFromFile", "POST", `${WS}/knowledge/file`, knowledge, "session", "admin", {
    ...CREATES,
    body: "multipart",
  }),
  r("importKnowledgeFromUrl", "POST", `${WS}/knowledge/url`, knowledge, "session", "admin", CREATES),
  r("searchKnowledge", "POST", `${WS}/knowledge/search`, knowledge, "customer", "member"),
  r("listKnowledge", "GET", `${WS}/knowledge`, knowledge, "customer", "member"),
  r("createKnowledgeFolder", "POST", `${WS}/knowledge/folders`, knowledge, "session", "admin", CREATES),
  r("listKnowledgeFolders", "GET", `${WS}/knowledge/folders`, knowledge, "customer", "member"),
  r("getKnowledgeFolder", "GET", `${WS}/knowledge/folders/:folder_id`, knowledge, "customer", "member"),
  r("updateKnowledgeFolder", "PATCH", `${WS}/knowledge/folders/:folder_id`, knowledge, "session", "admin"),
  r("deleteKnowledgeFolder", "DELETE", `${WS}/knowledge/folders/:folder_id`, knowledge, "session", "admin"),
  r("getKnowledgeDocument", "GET", `${WS}/knowledge/:doc_id`, knowledge, "customer", "member"),
  r("getKnowledgeContent", "GET", `${WS}/knowledge/:doc_id/content`, knowledge, "customer", "member"),
  r("updateKnowledgeDocument", "PATCH", `${WS}/knowledge/:doc_id`, knowledge, "session", "admin"),
  r("deleteKnowledgeDocument", "DELETE", `${WS}/knowledge/:doc_id`, knowledge, "session", "admin"),
  r("refreshKnowledgeDocument", "POST", `${WS}/knowledge/:doc_id/refresh`, knowledge, "session", "admin"),

  // Webhooks (extensions part 11)
  r("createWebhook", "POST", `${WS}/webhooks`, webhooks, "customer", "admin", CREATES),
  r("listWebhooks", "GET", `${WS}/webhooks`, webhooks, "customer", "admin"),
  r("getWebhook", "GET", `${WS}/webhooks/:webhook_id`, webhooks, "customer", "admin"),
  r("updateWebhook", "PATCH", `${WS}/webhooks/:webhook_id`, webhooks, "customer", "admin"),
  r("deleteWebhook", "DELETE", `${WS}/webhooks/:webhook_id`, webhooks, "customer", "admin"),
  r("testWebhook", "POST", `${WS}/webhooks/:webhook_id/test`, webhooks, "customer", "admin"),
  r("listWebhookDeliveries", "GET", `${WS}/webhooks/:webhook_id/deliveries`, webhooks, "customer", "admin"),
] as const satisfies readonly RouteSpec[];

/** The id of every operation of the table: what controllers, guards and schemas are keyed by. */
export type OperationId = (typeof ROUTES)[number]["operation"];

const BY_OPERATION: ReadonlyMap<string, RouteSpec> = new Map(ROUTES.map((route) => [route.operation, route]));

/** The path of an operation as the table spells it, so that a mounted route cannot drift from it. */
export function pathOf<const O extends OperationId>(
  operation: O,
): Extract<(typeof ROUTES)[number], { operation: O }>["path"] {
  return routeOf(operation).path as never;
}

/** The route of an operation. */
export function routeOf(operation: OperationId): RouteSpec<OperationId> {
  return BY_OPERATION.get(operation) as RouteSpec<OperationId>;
}

export function routesOf(service: ServiceName): RouteSpec<OperationId>[] {
  return ROUTES.filter((route) => route.service === service);
}

export function isWorkspaceScoped(route: RouteSpec): boolean {
  return route.path.includes(":workspace_id");
}

export const MUTATING_METHODS: ReadonlySet<string> = new Set(["POST", "PUT", "PATCH", "DELETE"]);
