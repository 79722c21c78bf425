import { afterEach, beforeEach, describe, expect, it } from "bun:test";
import { Member, MemberListPage } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import { freshIdentity, type SignedUpUser, type TestIdentity, workspaceCallerOf } from "../testing/identity.ts";

let identity: TestIdentity;
let ana: SignedUpUser;
let bo: SignedUpUser;
const members = () => `/api/v1/workspaces/${ana.workspaceId}/members`;
const asOwner = () => workspaceCallerOf(ana.userId, ana.workspaceId, "owner");

beforeEach(async () => {
  [identity, ana, bo] = await freshIdentity("ana@example.com", "bo@example.com");
});
afterEach(() => identity.close());

async function errorOf(response: Response): Promise<{ status: number; code: string; reason?: string }> {
  const body = (await response.json()) as { error: { code: string; details?: { reason?: string } } };
  const reason = body.error.details?.reason;
  return { status: response.status, code: body.error.code, ...(reason ? { reason } : {}) };
}

describe("members over HTTP", () => {
  it("adds (201), lists, changes (200) and removes (204) a member", async () => {
    identity.now.value = new Date("2026-11-22T10:01:00.000Z");
    const added = await identity.call("POST", members(), {
      caller: asOwner(),
      body: { email: "bo@example.com", role: "member" },
    });
    expect(added.status).toBe(201);
    const member = await added.json();
    expect(Value.Check(Member, member)).toBe(true);

    const list = await identity.call("GET", members(), {
      caller: workspaceCallerOf(bo.userId, ana.workspaceId, "member"),
    });
    expect(list.status).toBe(200);
    const page = (await list.json()) as { items: { email: string; role: string }[] };
    expect(Value.Check(MemberListPage, page)).toBe(true);
    expect(page.items.map((m) => [m.email, m.role])).toEqual([
      ["ana@example.com", "owner"],
      ["bo@example.com", "member"],
    ]);

    const changed = await identity.call("PATCH", `${members()}/${bo.userId}`, {
      caller: asOwner(),
      body: { role: "admin" },
    });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { role: string }).role).toBe("admin");

    const removed = await identity.call("DELETE", `${members()}/${bo.userId}`, { caller: asOwner() });
    expect(removed.status).toBe(204);
    expect(await removed.text()).toBe("");
    expect(await identity.deps.memberships.find(ana.workspaceId as never, bo.userId)).toBeNull();
  });

  it("answers 404 for an unknown email and 409 conflict for an existing member", async () => {
    expect(
      await errorOf(
        await identity.call("POST", members(), { caller: asOwner(), body: { email: "x@example.com", role: "member" } }),
      ),
    ).toEqual({ status: 404, code: "not_found" });
    expect(
      await errorOf(
        await identity.call("POST", members(), {
          caller: asOwner(),
          body: { email: "ana@example.com", role: "member" },
        }),
      ),
    ).toEqual({ status: 409, code: "conflict" });
  });

  it("answers 409 last_owner for the last owner", async () => {
    expect(await errorOf(await identity.call("DELETE", `${members()}/${ana.userId}`, { caller: asOwner() }))).toEqual({
      status: 409,
      code: "last_owner",
    });
    expect(
      await errorOf(
        await identity.call("PATCH", `${members()}/${ana.userId}`, { caller: asOwner(), body: { role: "member" } }),
      ),
    ).toEqual({ status: 409, code: "last_owner" });
  });

  it("refuses a member (403), an API key (403 api_key_not_allowed) and an unknown role (422)", async () => {
    await identity.call("POST", members(), { caller: asOwner(), body: { email: "bo@example.com", role: "member" } });
    const asMember = workspaceCallerOf(bo.userId, ana.workspaceId, "member");
    expect(await errorOf(await identity.call("DELETE", `${members()}/${ana.userId}`, { caller: asMember }))).toEqual({
      status: 403,
      code: "forbidden",
      reason: "role_required",
    });
    const asKey = workspaceCallerOf(ana.userId, ana.workspaceId, "admin", "api_key");
    expect(
      await errorOf(
        await identity.call("POST", members(), { caller: asKey, body: { email: "bo@example.com", role: "member" } }),
      ),
    ).toEqual({ status: 403, code: "forbidden", reason: "api_key_not_allowed" });
    const badRole = await identity.call("PATCH", `${members()}/${bo.userId}`, {
      caller: asOwner(),
      body: { role: "god" },
    });
    expect(badRole.status).toBe(422);
  });

  it("lets an API key list members (customer class)", async () => {
    const response = await identity.call("GET", members(), {
      caller: workspaceCallerOf(ana.userId, ana.workspaceId, "member", "api_key"),
    });
    expect(response.status).toBe(200);
  });
});
