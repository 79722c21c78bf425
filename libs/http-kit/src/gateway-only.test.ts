import { describe, expect, it } from "bun:test";
import { createLogger } from "@cx/logger";
import { anonymousCaller, CALLER_HEADER, handCaller, handedCaller, requestCaller, signCaller } from "./caller.ts";
import { createHttpApp } from "./create-http-app.ts";

const SECRET = "g".repeat(40);
const logger = createLogger("test", { level: "silent" });

function serviceApp(secret: string | null) {
  return createHttpApp("svc", logger, secret)
    .post("/api/v1/auth/register", () => ({ registered: true }))
    .get("/healthz", () => "ok")
    .get("/readyz", () => "ready");
}

function call(app: ReturnType<typeof serviceApp>, method: string, path: string, caller?: string) {
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (caller !== undefined) headers[CALLER_HEADER] = caller;
  return app.handle(
    new Request(`http://localhost${path}`, { method, headers, body: method === "GET" ? undefined : "{}" }),
  );
}

describe("services answer only requests the gateway signed", () => {
  const app = serviceApp(SECRET);

  it("refuses an unsigned request with 401 and the error body, on known and unknown paths", async () => {
    for (const [method, path] of [
      ["POST", "/api/v1/auth/register"],
      ["GET", "/api/v1/nothing-here"],
    ] as const) {
      const response = await call(app, method, path);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    }
  });

  it("refuses a forged, a tampered, an expired and a foreign-key signature", async () => {
    const good = signCaller(anonymousCaller("203.0.113.1"), SECRET);
    const [version, payload] = good.split(".");
    const forged = [
      "v1.forged.sig",
      `${version}.${payload}.${"A".repeat(43)}`,
      signCaller(anonymousCaller("203.0.113.1"), SECRET, 60, Date.now() - 120_000),
      signCaller(anonymousCaller("203.0.113.1"), "another secret of enough length....."),
    ];
    for (const header of forged) expect((await call(app, "POST", "/api/v1/auth/register", header)).status).toBe(401);
  });

  it("lets a signed request through, anonymous or not", async () => {
    const anonymous = signCaller(anonymousCaller("203.0.113.1"), SECRET);
    expect((await call(app, "POST", "/api/v1/auth/register", anonymous)).status).toBe(200);
    const user = signCaller({ userId: "usr_1", workspaceId: null, role: null, via: "session" }, SECRET);
    expect((await call(app, "POST", "/api/v1/auth/register", user)).status).toBe(200);
  });

  it("leaves the health routes open", async () => {
    expect((await call(app, "GET", "/healthz")).status).toBe(200);
    expect((await call(app, "GET", "/readyz")).status).toBe(200);
  });

  it("does not guard the public entry (the gateway passes no secret)", async () => {
    expect((await call(serviceApp(null), "POST", "/api/v1/auth/register")).status).toBe(200);
  });
});

describe("a caller handed over in process", () => {
  const app = serviceApp(SECRET);
  const caller = { userId: "usr_1", workspaceId: "ws_1", role: "member" as const, via: "session" as const };

  it("lets the request through with no caller header, and is the caller its handlers see", async () => {
    const request = new Request("http://localhost/api/v1/auth/register", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    handCaller(request, caller);
    expect((await app.handle(request)).status).toBe(200);
    expect(requestCaller(request, SECRET)).toEqual(caller);
    expect(handedCaller(request)).toEqual(caller);
  });

  it("wins over whatever caller header the request carries", () => {
    const request = new Request("http://localhost/x", {
      headers: { [CALLER_HEADER]: signCaller({ ...caller, userId: "usr_2", role: "owner" }, SECRET) },
    });
    handCaller(request, caller);
    expect(requestCaller(request, SECRET)).toEqual(caller);
  });

  it("is nothing on a request that came with only a header, until verified", () => {
    const request = new Request("http://localhost/x", { headers: { [CALLER_HEADER]: signCaller(caller, SECRET) } });
    expect(handedCaller(request)).toBeUndefined();
    expect(requestCaller(request, SECRET)).toMatchObject(caller);
  });
});
