import { describe, expect, it } from "bun:test";
import { MAX_JSON_DEPTH } from "@cx/http-kit";
import { ROUTES } from "@cx/route-table";
import { signUp } from "../../harness/accounts.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const HOSTILE_DEPTH = 100_000;

/** `{"name": [[[...]]]}`: about 200 KB, nested 100,000 levels deep. */
export function deeplyNestedBody(depth = HOSTILE_DEPTH): string {
  return `{"name":${"[".repeat(depth - 1)}${"]".repeat(depth - 1)}}`;
}

function concretePath(path: string, workspaceId: string): string {
  return path.replace(":workspace_id", workspaceId).replace(/:([a-z_]+)/g, (_, name: string) => `${name}_x1`);
}

/** Every mutating route, with and without a session, refuses a hostile body quickly and in the error body. */
export async function expectDeepBodiesRefused(baseUrl: string, cookie?: string): Promise<void> {
  const body = deeplyNestedBody();
  let healthy = 0;
  let polling = true;
  const poller = (async () => {
    while (polling) {
      const health = await fetch(`${baseUrl}/healthz`);
      if (health.status === 200) healthy++;
      await Bun.sleep(5);
    }
  })();
  try {
    for (const route of ROUTES.filter((r) => r.method !== "GET")) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${concretePath(route.path, "ws_x1")}`, {
        method: route.method,
        headers: {
          "content-type": "application/json",
          "x-cx-request": "1",
          "x-request-id": `deep-${route.operation}`,
          ...(cookie ? { cookie } : {}),
        },
        body,
      });
      const elapsed = performance.now() - started;
      const json = (await response.json()) as { error: { code: string; message: string } };
      expect([route.operation, response.status, json.error.code]).toEqual([route.operation, 422, "validation_failed"]);
      expect(response.headers.get("x-request-id")).toBe(`deep-${route.operation}`);
      expect(json.error.message.length).toBeLessThan(200);
      expect([route.operation, elapsed < 100]).toEqual([route.operation, true]);
    }
  } finally {
    polling = false;
    await poller;
  }
  expect(healthy).toBeGreaterThan(0);
}

export function hostileBodiesSuite(platform: () => RunningPlatform) {
  describe("hostile bodies", () => {
    it(`refuses a body nested ${HOSTILE_DEPTH} deep on every mutating route with 422 in milliseconds`, async () => {
      const owner = await signUp(platform().baseUrl);
      await expectDeepBodiesRefused(platform().baseUrl, owner.api.sessionCookie);
      await expectDeepBodiesRefused(platform().baseUrl);
    });

    it("refuses it in every process, not only at the gateway", async () => {
      for (const [target, url] of Object.entries(platform().processes)) {
        const response = await fetch(`${url}/api/v1/auth/register`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: deeplyNestedBody(),
        });
        expect([target, response.status]).toEqual([target, 422]);
      }
    });

    it(`accepts a body nested exactly ${MAX_JSON_DEPTH} levels and refuses ${MAX_JSON_DEPTH + 1}`, async () => {
      const owner = await signUp(platform().baseUrl);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      // {config:{workflow:{a:{a:...}}}}: the body is level 1, config 2, the workflow object 3.
      const nested = (levels: number): unknown => (levels === 0 ? "leaf" : { a: nested(levels - 1) });
      const body = (depth: number) => ({ name: "Deep", config: { workflow: nested(depth - 2) } });
      const accepted = await owner.api.request("POST", `${ws}/agents`, body(MAX_JSON_DEPTH));
      expect(accepted.status).toBe(201);
      const refused = await owner.api.request("POST", `${ws}/agents`, body(MAX_JSON_DEPTH + 1));
      expect([refused.status, refused.json.error.code]).toEqual([422, "validation_failed"]);
      expect(refused.json.error.details.fields[0].message).toContain(String(MAX_JSON_DEPTH));
    });

    it("refuses a form, multipart or text body on every mutating route with 422, in every service", async () => {
      const owner = await signUp(platform().baseUrl);
      const multipart = new FormData();
      multipart.set("name", "Formed");
      const bodies: [string, Record<string, string>, string | FormData][] = [
        ["form", { "content-type": "application/x-www-form-urlencoded" }, "name=Formed&role=member"],
        ["text", { "content-type": "text/plain" }, '{"name":"Formed"}'],
        ["multipart", {}, multipart],
      ];
      for (const route of ROUTES.filter((r) => r.method !== "GET")) {
        for (const [kind, headers, body] of bodies) {
          // The file upload is the one route that takes multipart.
          if (kind === "multipart" && route.body === "multipart") continue;
          const response = await fetch(`${platform().baseUrl}${concretePath(route.path, owner.workspaceId)}`, {
            method: route.method,
            headers: { cookie: owner.api.sessionCookie!, "x-cx-request": "1", ...headers },
            body,
          });
          const json = (await response.json()) as { error: { code: string } };
          expect([route.operation, kind, response.status, json.error.code]).toEqual([
            route.operation,
            kind,
            422,
            "validation_failed",
          ]);
        }
      }
    });

    it("answers /healthz and /readyz with a request id", async () => {
      for (const url of Object.values(platform().processes)) {
        for (const path of ["/healthz", "/readyz"]) {
          const response = await fetch(`${url}${path}`, { headers: { "x-request-id": "health-1" } });
          expect(response.headers.get("x-request-id")).toBe("health-1");
          const fresh = await fetch(`${url}${path}`);
          expect(fresh.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
    });
  });
}
