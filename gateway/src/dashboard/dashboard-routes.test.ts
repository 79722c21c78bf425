import { describe, expect, it } from "bun:test";
import { testGateway } from "../http/test-gateway.ts";
import { DASHBOARD_CSP } from "./dashboard-routes.ts";

const { app, forwarded } = testGateway();
const get = (path: string, headers: Record<string, string> = {}) =>
  app.handle(new Request(`http://localhost${path}`, { headers }));

describe("the dashboard on the gateway", () => {
  it("answers the app's page at / and at every deep link, forwarding nothing", async () => {
    const pages = [
      "/",
      "/login",
      "/register",
      "/w/ws_a/agents",
      "/w/ws_a/agents/agt_1",
      "/w/ws_a/conversations?agent_id=agt_1",
      "/w/ws_a/knowledge/doc_1",
      "/w/ws_a/settings",
    ];
    const bodies = new Set<string>();
    for (const path of pages) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.headers.get("content-type"), path).toContain("text/html");
      expect(page.headers.get("content-security-policy"), path).toBe(DASHBOARD_CSP);
      bodies.add(await page.text());
    }
    expect(bodies.size).toBe(1);
    expect([...bodies][0]).toContain('<div id="root"></div>');
    expect(forwarded).toHaveLength(0);
  });

  it("serves the page's script and styles from this origin, gzipped when asked", async () => {
    const html = await (await get("/")).text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.some((s) => s.endsWith(".js"))).toBe(true);
    expect(sources.some((s) => s.endsWith(".css"))).toBe(true);
    for (const source of sources) {
      expect(source).toMatch(/^\/assets\/[\w-]+\.(js|css)$/);
      const plain = await get(source);
      expect(plain.status, source).toBe(200);
      expect(plain.headers.get("content-encoding")).toBeNull();
      expect(plain.headers.get("cache-control")).toContain("immutable");
      const bytes = (await plain.arrayBuffer()).byteLength;
      const zipped = await get(source, { "accept-encoding": "gzip, br" });
      expect(zipped.headers.get("content-encoding")).toBe("gzip");
      const raw = await zipped.arrayBuffer();
      expect(raw.byteLength).toBeLessThan(bytes);
    }
    expect(DASHBOARD_CSP).toContain("default-src 'none'");
    expect(DASHBOARD_CSP).toContain("connect-src 'self'");
    expect(DASHBOARD_CSP).not.toMatch(/https?:|\*/);
  });

  it("keeps the API, the reference and the probes as they were", async () => {
    for (const path of ["/api/v1/nothing-here", "/api/v2/agents", "/api", "/assets/nope.js", "/elsewhere"]) {
      const answer = await get(path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("content-type"), path).toContain("application/json");
      expect(((await answer.json()) as { error: { code: string } }).error.code, path).toBe("not_found");
    }
    expect((await get("/openapi.json")).headers.get("content-type")).toContain("application/json");
    expect((await get("/docs")).headers.get("content-type")).toContain("text/html");
    expect(await (await get("/docs")).text()).toContain("API reference");
  });
});
