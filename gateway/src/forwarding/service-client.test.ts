import { afterEach, describe, expect, it } from "bun:test";
import { anonymousCaller, CALLER_HEADER, CallerSigner, signCaller, verifyCaller } from "@cx/http-kit";
import { createLogger } from "@cx/logger";
import { LINK_CALLER, LINK_PATH, LinkPool, LinkServer } from "@cx/service-link";
import { forwardRequest } from "./forward-request.ts";
import { Abandonment } from "./forward-within.ts";
import { remoteClient } from "./service-client.ts";

const SECRET = "service-client-test-secret-32-chars!";
const ROAD = "x-test-road";
const servers: ReturnType<typeof Bun.serve>[] = [];
const pools: LinkPool[] = [];

afterEach(() => {
  for (const pool of pools.splice(0)) pool.close();
  for (const server of servers.splice(0)) server.stop(true);
});

/** A service that says which road each call came by, and what it received. */
function service(handle = describe_) {
  const links = new LinkServer({
    handle: (request) => handle(request, "link"),
    internalSecret: SECRET,
    peerAddressHeader: ROAD,
    logger: createLogger("test", { level: "silent" }),
  });
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    fetch: (request, bun) =>
      new URL(request.url).pathname === LINK_PATH ? links.upgrade(request, bun, "") : handle(request, "http"),
    websocket: links.websocket,
  });
  servers.push(server);
  return `http://127.0.0.1:${server.port}`;
}

async function describe_(request: Request, road: string): Promise<Response> {
  const body = request.method === "GET" ? "" : await request.text();
  return Response.json({
    road,
    path: new URL(request.url).pathname + new URL(request.url).search,
    length: body.length,
  });
}

function pool(url: string): LinkPool {
  const links = new LinkPool(1, {
    baseUrl: url,
    credentials: () => ({ [CALLER_HEADER]: signCaller(LINK_CALLER, SECRET) }),
    minRetryDelayMs: 10,
  });
  pools.push(links);
  return links;
}

async function untilLinked(links: LinkPool) {
  const until = performance.now() + 2000;
  while (!links.pick() && performance.now() < until) await Bun.sleep(5);
}

const signer = new CallerSigner(SECRET);
const forwarded = (path: string, init?: RequestInit, abandon?: Abandonment) =>
  forwardRequest(new Request(`http://gateway${path}`, init), anonymousCaller("203.0.113.9"), abandon);

describe("a service in another process", () => {
  it("is called over a link once one is open, and over HTTP before", async () => {
    const url = service();
    const links = pool(url);
    const client = remoteClient(url, 1000, signer, links);
    expect(await (await client(forwarded("/a?b=1"))).json()).toEqual({ road: "http", path: "/a?b=1", length: 0 });
    await untilLinked(links);
    expect(await (await client(forwarded("/a?b=1"))).json()).toEqual({ road: "link", path: "/a?b=1", length: 0 });
    const posted = await client(
      forwarded("/p", {
        method: "POST",
        body: "x".repeat(1000),
        headers: { "content-type": "text/plain", "content-length": "1000" },
      }),
    );
    expect(await posted.json()).toEqual({ road: "link", path: "/p", length: 1000 });
  });

  it("signs the caller handed over with the request into its caller header, on either road", async () => {
    const url = service(async (request, road) =>
      Response.json({ road, caller: verifyCaller(request.headers.get(CALLER_HEADER), SECRET) }),
    );
    const links = pool(url);
    const client = remoteClient(url, 1000, signer, links);
    const forged = { headers: { [CALLER_HEADER]: signCaller(LINK_CALLER, "not-the-secret-but-long-enough-1234") } };
    const caller = { via: "anonymous", clientAddress: "203.0.113.9" };
    expect(await (await client(forwarded("/who", forged))).json()).toMatchObject({ road: "http", caller });
    await untilLinked(links);
    expect(await (await client(forwarded("/who", forged))).json()).toMatchObject({ road: "link", caller });
  });

  it("sends over HTTP a body without a declared length, or larger than a frame", async () => {
    const url = service();
    const links = pool(url);
    await untilLinked(links);
    const client = remoteClient(url, 1000, signer, links);
    const big = await client(forwarded("/big", { method: "POST", body: "y".repeat(600 * 1024) }));
    expect(await big.json()).toEqual({ road: "http", path: "/big", length: 600 * 1024 });
    const stream = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("chunked"));
        controller.close();
      },
    });
    const chunked = await client(
      forwarded("/chunked", { method: "POST", body: stream, duplex: "half" } as RequestInit),
    );
    expect(await chunked.json()).toEqual({ road: "http", path: "/chunked", length: 7 });
  });

  it("sends over HTTP the body of a call whose link closed while the body was read", async () => {
    const url = service();
    const links = pool(url);
    await untilLinked(links);
    const client = remoteClient(url, 1000, signer, links);
    let write: ReadableStreamDefaultController<Uint8Array> | undefined;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        write = controller;
      },
    });
    const answer = client(
      forwarded("/late-body", {
        method: "POST",
        body,
        headers: { "content-length": "7" },
        duplex: "half",
      } as RequestInit),
    );
    await Bun.sleep(20);
    links.close();
    write?.enqueue(new TextEncoder().encode("closing"));
    write?.close();
    expect(await (await answer).json()).toEqual({ road: "http", path: "/late-body", length: 7 });
  });

  it("answers 503 when the call is given up, and forgets it", async () => {
    const url = service(async () => {
      await Bun.sleep(5000);
      return new Response("late");
    });
    const links = pool(url);
    await untilLinked(links);
    const client = remoteClient(url, 1000, signer, links);
    const abandon = new Abandonment();
    const answer = client(forwarded("/slow", undefined, abandon));
    await Bun.sleep(20);
    abandon.abort();
    const response = await answer;
    expect(response.status).toBe(503);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unavailable");
  });

  it("answers 503 when the service cannot be reached, on either road", async () => {
    const closed = Bun.serve({ port: 0, fetch: () => new Response("") });
    const url = `http://127.0.0.1:${closed.port}`;
    closed.stop(true);
    for (const links of [undefined, pool(url)]) {
      const response = await remoteClient(url, 1000, signer, links)(forwarded("/x"));
      expect(response.status).toBe(503);
    }
  });
});
