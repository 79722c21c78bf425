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

  it("keeps no caller for a workspace the principal is not in: it is a 404", () => {
    expect(() => authorize(getWorkspace, request, session, principal(), "ws_other")).toThrow(AppError);
  });
});
