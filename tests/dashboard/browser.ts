/**
 * Debian's Chromium driven by playwright-core for the dashboard's suites: one browser per file,
 * every request that leaves the platform's origin recorded (and refused, as offline), axe-core
 * run in the page, screenshots at a desktop and a phone size.
 */
import { mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { launchChromium } from "../harness/chromium.ts";

export const SCREENSHOTS = join(import.meta.dir, "..", "output", "dashboard");
export const DESKTOP = { width: 1280, height: 800 };
export const PHONE = { width: 390, height: 844 };

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** A context on the platform's origin whose requests elsewhere are refused and listed in `outside`. */
export async function platformContext(browser: Browser, baseUrl: string) {
  const origin = new URL(baseUrl).origin;
  const context = await browser.newContext({ baseURL: baseUrl, viewport: DESKTOP });
  const outside: string[] = [];
  context.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol !== "data:" && url.protocol !== "blob:" && url.origin !== origin) outside.push(request.url());
  });
  await context.route(
    (url) => url.origin !== origin && url.protocol !== "data:" && url.protocol !== "blob:",
    (route) => route.abort("internetdisconnected"),
  );
  return { context, outside };
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; failureSummary?: string }[];
}

/** axe-core's serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated over the devtools protocol, which the page's Content-Security-Policy does not govern.
  if (!(await page.evaluate("typeof window.axe !== 'undefined'"))) await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(
    "axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)",
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => `${n.target.join(" ")} (${n.failureSummary ?? ""})`).join(", ")}`,
    );
}

/** Whether the page scrolls sideways at its current size. */
export async function scrollsSideways(page: Page): Promise<boolean> {
  return (await page.evaluate(
    "document.documentElement.scrollWidth > document.documentElement.clientWidth + 1",
  )) as boolean;
}

/** Waits until the page has painted what it rendered last: two frames. */
export async function painted(page: Page): Promise<void> {
  await page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
}

/**
 * The page checked as every page must be: no serious or critical axe-core violation, and no
 * sideways scrolling, at 1280×800 and at 390×844, with a screenshot of each.
 */
export async function checkPage(page: Page, name: string): Promise<{ violations: string[]; sideways: string[] }> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const violations: string[] = [];
  const sideways: string[] = [];
  for (const [size, viewport] of [
    ["desktop", DESKTOP],
    ["phone", PHONE],
  ] as const) {
    await page.setViewportSize(viewport);
    await painted(page);
    for (const v of await seriousViolations(page)) violations.push(`${size}: ${v}`);
    if (await scrollsSideways(page)) sideways.push(`${name} at ${size}`);
    await page.screenshot({ path: join(SCREENSHOTS, `${name}-${size}.png`) });
  }
  await page.setViewportSize(DESKTOP);
  return { violations, sideways };
}

export type { Browser, BrowserContext, Page };
export { launchChromium };
