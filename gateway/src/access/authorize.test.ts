import { describe, expect, it } from "bun:test";
import type { Principal } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { routeOf } from "@cx/route-table";
import { authorize } from "./authorize.ts";

const getWorkspace = routeOf("getWorkspace");
const request = new Request("http://gateway/api/v1/workspaces/ws_a");
const session = { kind: "session", token: "t" } as const;
const principal = (): Principal => ({
  userId: "usr_1",
  via: "session",
  sessionId: "ses_1",
  workspaces: { ws_a: "owner", ws_b: "member" },
});

describe("authorize", () => {
  it("hands one frozen caller per principal and workspace, so that its token is found by the object", () => {
    const held = principal();
    const first = authorize(getWorkspace, request, session, held, "ws_a");
    const again = authorize(getWorkspace, request, session, held, "ws_a");
    expect(first).toEqual({
      userId: "usr_1",
      workspaceId: "ws_a",
      role: "owner",
      via: "session",
      sessionId: "ses_1",
      keyId: undefined,
    });
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { role: string }).role = "admin";
    }).toThrow(TypeError);
    const other = authorize(getWorkspace, request, session, held, "ws_b");
    expect(other).not.toBe(first);
    expect(other?.role).toBe("member");
  });

  it("makes a new caller for a principal identity answered anew, whose role may have changed", () => {
    const before = authorize(getWorkspace, request, session, principal(), "ws_a");
    const demoted = { ...principal(), workspaces: { ws_a: "member" as const } };
    const after = authorize(getWorkspace, request, session, demoted, "ws_a");
    expect(after).not.toBe(before);
    expect(after?.role).toBe("member");
  });

  it("says which role an operation needs and which one the caller has", () => {
    const addMember = routeOf("addMember");
    const post = new Request("http://gateway/api/v1/workspaces/ws_b/members", {
      method: "POST",
      headers: { "x-cx-request": "1" },
    });
    let refused: unknown;
    try {
      authorize(addMember, post, session, principal(), "ws_b");
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(AppError);
    expect([(refused as AppError).status, (refused as AppError).message, (refused as AppError).details]).toEqual([
      403,
      "This operation needs the admin role; you are a member.",
      { reason: "role_required", required_role: "admin", role: "member" },
    ]);
  });

  it("keeps no caller for a workspace the principal is not in: it is a 404", () => {
    expect(() => authorize(getWorkspace, request, session, principal(), "ws_other")).toThrow(AppError);
  });
});
