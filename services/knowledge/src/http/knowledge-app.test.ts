import { describe, expect, it } from "bun:test";
import { createLogger } from "@cx/logger";
import { routesOf } from "@cx/route-table";
import type { KnowledgeHttpDeps } from "./knowledge-app.ts";
import { createKnowledgeApp } from "./knowledge-app.ts";

describe("knowledge HTTP surface", () => {
  it("mounts every operation the route table gives the knowledge service, none left pending", async () => {
    const app = createKnowledgeApp(createLogger("t", { level: "silent" }), {
      secret: "s".repeat(40),
    } as KnowledgeHttpDeps);
    const mounted = new Set(app.routes.map((r) => `${r.method} ${r.path}`));
    for (const route of routesOf("knowledge")) expect(mounted.has(`${route.method} ${route.path}`)).toBe(true);
    // An unsigned call to any of them is refused as unauthenticated, not 501.
    for (const route of routesOf("knowledge")) {
      const path = route.path.replace(/:([a-z_]+)/g, (_, name: string) => `${name}_1`);
      const response = await app.handle(new Request(`http://localhost${path}`, { method: route.method }));
      expect([route.operation, response.status]).toEqual([route.operation, 401]);
    }
  });
});
