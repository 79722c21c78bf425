/**
 * The dashboard as the gateway serves it: Bun's bundler builds `src/main.tsx` (React, Mantine and
 * their CSS) in memory on the first request that needs it, and every later request reuses that
 * one build. The platform starts without paying for it (the test suites start it dozens of
 * times), and nobody has a build step to remember. See docs/decisions/dashboard.md.
 */
import { join } from "node:path";

export interface DashboardAsset {
  body: Uint8Array;
  /** The same bytes gzipped, sent to browsers that accept it. */
  gzipped: Uint8Array;
  type: string;
}

export interface DashboardBundle {
  /** The page every dashboard URL answers: it loads the script and styles below. */
  html: string;
  /** Built files by the name the page loads them under (content-hashed, so cacheable for good). */
  assets: ReadonlyMap<string, DashboardAsset>;
}

/** Where the page loads its files from. */
export const DASHBOARD_ASSETS_PATH = "/assets";

const ENTRY = join(import.meta.dir, "..", "src", "main.tsx");

let building: Promise<DashboardBundle> | undefined;

/** The bundle, built once per process; a failed build is retried by the next request. */
export function dashboardBundle(): Promise<DashboardBundle> {
  building ??= buildDashboard().catch((error: unknown) => {
    building = undefined;
    throw error;
  });
  return building;
}

async function buildDashboard(): Promise<DashboardBundle> {
  const result = await Bun.build({
    entrypoints: [ENTRY],
    target: "browser",
    minify: true,
    // Parts only some pages use (the charts) are chunks of their own, loaded when first shown.
    splitting: true,
    naming: { entry: "[name]-[hash].[ext]", chunk: "[name]-[hash].[ext]", asset: "[name]-[hash].[ext]" },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  });
  if (!result.success) {
    throw new AggregateError(result.logs, "The dashboard could not be built.");
  }
  const assets = new Map<string, DashboardAsset>();
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const output of result.outputs) {
    const name = output.path.replace(/^.*[\\/]/, "");
    const body = new Uint8Array(await output.arrayBuffer());
    assets.set(name, { body, gzipped: Bun.gzipSync(body), type: output.type });
    if (output.kind === "entry-point" && name.endsWith(".js")) scripts.push(name);
    else if (name.endsWith(".css")) styles.push(name);
  }
  return { html: pageHtml(scripts, styles), assets };
}

function pageHtml(scripts: readonly string[], styles: readonly string[]): string {
  const links = styles.map((name) => `    <link rel="stylesheet" href="${DASHBOARD_ASSETS_PATH}/${name}">`).join("\n");
  const tags = scripts
    .map((name) => `    <script type="module" src="${DASHBOARD_ASSETS_PATH}/${name}"></script>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="color-scheme" content="light">
    <title>cx dashboard</title>
${links}
  </head>
  <body>
    <div id="root"></div>
    <noscript>The cx dashboard needs JavaScript.</noscript>
${tags}
  </body>
</html>
`;
}
