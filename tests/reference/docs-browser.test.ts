import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { ROUTES, SERVICE_REGISTRY } from "@cx/route-table";
import type { Browser } from "playwright-core";
import { launchChromium } from "../harness/chromium.ts";
import { bootAllInOne, type RunningPlatform } from "../harness/index.ts";

const OUTPUT = join(import.meta.dir, "..", "output");
const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await bootAllInOne();
  browser = await launchChromium();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await platform?.stop();
});

describe("the browsable reference at /docs, in a real browser", () => {
  it("renders every operation with nothing loaded from another host", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 2000 } });
    const requested: string[] = [];
    const refused: string[] = [];
    page.on("request", (request) => {
      requested.push(request.url());
    });
    page.on("console", (message) => {
      if (message.type() === "error") refused.push(message.text());
    });
    // Offline: any request for another host fails here, as it would with no internet access.
    await page.route(
      (url) => !LOOPBACK.has(url.hostname),
      (route) => route.abort("internetdisconnected"),
    );

    const answer = await page.goto(`${platform.baseUrl}/docs`, { waitUntil: "load" });
    expect(answer?.status()).toBe(200);
    await page.locator(".opblock").first().waitFor({ timeout: 20_000 });
    // Evaluated in the page, as text: this file is not typed against the DOM.
    await page.waitForFunction(`document.querySelectorAll(".opblock").length >= ${ROUTES.length}`, undefined, {
      timeout: 20_000,
    });

    const paths = await page.locator(".opblock-summary-path").allTextContents();
    expect(paths.length).toBe(ROUTES.length);
    const shown = new Set(paths.map((p) => p.replace(/\u200b/g, "").trim()));
    for (const route of ROUTES) expect(shown).toContain(route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}"));
    expect(await page.locator(".opblock-tag").count()).toBe(SERVICE_REGISTRY.length);
    expect(await page.title()).toBe("cx platform API reference");

    const outside = requested.filter((url) => {
      const { protocol, hostname } = new URL(url);
      return !(protocol === "data:" || protocol === "blob:" || LOOPBACK.has(hostname));
    });
    expect(outside).toEqual([]);
    expect(requested.some((url) => url.endsWith("/openapi.json"))).toBe(true);
    expect(refused.filter((text) => /Content Security Policy|Refused to/i.test(text))).toEqual([]);

    mkdirSync(OUTPUT, { recursive: true });
    await page.screenshot({ path: join(OUTPUT, "docs.png") });

    // One operation opened: its body schema and its answers, errors included, are rendered.
    const operation = page.locator("#operations-agents-createTool");
    await operation.locator(".opblock-summary").click();
    await operation.locator(".responses-table").first().waitFor({ timeout: 10_000 });
    const text = (await operation.textContent()) ?? "";
    for (const expected of ["201", "tool_name_taken", "csrf_header_missing", "Idempotency-Key", "X-CX-Request"])
      expect(text).toContain(expected);
    await operation.screenshot({ path: join(OUTPUT, "docs-operation.png") });
    await page.close();
  }, 60_000);
});
