/** A web site on loopback for URL imports to fetch; only a test fetch allowance lets them reach it. */
export interface TestSite {
  readonly port: number;
  /** `path` on the site, as a URL import names it. */
  url(path: string): string;
  stop(): void;
}

/** Serves each of `pages` at its path, and 404 at any other. */
export function startTestSite(pages: Record<string, () => Response>): TestSite {
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch(request) {
      const path = new URL(request.url).pathname;
      return Object.hasOwn(pages, path) ? pages[path]!() : new Response("not here", { status: 404 });
    },
  });
  const port = server.port as number;
  return {
    port,
    url: (path) => `http://127.0.0.1:${port}${path}`,
    stop: () => server.stop(true),
  };
}

export function htmlPage(html: string): Response {
  return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
}
