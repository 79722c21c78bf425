import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import { CALLER_HEADER, verifyCaller } from "@cx/http-kit";
import { identityPrincipalResolver } from "./identity-principal-resolver.ts";

const SECRET = "r".repeat(40);
const alice = { userId: "usr_a", via: "session", sessionId: "ses_1", workspaces: { ws_1: "owner" } };
const credential = { kind: "session", token: "tok" } as const;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function resolverAnswering(answer: (request: Request) => Promise<Response>, timeoutMs = 1000) {
  return identityPrincipalResolver(answer, { internalSecret: SECRET, timeoutMs });
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

describe("identity principal resolver", () => {
  it("answers identity's principal, asking with a signed internal caller", async () => {
    let seen: Request | undefined;
    const resolver = resolverAnswering(async (request) => {
      seen = request;
      return json(200, alice);
    });
    expect(await resolver.resolve(credential)).toEqual(alice as never);
    expect(verifyCaller(seen!.headers.get(CALLER_HEADER), SECRET)?.via).toBe("internal");
  });

  it("answers null only when identity refuses the credential", async () => {
    for (const status of [401, 422]) {
      const resolver = resolverAnswering(async () => json(status, { error: { code: "x", message: "x" } }));
      expect(await resolver.resolve(credential)).toBeNull();
    }
  });

  const notChecked: [string, (request: Request) => Promise<Response>][] = [
    ["identity is unreachable", async () => Promise.reject(new TypeError("fetch failed: ECONNREFUSED"))],
    ["identity answers 503", async () => json(503, { error: { code: "unavailable", message: "down" } })],
    ["identity answers 500", async () => json(500, { error: { code: "internal", message: "boom" } })],
    ["identity answers something that is not a principal", async () => json(200, { userId: "" })],
    ["identity answers something that is not JSON", async () => new Response("<html>", { status: 200 })],
    ["identity does not answer in time", () => Bun.sleep(500).then(() => json(200, alice))],
  ];
  for (const [situation, answer] of notChecked) {
    it(`rejects with 503 unavailable when ${situation}`, async () => {
      const error = await failure(resolverAnswering(answer, 50).resolve(credential));
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).code).toBe("unavailable");
      expect((error as AppError).status).toBe(503);
    });
  }
});
