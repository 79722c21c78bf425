import { describe, expect, it } from "bun:test";
import { RESOLVE_PRINCIPAL_PATH } from "@cx/contracts";
import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { identityWithAnaEachTest } from "../testing/each-test.ts";
import { INTERNAL_CALLER, sessionCallerOf, TEST_SECRET } from "../testing/identity.ts";

const fresh = identityWithAnaEachTest();

function resolve(body: unknown, header?: string): Promise<Response> {
  return fresh.identity.call("POST", RESOLVE_PRINCIPAL_PATH, {
    body,
    headers: header === undefined ? {} : { [CALLER_HEADER]: header },
  });
}

describe("POST /internal/v1/principals/resolve", () => {
  it("is the path the gateway calls", () => {
    expect(RESOLVE_PRINCIPAL_PATH).toBe("/internal/v1/principals/resolve");
  });

  it("answers the principal of a valid session to the internal caller", async () => {
    const response = await resolve(
      { kind: "session", token: fresh.ana.token },
      signCaller(INTERNAL_CALLER, TEST_SECRET),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      userId: fresh.ana.userId,
      via: "session",
      sessionId: fresh.ana.sessionId,
      workspaces: { [fresh.ana.workspaceId]: "owner" },
    });
  });

  it("refuses a call without, with a forged, an expired or a non-internal caller header", async () => {
    const body = { kind: "session", token: fresh.ana.token };
    const headers = [
      undefined,
      "v1.e30.forged",
      signCaller(INTERNAL_CALLER, "another secret entirely"),
      signCaller(INTERNAL_CALLER, TEST_SECRET, 60, Date.now() - 120_000),
      signCaller(sessionCallerOf(fresh.ana.userId), TEST_SECRET),
    ];
    for (const header of headers) {
      const response = await resolve(body, header);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    }
  });

  it("refuses to validate anything for an outsider: a bad body without the header is still 401", async () => {
    expect((await resolve({ kind: "password" })).status).toBe(401);
  });

  it("answers 401 for unknown, tampered, empty and over-long tokens, 422 for a bad body", async () => {
    const header = signCaller(INTERNAL_CALLER, TEST_SECRET);
    for (const token of [
      "",
      "x".repeat(43),
      `${fresh.ana.token.slice(0, -1)}${fresh.ana.token.endsWith("A") ? "B" : "A"}`,
    ]) {
      expect((await resolve({ kind: "session", token }, header)).status).toBe(401);
      expect((await resolve({ kind: "api_key", token }, header)).status).toBe(401);
    }
    expect((await resolve({ kind: "session", token: "x".repeat(513) }, header)).status).toBe(422);
    expect((await resolve({ kind: "cookie", token: fresh.ana.token }, header)).status).toBe(422);
  });
});
