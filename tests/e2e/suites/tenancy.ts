import { beforeAll, describe, expect, it } from "bun:test";
import { isWorkspaceScoped, ROUTES } from "@cx/route-table";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import type { RunningPlatform } from "../../harness/index.ts";

function concretePath(path: string, workspaceId: string): string {
  return path.replace(":workspace_id", workspaceId).replace(/:([a-z_]+)/g, (_, name: string) => `${name}_probe`);
}

/**
 * The attack: a signed-in stranger, and a stranger's API key, call every workspace-scoped
 * operation of the route table on a workspace that is not theirs. Each must look exactly like a
 * workspace that does not exist (404), never a 403 that would confirm it exists.
 */
export function tenancySuite(platform: () => RunningPlatform) {
  describe("tenancy across every workspace-scoped route", () => {
    let victim: Account;
    let stranger: Account;
    let strangerKey: string;

    beforeAll(async () => {
      victim = await signUp(platform().baseUrl);
      stranger = await signUp(platform().baseUrl);
      strangerKey = (await createApiKey(stranger.api, stranger.workspaceId, "admin")).key;
    });

    it("answers 404 to a stranger's session on every route of another workspace", async () => {
      for (const route of ROUTES.filter(isWorkspaceScoped)) {
        const response = await stranger.api.request(
          route.method,
          concretePath(route.path, victim.workspaceId),
          route.method === "GET" ? undefined : {},
        );
        expect([route.operation, response.status, response.json?.error?.code]).toEqual([
          route.operation,
          404,
          "not_found",
        ]);
      }
    });

    it("answers 404 to a stranger's API key on every customer route of another workspace", async () => {
      const keyed = stranger.api.withBearer(strangerKey);
      for (const route of ROUTES.filter((r) => isWorkspaceScoped(r) && r.class === "customer")) {
        const response = await keyed.request(
          route.method,
          concretePath(route.path, victim.workspaceId),
          route.method === "GET" ? undefined : {},
        );
        expect([route.operation, response.status]).toEqual([route.operation, 404]);
      }
    });

    it("answers 404 for a workspace id that does not exist, the same as for a foreign one", async () => {
      const missing = await stranger.api.request("GET", "/api/v1/workspaces/ws_doesnotexist");
      const foreign = await stranger.api.request("GET", `/api/v1/workspaces/${victim.workspaceId}`);
      expect(missing.status).toBe(404);
      expect(foreign.json).toEqual(missing.json);
    });
  });
}
