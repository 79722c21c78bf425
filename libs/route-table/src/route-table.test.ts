import { describe, expect, it } from "bun:test";
import { API_PREFIX, isWorkspaceScoped, ROUTES } from "./route-table.ts";

describe("route table", () => {
  it("has one entry per method and path, and unique operation names", () => {
    const keys = ROUTES.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    const names = ROUTES.map((r) => r.operation);
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds the operations and access rules of part 5 of the specification", () => {
    const rule = (method: string, path: string) => {
      const route = ROUTES.find((r) => r.method === method && r.path === `${API_PREFIX}${path}`);
      return route && [route.class, route.minRole];
    };
    const ws = "/workspaces/:workspace_id";
    expect(rule("POST", "/auth/register")).toEqual(["public", "none"]);
    expect(rule("POST", "/auth/login")).toEqual(["public", "none"]);
    expect(rule("GET", `${ws}/agent-tests`)).toEqual(["customer", "member"]);
    expect(rule("POST", `${ws}/agent-test-folders`)).toEqual(["customer", "member"]);
    expect(rule("POST", `${ws}/agents/:agent_id/draft/reconcile-preview`)).toEqual(["customer", "member"]);
    expect(rule("GET", `${ws}/test-invocations/:invocation_id/runs`)).toEqual(["customer", "member"]);
    expect(rule("POST", `${ws}/conversations/:conversation_id/analysis/run`)).toEqual(["session", "member"]);
    expect(rule("PUT", `${ws}/agents/:agent_id/deployments`)).toEqual(["customer", "admin"]);
    expect(rule("POST", `${ws}/knowledge/url`)).toEqual(["session", "admin"]);
    expect(rule("POST", `${ws}/knowledge/folders`)).toEqual(["session", "admin"]);
  });

  it("holds the operations of part 4.11", () => {
    const ws = `${API_PREFIX}/workspaces/:workspace_id`;
    const expected = [
      `GET ${API_PREFIX}/auth/me`,
      `POST ${API_PREFIX}/auth/logout`,
      `POST ${ws}/agent-tests`,
      `GET ${ws}/agent-tests/:test_id`,
      `DELETE ${ws}/agent-tests/:test_id`,
      `GET ${ws}/agent-test-folders/:folder_id`,
      `PATCH ${ws}/agent-test-folders/:folder_id`,
      `DELETE ${ws}/agent-test-folders/:folder_id`,
      `GET ${ws}/agents/:agent_id/draft`,
      `DELETE ${ws}/agents/:agent_id/draft`,
      `POST ${ws}/agents/:agent_id/draft/reconcile`,
    ];
    const keys = new Set(ROUTES.map((r) => `${r.method} ${r.path}`));
    for (const key of expected) expect([key, keys.has(key)]).toEqual([key, true]);
  });

  it("marks only POST operations as idempotent, and every creating one", () => {
    for (const route of ROUTES.filter((r) => r.idempotent))
      expect([route.operation, route.method]).toEqual([route.operation, "POST"]);
    const idempotent = new Set<string>(ROUTES.filter((r) => r.idempotent).map((r) => r.operation));
    for (const operation of ["register", "createAgent", "createBranch", "publishDraft", "createApiKey", "addMember"])
      expect([operation, idempotent.has(operation)]).toEqual([operation, true]);
    for (const operation of ["login", "logout", "searchKnowledge", "sendMessage", "cancelTestInvocation"])
      expect([operation, idempotent.has(operation)]).toEqual([operation, false]);
  });

  it("marks every route under a workspace as workspace-scoped", () => {
    for (const route of ROUTES) {
      expect([route.operation, isWorkspaceScoped(route)]).toEqual([
        route.operation,
        route.path.startsWith(`${API_PREFIX}/workspaces/:workspace_id`),
      ]);
    }
  });
});
