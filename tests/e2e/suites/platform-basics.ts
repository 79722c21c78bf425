import { describe, expect, it } from "bun:test";
import { ROUTES } from "@cx/route-table";
import { ApiClient } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";

/** What every shape of the platform must do before any service behaviour: health, errors, auth wall. */
export function platformBasics(platform: () => RunningPlatform) {
  describe("platform basics", () => {
    it("answers /healthz and /readyz on every process", async () => {
      for (const [target, url] of Object.entries(platform().processes)) {
        const health = await fetch(`${url}/healthz`);
        expect([target, health.status]).toEqual([target, 200]);
        const ready = await fetch(`${url}/readyz`);
        expect([target, ready.status]).toEqual([target, 200]);
      }
    });

    it("answers an unknown route with 404 not_found and a wrong method with 405", async () => {
      const api = new ApiClient(platform().baseUrl);
      const unknown = await api.request("GET", "/api/v1/nothing");
      expect(unknown.status).toBe(404);
      expect(unknown.json.error.code).toBe("not_found");
      const wrong = await api.request("DELETE", "/api/v1/auth/login");
      expect(wrong.status).toBe(405);
      expect(wrong.json.error.code).toBe("method_not_allowed");
    });

    it("serves the dashboard at / and its deep links, with its script from the same origin", async () => {
      for (const path of ["/", "/login", "/w/ws_x1/agents/agt_x1?tab=chat"]) {
        const page = await fetch(`${platform().baseUrl}${path}`);
        expect([path, page.status, page.headers.get("content-type")]).toEqual([path, 200, "text/html; charset=utf-8"]);
        const html = await page.text();
        const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
        expect(script).toBeDefined();
        const asset = await fetch(`${platform().baseUrl}${script}`);
        expect([asset.status, asset.headers.get("content-type")]).toEqual([200, "text/javascript;charset=utf-8"]);
      }
    });

    it("echoes the request id", async () => {
      const response = await fetch(`${platform().baseUrl}/api/v1/auth/me`, {
        headers: { "x-request-id": "e2e-req-1" },
      });
      expect(response.headers.get("x-request-id")).toBe("e2e-req-1");
    });

    it("answers 401 unauthenticated on every authenticated route without credentials", async () => {
      const api = new ApiClient(platform().baseUrl);
      for (const route of ROUTES.filter((r) => r.class !== "public")) {
        const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => `${name}_x1`);
        const response = await api.request(route.method, path, route.method === "GET" ? undefined : {});
        expect([route.operation, response.status, response.json?.error?.code]).toEqual([
          route.operation,
          401,
          "unauthenticated",
        ]);
      }
    });

    it("refuses a forged caller header sent from outside", async () => {
      const response = await fetch(`${platform().baseUrl}/api/v1/workspaces/ws_1/agents`, {
        headers: { "x-cx-caller": "v1.eyJ1c2VySWQiOiJ1c3JfMSJ9.forged" },
      });
      expect(response.status).toBe(401);
    });
  });
}
