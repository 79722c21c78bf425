import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import { CALLER_HEADER, PEER_ADDRESS_HEADER, requestCaller, signCaller } from "@cx/http-kit";
import { ROUTES } from "@cx/route-table";
import type { PrincipalResolver } from "../auth/principal-resolver.ts";
import { knownPrincipals, TEST_SECRET, testGateway } from "./test-gateway.ts";

const SECRET = TEST_SECRET;

function gateway(perMinute = 100, resolver: PrincipalResolver = knownPrincipals) {
  return testGateway({ perMinute, resolver });
}

const cookie = { cookie: "cx_session=alice" };
const bearer = { authorization: "Bearer cxk_alice" };

async function code(response: Response) {
  const body = (await response.json()) as { error?: { code: string; details?: { reason?: string } } };
  return [response.status, body.error?.code, body.error?.details?.reason];
}

describe("gateway access rules", () => {
  it("forwards a member's read with its caller handed over and no credentials", async () => {
    const { call, forwarded } = gateway();
    const response = await call("GET", "/workspaces/ws_a/agents", { ...cookie, authorization: "" });
    expect(response.status).toBe(200);
    const request = forwarded[0]!;
    expect(request.headers.get("cookie")).toBeNull();
    expect(requestCaller(request, SECRET)).toMatchObject({
      userId: "usr_alice",
      workspaceId: "ws_a",
      role: "owner",
      via: "session",
    });
  });

  it("answers 401 without credentials and with unknown ones", async () => {
    const { call } = gateway();
    expect(await code(await call("GET", "/workspaces/ws_a/agents"))).toEqual([401, "unauthenticated", undefined]);
    expect(await code(await call("GET", "/workspaces/ws_a/agents", { cookie: "cx_session=forged" }))).toEqual([
      401,
      "unauthenticated",
      undefined,
    ]);
    expect(await code(await call("GET", "/workspaces/ws_a/agents", { authorization: "Bearer cxk_revoked" }))).toEqual([
      401,
      "unauthenticated",
      undefined,
    ]);
    expect(await code(await call("GET", "/workspaces/ws_a/agents", { authorization: "Basic abc" }))).toEqual([
      401,
      "unauthenticated",
      undefined,
    ]);
  });

  it("answers 401, not 500, for a session cookie that is not valid percent-encoding", async () => {
    const { call, forwarded } = gateway();
    const badCookie = { cookie: "cx_session=%zz%E0%A4%A" };
    expect(await code(await call("GET", "/workspaces/ws_a/agents", badCookie))).toEqual([
      401,
      "unauthenticated",
      undefined,
    ]);
    // Public routes ignore credentials: a stray bad cookie must not break register or log in.
    const login = await call("POST", "/auth/login", { ...badCookie, "content-type": "application/json" }, "{}");
    expect(login.status).toBe(200);
    expect(forwarded).toHaveLength(1);
  });

  it("refuses an API key on a session-class operation", async () => {
    const { call } = gateway();
    expect(await code(await call("GET", "/workspaces/ws_a/api-keys", bearer))).toEqual([
      403,
      "forbidden",
      "api_key_not_allowed",
    ]);
    expect(await code(await call("GET", "/auth/me", bearer))).toEqual([403, "forbidden", "api_key_not_allowed"]);
    const refused = (await (await call("GET", "/auth/me", bearer)).json()) as { error: { message: string } };
    expect(refused.error.message).toContain("log in to the dashboard at /login");
  });

  it("uses the bearer key when both a cookie and a key are sent", async () => {
    const { call } = gateway();
    expect(await code(await call("GET", "/workspaces/ws_a/api-keys", { ...cookie, ...bearer }))).toEqual([
      403,
      "forbidden",
      "api_key_not_allowed",
    ]);
  });

  it("requires X-CX-Request: 1 on cookie mutations but not on bearer mutations", async () => {
    const { call } = gateway();
    expect(await code(await call("POST", "/workspaces/ws_a/agents", cookie, "{}"))).toEqual([
      403,
      "forbidden",
      "csrf_header_missing",
    ]);
    expect(await code(await call("POST", "/workspaces/ws_a/agents", { ...cookie, "x-cx-request": "0" }, "{}"))).toEqual(
      [403, "forbidden", "csrf_header_missing"],
    );
    expect((await call("POST", "/workspaces/ws_a/agents", { ...cookie, "x-cx-request": "1" }, "{}")).status).toBe(200);
    expect((await call("POST", "/workspaces/ws_a/agents", bearer, "{}")).status).toBe(200);
  });

  it("answers 404 for a workspace the caller is not in, and for a key used on another workspace", async () => {
    const { call } = gateway();
    expect(await code(await call("GET", "/workspaces/ws_other/agents", cookie))).toEqual([404, "not_found", undefined]);
    expect(await code(await call("GET", "/workspaces/ws_shared/agents", bearer))).toEqual([
      404,
      "not_found",
      undefined,
    ]);
  });

  it("enforces the minimum role", async () => {
    const { call } = gateway();
    const deploy = await call(
      "PUT",
      "/workspaces/ws_shared/agents/agt_1/deployments",
      { ...cookie, "x-cx-request": "1" },
      "{}",
    );
    expect(await code(deploy)).toEqual([403, "forbidden", "role_required"]);
    expect(
      (await call("PUT", "/workspaces/ws_a/agents/agt_1/deployments", { ...cookie, "x-cx-request": "1" }, "{}")).status,
    ).toBe(200);
  });

  it("answers a path with a trailing slash as without it, never 5XX, signed in or not", async () => {
    const { call, forwarded } = gateway();
    const signedIn = { ...cookie, "x-cx-request": "1", "content-type": "application/json" };
    for (const route of ROUTES) {
      const path = `${route.path.replace("/api/v1", "").replace(/:[a-z_]+/g, (name) => (name === ":workspace_id" ? "ws_a" : "x_1"))}/`;
      for (const headers of [{}, signedIn]) {
        const answer = await call(route.method, path, headers, route.method === "GET" ? undefined : "{}");
        expect([route.method, path, answer.status < 500]).toEqual([route.method, path, true]);
      }
    }
    forwarded.length = 0;
    expect((await call("GET", "/workspaces/", cookie)).status).toBe(200);
    expect((await call("GET", "/auth/me/", cookie)).status).toBe(200);
    expect(requestCaller(forwarded[1]!, SECRET)).toMatchObject({ userId: "usr_alice", via: "session" });
    expect(await code(await call("GET", "/auth/me/"))).toEqual([401, "unauthenticated", undefined]);
    expect((await call("POST", "/auth/login/", { "content-type": "application/json" }, "{}")).status).toBe(200);
  });

  it("drops a caller header sent by the client: the service sees the caller the gateway resolved", async () => {
    const { call, forwarded } = gateway();
    const forged = signCaller({ userId: "usr_alice", workspaceId: "ws_a", role: "owner", via: "session" }, SECRET);
    await call("POST", "/auth/login", { [CALLER_HEADER]: forged, "content-type": "application/json" }, "{}");
    expect(forwarded[0]!.headers.get(CALLER_HEADER)).toBeNull();
    expect(requestCaller(forwarded[0]!, SECRET)).toMatchObject({ userId: "anonymous", via: "anonymous" });
  });

  it("forwards public routes with the anonymous caller and the client address", async () => {
    const { call, forwarded } = gateway();
    await call(
      "POST",
      "/auth/register",
      { [PEER_ADDRESS_HEADER]: "198.51.100.23", "content-type": "application/json" },
      "{}",
    );
    expect(requestCaller(forwarded[0]!, SECRET)).toMatchObject({
      via: "anonymous",
      workspaceId: null,
      role: null,
      clientAddress: "198.51.100.23",
    });
  });

  it("answers 503, not 401, when the credential could not be checked", async () => {
    const { call, forwarded } = gateway(100, {
      resolve: async () => {
        throw new AppError("unavailable", "identity is down");
      },
    });
    expect(await code(await call("GET", "/workspaces/ws_a/agents", cookie))).toEqual([503, "unavailable", undefined]);
    expect(await code(await call("GET", "/workspaces/ws_a/agents", bearer))).toEqual([503, "unavailable", undefined]);
    expect(forwarded).toHaveLength(0);
  });

  it("limits register and log-in attempts per client address, with Retry-After", async () => {
    const { call } = gateway(3);
    const from = (ip: string) => ({ [PEER_ADDRESS_HEADER]: ip, "content-type": "application/json" });
    for (let i = 0; i < 3; i++) expect((await call("POST", "/auth/login", from("203.0.113.1"), "{}")).status).toBe(200);
    const limited = await call("POST", "/auth/register", from("203.0.113.1"), "{}");
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await code(limited)).toEqual([429, "rate_limited", undefined]);
    expect((await call("POST", "/auth/login", from("203.0.113.2"), "{}")).status).toBe(200);
    // Other operations are not counted.
    expect((await call("GET", "/workspaces/ws_a", { ...cookie, ...from("203.0.113.1") })).status).toBe(200);
  });
});
