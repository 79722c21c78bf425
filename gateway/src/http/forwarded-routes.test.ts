import { describe, expect, it } from "bun:test";
import { AppError } from "@cx/errors";
import { createLogger } from "@cx/logger";
import { forwardedRoutes } from "./forwarded-routes.ts";

const logger = createLogger("test", { level: "silent" });

function router(handle: (request: Request, params: Readonly<Record<string, string>>) => Promise<Response>) {
  const fallbackSaw: string[] = [];
  const fetch = forwardedRoutes(
    [{ method: "GET", path: "/api/v1/workspaces/:workspace_id/agents/:agent_id", handle }],
    async (request) => {
      fallbackSaw.push(`${request.method} ${new URL(request.url).pathname}`);
      return new Response("fallback", { status: 299 });
    },
    logger,
  );
  return { fetch, fallbackSaw };
}

const at = (path: string, method = "GET") => new Request(`http://gw${path}`, { method });

describe("forwarded routes", () => {
  it("hands a matching request to its route with the path's parameters, the query left out", async () => {
    const seen: Record<string, string>[] = [];
    const { fetch, fallbackSaw } = router(async (_request, params) => {
      seen.push({ ...params });
      return new Response("routed");
    });
    const response = await fetch(at("/api/v1/workspaces/ws_1/agents/agt_2?x=1"));
    expect(await response.text()).toBe("routed");
    expect(seen).toEqual([{ workspace_id: "ws_1", agent_id: "agt_2" }]);
    expect(fallbackSaw).toEqual([]);
  });

  it("decodes percent-encoded parameters as Elysia does, and leaves malformed ones to the fallback", async () => {
    const seen: string[] = [];
    const { fetch, fallbackSaw } = router(async (_request, params) => {
      seen.push(params.workspace_id as string);
      return new Response("routed");
    });
    await fetch(at("/api/v1/workspaces/ws%5F1/agents/a"));
    expect(seen).toEqual(["ws_1"]);
    expect((await fetch(at("/api/v1/workspaces/ws%E0%A4%A/agents/a"))).status).toBe(299);
    expect(fallbackSaw).toEqual(["GET /api/v1/workspaces/ws%E0%A4%A/agents/a"]);
  });

  it("leaves every request it does not match exactly to the fallback: other methods, paths, a trailing slash", async () => {
    const { fetch, fallbackSaw } = router(async () => new Response("routed"));
    for (const [path, method] of [
      ["/api/v1/workspaces/ws_1/agents/a", "HEAD"],
      ["/api/v1/workspaces/ws_1/agents/a", "DELETE"],
      ["/api/v1/workspaces/ws_1/agents/a/", "GET"],
      ["/openapi.json", "GET"],
    ] as const) {
      expect((await fetch(at(path, method))).status).toBe(299);
    }
    expect(fallbackSaw).toHaveLength(4);
  });

  it("answers an application error with its error body, and anything else with a 500 that hides it", async () => {
    const refused = router(async () => {
      throw new AppError("forbidden", "Not yours.");
    });
    const forbidden = await refused.fetch(at("/api/v1/workspaces/ws_1/agents/a"));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: "forbidden", message: "Not yours." } });

    const broken = router(async () => {
      throw new Error("database password is hunter2");
    });
    const internal = await broken.fetch(at("/api/v1/workspaces/ws_1/agents/a"));
    expect(internal.status).toBe(500);
    const body = await internal.text();
    expect(JSON.parse(body).error.code).toBe("internal");
    expect(body).not.toContain("hunter2");
  });

  it("answers a handler that throws before making its promise as one that rejects", async () => {
    const refused = router(() => {
      throw new AppError("forbidden", "Not yours.");
    });
    const forbidden = await refused.fetch(at("/api/v1/workspaces/ws_1/agents/a"));
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual({ error: { code: "forbidden", message: "Not yours." } });
  });
});
