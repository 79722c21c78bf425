import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { gzipSync } from "node:zlib";
import type { Server } from "bun";
import { createTestFetchAllowance } from "./allowance.ts";
import { FetchRefusedError } from "./fetch-errors.ts";
import type { Resolver } from "./resolver.ts";
import { createSafeFetcher, type SafeFetcherOptions } from "./safe-fetch.ts";

/** Test servers on loopback only; every request they see is recorded. */
let main: Server<undefined>;
let rebound: Server<undefined>;
let other: Server<undefined>;
/** Another origin (another port) that records what reaches it. */
let receiver: Server<undefined>;
const received: { method: string; path: string; headers: Record<string, string>; body: string }[] = [];
const hits: string[] = [];

/** One hop of a planned redirect chain, as the server it reached saw it. */
const hops: { server: "main" | "receiver"; method: string; token: string | null; body: string }[] = [];

/**
 * `/hops?plan=[[status, "main" | "receiver"], ...]`: records the request, then redirects with the
 * first step's status to the named server with the rest of the plan, or answers 200 at the end.
 */
async function hop(server: "main" | "receiver", request: Request, url: URL): Promise<Response> {
  hops.push({ server, method: request.method, token: request.headers.get("x-token"), body: await request.text() });
  const [next, ...rest] = JSON.parse(url.searchParams.get("plan") ?? "[]") as [number, "main" | "receiver"][];
  if (!next) return new Response("end", { headers: { "content-type": "text/plain" } });
  const port = next[1] === "main" ? main.port : receiver.port;
  const location = `http://127.0.0.1:${port}/hops?plan=${encodeURIComponent(JSON.stringify(rest))}`;
  return new Response(null, { status: next[0], headers: { location } });
}
const html =
  "<html><head><title>Pricing</title></head><body><article><p>Plans start at ten euros.</p></article></body></html>";

function routes(request: Request): Response | Promise<Response> {
  const url = new URL(request.url);
  hits.push(url.pathname);
  const port = main.port;
  if (url.pathname === "/hops") return hop("main", request, url);
  switch (url.pathname) {
    case "/page":
      return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
    case "/host":
      return new Response(`host=${request.headers.get("host")}`, { headers: { "content-type": "text/plain" } });
    case "/notes.md":
      return new Response(new TextEncoder().encode("# Notes\n\nHello"), { headers: {} });
    case "/echo":
      return request.text().then(
        (body) =>
          new Response(
            JSON.stringify({
              method: request.method,
              query: url.search,
              body,
              type: request.headers.get("content-type"),
              token: request.headers.get("x-token"),
            }),
            { status: url.searchParams.get("status") ? Number(url.searchParams.get("status")) : 200 },
          ),
      );
    case "/see-other":
      return new Response(null, { status: 303, headers: { location: "/echo" } });
    case "/temporary":
      return new Response(null, { status: 307, headers: { location: "/echo" } });
    case "/binary":
      return new Response(new Uint8Array([1, 2, 3]), { headers: { "content-type": "application/octet-stream" } });
    case "/missing":
      return new Response("nope", { status: 404, headers: { "content-type": "text/plain" } });
    case "/big-declared":
      return new Response("x".repeat(5000), { headers: { "content-type": "text/plain" } });
    case "/endless":
      return new Response(
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode("y".repeat(1024)));
          },
        }),
        { headers: { "content-type": "text/plain" } },
      );
    case "/bomb":
      return new Response(gzipSync(Buffer.alloc(200_000, 120)), {
        headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      });
    case "/gzipped":
      return new Response(gzipSync(Buffer.from("compressed words")), {
        headers: { "content-type": "text/plain", "content-encoding": "gzip" },
      });
    case "/slow-headers":
      return Bun.sleep(1500).then(() => new Response("late", { headers: { "content-type": "text/plain" } }));
    case "/slow-body":
      return new Response(
        new ReadableStream({
          async pull(controller) {
            await Bun.sleep(50);
            controller.enqueue(new TextEncoder().encode("z"));
          },
        }),
        { headers: { "content-type": "text/plain" } },
      );
    default: {
      const chain = /^\/chain\/(\d+)$/.exec(url.pathname);
      if (chain) {
        const left = Number(chain[1]);
        return left === 0
          ? new Response("end of chain", { headers: { "content-type": "text/plain" } })
          : Response.redirect(`/chain/${left - 1}`, 302);
      }
      const to = url.searchParams.get("to");
      const status = Number(url.searchParams.get("status") ?? 302);
      if (url.pathname === "/redirect" && to) return new Response(null, { status, headers: { location: to } });
      if (url.pathname === "/redirect-other") return Response.redirect(`http://127.0.0.1:${other.port}/page`, 301);
      return new Response(`unknown ${port}`, { status: 404 });
    }
  }
}

beforeAll(() => {
  // Two servers on one port, one per loopback address, to see which address a connection used.
  rebound = Bun.serve({
    hostname: "127.0.0.2",
    port: 0,
    fetch: () => new Response("rebound", { headers: { "content-type": "text/plain" } }),
  });
  main = Bun.serve({ hostname: "127.0.0.1", port: rebound.port, fetch: routes });
  other = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    fetch: () => new Response("other", { headers: { "content-type": "text/plain" } }),
  });
  receiver = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const path = new URL(request.url).pathname;
      if (path === "/hops") return hop("receiver", request, new URL(request.url));
      received.push({
        method: request.method,
        path,
        headers: Object.fromEntries(request.headers),
        body: await request.text(),
      });
      if (path === "/back") return Response.redirect(`${base()}/echo`, 307);
      return new Response("received", { headers: { "content-type": "text/plain" } });
    },
  });
});

afterAll(() => {
  main.stop(true);
  rebound.stop(true);
  other.stop(true);
  receiver.stop(true);
});

const base = () => `http://127.0.0.1:${main.port}`;

function fetcher(options: SafeFetcherOptions = {}) {
  return createSafeFetcher({
    allowance: createTestFetchAllowance({ loopbackPorts: [main.port!, receiver.port!] }),
    timeoutMs: 300,
    ...options,
  });
}

async function failure(work: Promise<unknown>): Promise<{ reason: string; message: string }> {
  try {
    await work;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchRefusedError);
    const refused = error as FetchRefusedError;
    return { reason: refused.reason, message: refused.message };
  }
  throw new Error("expected the fetch to fail");
}

const text = (body: Uint8Array) => new TextDecoder().decode(body);

describe("the default fetcher", () => {
  it("refuses loopback before connecting, with no allowance", async () => {
    const before = hits.length;
    const plain = createSafeFetcher();
    expect(() => plain.check(`${base()}/page`)).toThrow(FetchRefusedError);
    expect((await failure(plain.fetch(`${base()}/page`))).reason).toBe("url_not_public");
    const named = createSafeFetcher({ resolver: async () => [{ address: "127.0.0.1", family: 4 }] });
    expect((await failure(named.fetch(`http://docs.example.test:${main.port}/page`))).reason).toBe("url_not_public");
    expect(hits.length).toBe(before);
  });
});

describe("safe fetching with a test allowance", () => {
  it("fetches an HTML page and reports its kind", async () => {
    const fetched = await fetcher().fetch(`${base()}/page`);
    expect(fetched.kind).toBe("html");
    expect(fetched.mediaType).toBe("text/html");
    expect(fetched.charset).toBe("utf-8");
    expect(text(fetched.body)).toBe(html);
  });

  it("connects to the resolved address while sending the original host name", async () => {
    const resolver: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    const fetched = await fetcher({ resolver }).fetch(`http://docs.example.test:${main.port}/host`);
    expect(text(fetched.body)).toBe(`host=docs.example.test:${main.port}`);
  });

  it("connects to the address it checked even when DNS answers differently afterwards", async () => {
    const answers = ["127.0.0.1", "127.0.0.2"];
    let calls = 0;
    const resolver: Resolver = async () => [{ address: answers[Math.min(calls++, 1)]!, family: 4 }];
    const fetched = await fetcher({ resolver }).fetch(`http://docs.example.test:${main.port}/host`);
    expect(text(fetched.body)).toStartWith("host=");
    expect(calls).toBe(1);
  });

  it("refuses a host name resolving to a private address, or to any private address among public ones", async () => {
    const privateOnly: Resolver = async () => [{ address: "192.0.2.10", family: 4 }];
    expect((await failure(fetcher({ resolver: privateOnly }).fetch("http://intranet.example.test/"))).reason).toBe(
      "url_not_public",
    );
    const mixed: Resolver = async () => [
      { address: "93.184.216.34", family: 4 },
      { address: "fd00::5", family: 6 },
    ];
    expect((await failure(fetcher({ resolver: mixed }).fetch("http://mixed.example.test/"))).reason).toBe(
      "url_not_public",
    );
  });

  it("reports names that do not resolve", async () => {
    const broken: Resolver = async () => {
      throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
    };
    expect((await failure(fetcher({ resolver: broken }).fetch("http://nowhere.example.test/"))).reason).toBe(
      "dns_failed",
    );
    expect((await failure(fetcher({ resolver: async () => [] }).fetch("http://empty.example.test/"))).reason).toBe(
      "dns_failed",
    );
  });

  it("follows up to five redirects and refuses a sixth", async () => {
    const fetched = await fetcher().fetch(`${base()}/chain/5`);
    expect(text(fetched.body)).toBe("end of chain");
    expect(fetched.finalUrl).toBe(`${base()}/chain/0`);
    expect((await failure(fetcher().fetch(`${base()}/chain/6`))).reason).toBe("too_many_redirects");
  });

  it("checks every redirect target like the first URL", async () => {
    const refused = async (to: string) =>
      (await failure(fetcher().fetch(`${base()}/redirect?to=${encodeURIComponent(to)}`))).reason;
    expect(await refused("http://10.0.0.1/admin")).toBe("redirect_not_allowed");
    expect(await refused("http://169.254.169.254/latest/meta-data/")).toBe("redirect_not_allowed");
    expect(await refused("http://[::ffff:127.0.0.1]:1/")).toBe("redirect_not_allowed");
    expect(await refused("file:///etc/passwd")).toBe("redirect_not_allowed");
    expect((await failure(fetcher().fetch(`${base()}/redirect-other`))).reason).toBe("redirect_not_allowed");
    const resolver: Resolver = async () => [{ address: "192.168.0.7", family: 4 }];
    const viaName = fetcher({ resolver }).fetch(
      `${base()}/redirect?to=${encodeURIComponent("http://router.example.test/")}`,
    );
    expect((await failure(viaName)).reason).toBe("redirect_not_allowed");
  });

  it("caps the body size by declared length, while streaming, and after decompression", async () => {
    const small = fetcher({ maxBytes: 1000 });
    expect((await failure(small.fetch(`${base()}/big-declared`))).reason).toBe("too_large");
    expect((await failure(small.fetch(`${base()}/endless`))).reason).toBe("too_large");
    expect((await failure(fetcher({ maxBytes: 100_000 }).fetch(`${base()}/bomb`))).reason).toBe("too_large");
    expect(text((await fetcher().fetch(`${base()}/gzipped`)).body)).toBe("compressed words");
  });

  it("gives up on slow servers at the deadline", async () => {
    expect((await failure(fetcher({ timeoutMs: 200 }).fetch(`${base()}/slow-headers`))).reason).toBe("timeout");
    expect((await failure(fetcher({ timeoutMs: 200 }).fetch(`${base()}/slow-body`))).reason).toBe("timeout");
    const hanging: Resolver = () => new Promise(() => {});
    expect(
      (await failure(fetcher({ timeoutMs: 200, resolver: hanging }).fetch("http://slow-dns.example.test/"))).reason,
    ).toBe("timeout");
  });

  it("refuses content types other than HTML, text and Markdown, and error statuses", async () => {
    const binary = await failure(fetcher().fetch(`${base()}/binary`));
    expect(binary.reason).toBe("unsupported_content_type");
    expect(binary.message).toContain("application/octet-stream");
    expect((await failure(fetcher().fetch(`${base()}/missing`))).reason).toBe("http_error");
    const markdown = await fetcher().fetch(`${base()}/notes.md`);
    expect(markdown.kind).toBe("markdown");
  });
});

describe("sending any request", () => {
  const echo = async (response: { body: Uint8Array }) => JSON.parse(text(response.body)) as Record<string, unknown>;

  it("sends the method, headers and body, and answers any status with its body", async () => {
    const answered = await fetcher().send({
      url: `${base()}/echo?status=418`,
      method: "POST",
      headers: { "content-type": "application/json", "x-token": "secret-value" },
      body: '{"a":1}',
    });
    expect(answered.status).toBe(418);
    expect(await echo(answered)).toEqual({
      method: "POST",
      query: "?status=418",
      body: '{"a":1}',
      type: "application/json",
      token: "secret-value",
    });
  });

  it("follows 303 as a GET without the body, and 307 with method and body kept", async () => {
    const post = { method: "POST", headers: { "content-type": "application/json" }, body: "{}" };
    const seeOther = await echo(await fetcher().send({ url: `${base()}/see-other`, ...post }));
    expect(seeOther).toMatchObject({ method: "GET", body: "", type: null });
    const temporary = await echo(await fetcher().send({ url: `${base()}/temporary`, ...post }));
    expect(temporary).toMatchObject({ method: "POST", body: "{}", type: "application/json" });
  });

  it("sends a request's own headers to its origin only: not after a redirect to another, whatever the status", async () => {
    const secrets = { Authorization: "Bearer sk-origin-only", "X-Api-Key": "key-origin-only" };
    const publicHeaders = { "content-type": "application/json", accept: "application/json" };
    for (const status of [301, 302, 303, 307, 308]) {
      received.length = 0;
      const elsewhere = `http://127.0.0.1:${receiver.port}/landing`;
      const answered = await fetcher().send({
        url: `${base()}/redirect?status=${status}&to=${encodeURIComponent(elsewhere)}`,
        method: "POST",
        headers: secrets,
        publicHeaders,
        body: '{"order":"A-17"}',
      });
      expect([status, answered.status, answered.finalUrl]).toEqual([status, 200, elsewhere]);
      expect(received.length).toBe(1);
      const [request] = received;
      expect([status, request!.headers.authorization, request!.headers["x-api-key"]]).toEqual([
        status,
        undefined,
        undefined,
      ]);
      expect(request!.headers.accept).toBe("application/json");
      // 301/302 after a POST and 303 continue as a GET without the body; 307/308 keep both.
      const keepsBody = status === 307 || status === 308;
      expect([status, request!.method, request!.body, request!.headers["content-type"]]).toEqual(
        keepsBody ? [status, "POST", '{"order":"A-17"}', "application/json"] : [status, "GET", "", undefined],
      );
    }
  });

  it("keeps a request's own headers on a redirect within its origin, and does not restore them after leaving it", async () => {
    const sameOrigin = await echo(
      await fetcher().send({ url: `${base()}/temporary`, method: "POST", headers: { "x-token": "secret-value" } }),
    );
    expect(sameOrigin.token).toBe("secret-value");
    const away = `http://127.0.0.1:${receiver.port}/back`;
    const roundTrip = await fetcher().send({
      url: `${base()}/redirect?status=307&to=${encodeURIComponent(away)}`,
      headers: { "x-token": "secret-value" },
    });
    expect(roundTrip.finalUrl).toBe(`${base()}/echo`);
    expect((await echo(roundTrip)).token).toBeNull();
  });

  it("sends the headers only while every hop so far stayed on the first origin, for every chain of two redirects", async () => {
    const statuses = [301, 302, 303, 307, 308];
    const servers = ["main", "receiver"] as const;
    for (const first of statuses)
      for (const second of statuses)
        for (const firstTo of servers)
          for (const secondTo of servers) {
            hops.length = 0;
            const plan = [
              [first, firstTo],
              [second, secondTo],
            ];
            await fetcher().send({
              url: `${base()}/hops?plan=${encodeURIComponent(JSON.stringify(plan))}`,
              method: "POST",
              headers: { "x-token": "secret-value" },
              body: "{}",
            });
            let onOrigin = true;
            let method = "POST";
            const expected = hops.map((seen, i) => {
              if (i > 0) {
                const status = plan[i - 1]![0] as number;
                if (status === 303 || ((status === 301 || status === 302) && method === "POST")) method = "GET";
              }
              onOrigin &&= seen.server === "main";
              return {
                server: seen.server,
                method,
                token: onOrigin ? "secret-value" : null,
                body: method === "POST" ? "{}" : "",
              };
            });
            expect([plan, hops]).toEqual([plan, expected]);
            expect(hops.map((seen) => seen.server)).toEqual(["main", firstTo, secondTo]);
          }
  });

  it("never sends a caller's framing or connection headers: the fetcher sets host and length itself", async () => {
    received.length = 0;
    await fetcher().send({
      url: `http://127.0.0.1:${receiver.port}/framed`,
      method: "POST",
      headers: {
        "Content-Length": "0",
        "Transfer-Encoding": "chunked",
        Host: "internal.example.test",
        Connection: "keep-alive, x-smuggle",
        "Keep-Alive": "timeout=99",
        TE: "trailers",
        Trailer: "x-late",
        Upgrade: "websocket",
        "Proxy-Authorization": "Basic c2VjcmV0",
        "X-Kept": "yes",
      },
      body: '{"a":1}',
    });
    const [request] = received;
    expect(request!.body).toBe('{"a":1}');
    expect(request!.headers["content-length"]).toBe("7");
    expect(request!.headers.host).toBe(`127.0.0.1:${receiver.port}`);
    for (const name of ["transfer-encoding", "keep-alive", "te", "trailer", "upgrade", "proxy-authorization"])
      expect([name, request!.headers[name]]).toEqual([name, undefined]);
    expect(request!.headers.connection ?? "").not.toContain("x-smuggle");
    expect(request!.headers["x-kept"]).toBe("yes");
  });

  it("applies the address rules, the size cap and the time limit of the request", async () => {
    expect((await failure(createSafeFetcher().send({ url: `${base()}/echo`, method: "POST" }))).reason).toBe(
      "url_not_public",
    );
    expect((await failure(fetcher().send({ url: `${base()}/endless`, maxBytes: 2000 }))).reason).toBe("too_large");
    expect(
      (await failure(fetcher({ timeoutMs: 5000 }).send({ url: `${base()}/slow-headers`, timeoutMs: 100 }))).reason,
    ).toBe("timeout");
  });
});
