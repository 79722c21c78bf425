import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { CALLER_HEADER, type Role, signCaller } from "@cx/http-kit";
import { PLATFORM_MODULES } from "@cx/platform";
import { isWorkspaceScoped, ROUTES, SERVICE_REGISTRY, SERVICES, type ServiceName } from "@cx/route-table";
import { type Platform, startPlatform } from "@cx/runtime";

/**
 * Defence in depth: each service re-checks the minimum role of the route table itself, so a
 * request that reached it without the gateway (or past a gateway bug) with a valid caller of too
 * low a role is still refused. Each service runs alone here, and is called with signed callers.
 */
const SECRET = randomBytes(32).toString("base64url");
const SERVICE_NAMES: ServiceName[] = SERVICE_REGISTRY.map((s) => s.name);
const platforms = new Map<ServiceName, Platform>();

beforeAll(async () => {
  for (const service of SERVICE_NAMES) {
    platforms.set(
      service,
      await startPlatform({
        modules: PLATFORM_MODULES,
        targets: [service],
        env: { DATA_DIR: "memory", LOG_LEVEL: "silent", INTERNAL_TOKEN_SECRET: SECRET },
      }),
    );
  }
});
afterAll(async () => {
  for (const platform of platforms.values()) await platform.stop();
});

function call(service: ServiceName, method: string, path: string, role: Role, via: "session" | "api_key" = "session") {
  const caller = signCaller({ userId: "usr_probe", workspaceId: "ws_probe", role, via }, SECRET);
  const headers: Record<string, string> = { [CALLER_HEADER]: caller };
  if (method !== "GET") headers["content-type"] = "application/json";
  return platforms
    .get(service)!
    .fetch(new Request(`http://localhost${path}`, { method, headers, body: method === "GET" ? undefined : "{}" }));
}

const concrete = (path: string) =>
  path.replace(":workspace_id", "ws_probe").replace(/:([a-z_]+)/g, (_, name: string) => `${name}_probe`);

describe("services re-check the minimum role of the route table", () => {
  for (const route of ROUTES.filter((r) => isWorkspaceScoped(r) && SERVICE_NAMES.includes(r.service))) {
    if (route.minRole === "admin") {
      it(`${route.operation}: refuses a member with 403`, async () => {
        const response = await call(route.service, route.method, concrete(route.path), "member");
        expect(response.status).toBe(403);
      });
    }
    it(`${route.operation}: lets ${route.minRole === "admin" ? "an admin" : "a member"} past the role check`, async () => {
      const role: Role = route.minRole === "admin" ? "admin" : "member";
      const response = await call(route.service, route.method, concrete(route.path), role);
      expect([401, 403]).not.toContain(response.status);
    });
  }

  it("refuses a caller signed for another workspace with 404", async () => {
    const caller = signCaller({ userId: "usr_probe", workspaceId: "ws_other", role: "owner", via: "session" }, SECRET);
    const response = await platforms
      .get(SERVICES.agents.name)!
      .fetch(
        new Request("http://localhost/api/v1/workspaces/ws_probe/agents", { headers: { [CALLER_HEADER]: caller } }),
      );
    expect(response.status).toBe(404);
  });
});
