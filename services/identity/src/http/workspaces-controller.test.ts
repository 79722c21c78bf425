import { describe, expect, it } from "bun:test";
import { Workspace, WorkspaceListPage } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import { identityWithAnaEachTest } from "../testing/each-test.ts";
import { sessionCallerOf, signUp, workspaceCallerOf } from "../testing/identity.ts";

const fresh = identityWithAnaEachTest();

describe("GET /api/v1/workspaces", () => {
  it("lists the caller's workspaces with their role", async () => {
    const response = await fresh.identity.call("GET", "/api/v1/workspaces", {
      caller: sessionCallerOf(fresh.ana.userId),
    });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(Value.Check(WorkspaceListPage, body)).toBe(true);
    expect(body).toEqual({
      items: [
        {
          id: fresh.ana.workspaceId,
          name: "ana@example.com team",
          role: "owner",
          created_at: "2026-11-22T10:00:00.000Z",
        },
      ],
      next_cursor: null,
      has_more: false,
    });
  });

  it("refuses page sizes outside 1..100 and foreign cursors with 422", async () => {
    for (const query of ["page_size=0", "page_size=101", "page_size=2.5", "page_size=ten", "cursor=%7Bnope"]) {
      const response = await fresh.identity.call("GET", `/api/v1/workspaces?${query}`, {
        caller: sessionCallerOf(fresh.ana.userId),
      });
      expect([query, response.status]).toEqual([query, 422]);
    }
  });
});

describe("GET /api/v1/workspaces/{ws}", () => {
  it("answers the workspace with the caller's role, for a session or an API key", async () => {
    for (const [role, via] of [
      ["owner", "session"],
      ["member", "api_key"],
    ] as const) {
      const response = await fresh.identity.call("GET", `/api/v1/workspaces/${fresh.ana.workspaceId}`, {
        caller: workspaceCallerOf(fresh.ana.userId, fresh.ana.workspaceId, role, via),
      });
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Value.Check(Workspace, body)).toBe(true);
      expect(body).toMatchObject({ id: fresh.ana.workspaceId, role });
    }
  });

  it("answers 404 when the signed caller was resolved for another workspace", async () => {
    const bo = await signUp(fresh.identity, "bo@example.com");
    const response = await fresh.identity.call("GET", `/api/v1/workspaces/${bo.workspaceId}`, {
      caller: workspaceCallerOf(fresh.ana.userId, fresh.ana.workspaceId, "owner"),
    });
    expect(response.status).toBe(404);
  });
});
