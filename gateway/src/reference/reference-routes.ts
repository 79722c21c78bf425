/**
 * `GET /openapi.json` (the document, built once) and `GET /docs` (a browsable reference of it),
 * both without authentication. The reference page's script and styles are Swagger UI's static
 * bundle, served from the installed npm package by the platform itself: the page works with no
 * internet access, and its Content-Security-Policy lets it load nothing from another origin.
 */
import { dirname, join } from "node:path";
import { AppError } from "@cx/errors";
import { Elysia } from "elysia";
import { buildOpenApiDocument } from "./openapi-document.ts";

export const OPENAPI_PATH = "/openapi.json";
export const DOCS_PATH = "/docs";
const ASSETS = `${DOCS_PATH}/assets`;

let documentJson: string | undefined;

/** The document as JSON text, generated on first use and kept: it only changes with the code. */
export function openApiDocumentJson(): string {
  documentJson ??= JSON.stringify(buildOpenApiDocument());
  return documentJson;
}

const SWAGGER_UI_DIR = dirname(Bun.resolveSync("swagger-ui-dist/package.json", import.meta.dir));

/** The files the page loads, by the name it loads them under. */
const ASSET_FILES: Record<string, { file: string; type: string }> = {
  "swagger-ui-bundle.js": { file: join(SWAGGER_UI_DIR, "swagger-ui-bundle.js"), type: "text/javascript" },
  "swagger-ui.css": { file: join(SWAGGER_UI_DIR, "swagger-ui.css"), type: "text/css" },
  "favicon-32x32.png": { file: join(SWAGGER_UI_DIR, "favicon-32x32.png"), type: "image/png" },
  "docs.js": { file: join(import.meta.dir, "docs-page.js"), type: "text/javascript" },
  "docs.css": { file: join(import.meta.dir, "docs-page.css"), type: "text/css" },
};

/**
 * Same origin only; inline styles are allowed because the UI sets `style` attributes, inline
 * scripts are not (the page's own script is a file).
 */
export const DOCS_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

const DOCS_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>cx platform API reference</title>
    <link rel="icon" type="image/png" href="${ASSETS}/favicon-32x32.png">
    <link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
    <link rel="stylesheet" href="${ASSETS}/docs.css">
  </head>
  <body>
    <div id="docs" data-openapi-url="${OPENAPI_PATH}"></div>
    <script src="${ASSETS}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS}/docs.js"></script>
  </body>
</html>
`;

const PAGE_HEADERS = {
  "content-security-policy": DOCS_CSP,
  "x-content-type-options": "nosniff",
  "referrer-policy": "no-referrer",
};

export function referenceRoutes() {
  const json = openApiDocumentJson();
  return new Elysia({ name: "api-reference" })
    .get(
      OPENAPI_PATH,
      () =>
        new Response(json, {
          headers: {
            "content-type": "application/json; charset=utf-8",
            // Public and credential-free: any tool may read it from anywhere.
            "access-control-allow-origin": "*",
            "cache-control": "no-cache",
          },
        }),
    )
    .get(
      DOCS_PATH,
      () => new Response(DOCS_HTML, { headers: { ...PAGE_HEADERS, "content-type": "text/html; charset=utf-8" } }),
    )
    .get(`${ASSETS}/:name`, ({ params }) => {
      const asset = Object.hasOwn(ASSET_FILES, params.name) ? ASSET_FILES[params.name] : undefined;
      if (!asset) throw new AppError("not_found", "No such file.");
      return new Response(Bun.file(asset.file), {
        headers: { ...PAGE_HEADERS, "content-type": asset.type, "cache-control": "public, max-age=3600" },
      });
    });
}
