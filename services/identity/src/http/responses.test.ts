import { afterEach, describe, expect, it } from "bun:test";
import { answerProblems } from "@cx/contracts";
import type { Caller } from "@cx/http-kit";
import type { OperationId } from "@cx/route-table";
import { createTestIdentity, signUp, type TestIdentity, workspaceCallerOf } from "../testing/identity.ts";

let identity: TestIdentity;
afterEach(() => identity.close());

/** Real answers of the identity service, each checked against its operation's declared answer. */
describe("identity answers match the operations table", () => {
  it("answers every operation with the schema the table declares for its status", async () => {
    identity = await createTestIdentity();
    const checked = new Set<OperationId>();
    async function answer(operation: OperationId, method: string, path: string, caller?: Caller, body?: unknown) {
      const response = await identity.call(method, path, { caller, body });
      const text = await response.text();
      const json = text ? JSON.parse(text) : undefined;
      expect([operation, response.status < 300, answerProblems(operation, response.status, json)]).toEqual([
        operation,
        true,
        [],
      ]);
      checked.add(operation);
      return json;
    }
    await answer("register", "POST", "/api/v1/auth/register", undefined, {
      email: "ana@example.com",
      name: "Ana",
      password: "correct horse battery",
      workspace_name: "Lab",
    });
    await answer("login", "POST", "/api/v1/auth/login", undefined, {
      email: "ana@example.com",
      password: "correct horse battery",
    });
    const ana = await signUp(identity, "ana2@example.com");
    const bo = await signUp(identity, "bo@example.com");
    const session: Caller = {
      userId: ana.userId,
      workspaceId: null,
      role: null,
      via: "session",
      sessionId: ana.sessionId,
    };
    const owner = workspaceCallerOf(ana.userId, ana.workspaceId, "owner");
    const ws = `/api/v1/workspaces/${ana.workspaceId}`;
    await answer("me", "GET", "/api/v1/auth/me", session);
    await answer("listWorkspaces", "GET", "/api/v1/workspaces?page_size=5", session);
    await answer("getWorkspace", "GET", ws, owner);
    await answer("addMember", "POST", `${ws}/members`, owner, { email: "bo@example.com", role: "member" });
    await answer("listMembers", "GET", `${ws}/members`, owner);
    await answer("changeMemberRole", "PATCH", `${ws}/members/${bo.userId}`, owner, { role: "admin" });
    const key = await answer("createApiKey", "POST", `${ws}/api-keys`, owner, { name: "ci", role: "member" });
    await answer("listApiKeys", "GET", `${ws}/api-keys`, owner);
    await answer("revokeApiKey", "DELETE", `${ws}/api-keys/${key.id}`, owner);
    await answer("removeMember", "DELETE", `${ws}/members/${bo.userId}`, owner);
    await answer("logout", "POST", "/api/v1/auth/logout", session);
    expect(checked.size).toBe(13);
  });
});
