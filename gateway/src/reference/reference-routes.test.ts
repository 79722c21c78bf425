import { describe, expect, it } from "bun:test";
import { testGateway } from "../http/test-gateway.ts";
import { DOCS_CSP } from "./reference-routes.ts";

const { app, forwarded } = testGateway();
const get = (path: string) => app.handle(new Request(`http://localhost${path}`));

describe("the API reference on the gateway", () => {
  it("answers the OpenAPI document without authentication, forwarding nothing", async () => {
    const answer = await get("/openapi.json");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toContain("application/json");
    const document = (await answer.json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths["/api/v1/auth/login"]?.post?.operationId).toBe("login");
    expect(forwarded).toHaveLength(0);
  });

  it("serves the reference page and its assets from this origin only", async () => {
    const page = await get("/docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toBe(DOCS_CSP);
    const html = await page.text();
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThanOrEqual(4);
    for (const source of sources) {
      expect(source.startsWith("/docs/assets/")).toBe(true);
      const asset = await get(source);
      expect(asset.status, source).toBe(200);
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(0);
    }
    expect(DOCS_CSP).toContain("default-src 'none'");
    expect(DOCS_CSP).not.toMatch(/https?:|\*/);
  });

  it("answers an unknown asset with the error body", async () => {
    for (const name of ["nope.js", "..%2Fpackage.json", "constructor"]) {
      const answer = await get(`/docs/assets/${name}`);
      expect(answer.status).toBe(404);
      expect(((await answer.json()) as { error: { code: string } }).error.code).toBe("not_found");
    }
  });
});
