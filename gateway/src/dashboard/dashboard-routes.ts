/**
 * The dashboard (`clients/dashboard`), served at `/` beside the API: every page of the dashboard
 * (`/`, `/login`, `/register`, `/w/...`) answers the app's page, which routes in the browser, so a
 * deep link loads directly; its script and styles come from `/assets`. Nothing else changes
 * meaning: `/api/...` paths the route table does not hold stay a JSON 404. The bundle is built on
 * the first request that needs it (docs/decisions/dashboard.md), and its module is only loaded
 * then, so a process that never serves the dashboard never loads the bundler's input.
 */
import { AppError } from "@cx/errors";
import { Elysia } from "elysia";

/** Paths the app routes itself, by the pattern the gateway matches them with. */
export const DASHBOARD_PAGES = ["/", "/login", "/register", "/w/*"] as const;

/**
 * Same origin only. Inline styles are allowed because the component library sets its theme's
 * CSS variables in a style element; inline scripts are not.
 */
export const DASHBOARD_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const PAGE_HEADERS = {
  "content-security-policy": DASHBOARD_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "same-origin",
};

const bundle = async () => (await import("@cx/dashboard/assets")).dashboardBundle();

function acceptsGzip(request: Request): boolean {
  return /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
}

export function dashboardRoutes() {
  const app = new Elysia({ name: "dashboard" });
  const page = async () =>
    new Response((await bundle()).html, {
      headers: { ...PAGE_HEADERS, "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" },
    });
  for (const path of DASHBOARD_PAGES) app.get(path, page);
  app.get("/assets/:name", async ({ params, request }) => {
    const asset = (await bundle()).assets.get(params.name);
    if (!asset) throw new AppError("not_found", "No such file.");
    const gzip = acceptsGzip(request);
    return new Response(gzip ? asset.gzipped : asset.body, {
      headers: {
        ...PAGE_HEADERS,
        "content-type": asset.type,
        // Names carry the content's hash: a new build has new names.
        "cache-control": "public, max-age=31536000, immutable",
        vary: "accept-encoding",
        ...(gzip ? { "content-encoding": "gzip" } : {}),
      },
    });
  });
  return app;
}
