import { afterEach, describe, expect, it } from "bun:test";
import { CALLER_HEADER, type FetchHandler, signCaller } from "@cx/http-kit";
import { LINK_PATH, LinkFailed } from "./index.ts";
import { connect, PEER, rawLinkSocket, SECRET, serve, stopAll, untilReady } from "./test-support.ts";

afterEach(stopAll);

const echo: FetchHandler = async (request) => {
  const body = request.method === "GET" ? null : await request.text();
  const headers = new Headers({ "content-type": "application/json" });
  headers.append("set-cookie", "a=1; Path=/");
  headers.append("set-cookie", "b=2; Path=/");
  return new Response(
    JSON.stringify({
      method: request.method,
      url: request.url,
      body,
      custom: request.headers.get("x-custom"),
      peer: request.headers.get(PEER),
    }),
    { status: 201, headers },
  );
};

describe("service link", () => {
  it("carries a call and its answer, with the peer address and every set-cookie", async () => {
    const { url } = serve(echo);
    const link = connect(url);
    expect(link.ready).toBe(false); // the first look starts the connection
    expect(await untilReady(link)).toBe(true);
    const call = link.call(
      "POST",
      "/things?x=1",
      { "x-custom": "yes", "content-type": "text/plain" },
      new TextEncoder().encode("hello ✓"),
    );
    const response = await call.answer;
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual(["a=1; Path=/", "b=2; Path=/"]);
    expect(await response.json()).toEqual({
      method: "POST",
      url: `${url}/things?x=1`,
      body: "hello ✓",
      custom: "yes",
      peer: "127.0.0.1",
    });
  });

  it("answers many calls at once, each to its own caller", async () => {
    const { url } = serve(async (request) => {
      const n = Number(new URL(request.url).searchParams.get("n"));
      await Bun.sleep(n % 7);
      return new Response(String(n * 2));
    });
    const link = connect(url);
    expect(await untilReady(link)).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, n) => link.call("GET", `/?n=${n}`, {}).answer.then((r) => r.text())),
    );
    expect(answers).toEqual(Array.from({ length: 200 }, (_, n) => String(n * 2)));
    expect(link.pending).toBe(0);
  });

  it("lets in only the gateway's signature", async () => {
    const { url } = serve(echo);
    const unsigned = await fetch(`${url}${LINK_PATH}`, {
      headers: {
        upgrade: "websocket",
        connection: "upgrade",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        "sec-websocket-version": "13",
      },
    });
    expect(unsigned.status).toBe(401);
    expect(((await unsigned.json()) as { error: { code: string } }).error.code).toBe("unauthenticated");
    const forged = connect(url, "another-secret");
    expect(await untilReady(forged, 300)).toBe(false);
    const userToken = connect(url, SECRET, {
      credentials: () => ({
        [CALLER_HEADER]: signCaller({ userId: "usr_1", workspaceId: null, role: null, via: "session" }, SECRET),
      }),
    });
    expect(await untilReady(userToken, 300)).toBe(false);
  });

  it("carries an answer without a body, with an empty one, and an event stream answered whole", async () => {
    const { url } = serve(async (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/none") return new Response(null, { status: 204, headers: { "x-kind": "none" } });
      if (path === "/empty") return new Response("", { status: 200, headers: { "x-kind": "empty" } });
      return new Response("data: whole\n\n", { headers: { "content-type": "text/event-stream" } });
    });
    const link = connect(url);
    expect(link.ready).toBe(false);
    expect(await untilReady(link)).toBe(true);
    const none = await link.call("GET", "/none", {}).answer;
    expect([none.status, none.headers.get("x-kind"), await none.text()]).toEqual([204, "none", ""]);
    const empty = await link.call("GET", "/empty", {}).answer;
    expect([empty.status, empty.headers.get("x-kind"), await empty.text()]).toEqual([200, "empty", ""]);
    const stream = await link.call("GET", "/stream", {}).answer;
    expect(stream.headers.get("content-type")).toBe("text/event-stream");
    expect(await stream.text()).toBe("data: whole\n\n");
    expect(link.pending).toBe(0);
  });

  it("sends an answer larger than a frame whole, in chunks", async () => {
    const big = new Uint8Array(1_500_000).map((_, i) => i % 251);
    const { url } = serve(async () => new Response(big, { headers: { "content-type": "application/octet-stream" } }));
    const link = connect(url);
    expect(await untilReady(link)).toBe(true);
    const received = new Uint8Array(await (await link.call("GET", "/", {}).answer).arrayBuffer());
    expect(received.byteLength).toBe(big.byteLength);
    expect(Buffer.compare(received, big)).toBe(0);
  });

  it("streams an event stream as it is written, and stops it when the caller gives up", async () => {
    let cancelled = false;
    let sent = 0;
    const { url } = serve(async () => {
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          await Bun.sleep(5);
          controller.enqueue(new TextEncoder().encode(`data: ${sent++}\n\n`));
        },
        cancel() {
          cancelled = true;
        },
      });
      return new Response(stream, { headers: { "content-type": "text/event-stream" } });
    });
    const link = connect(url);
    expect(await untilReady(link)).toBe(true);
    const response = await link.call("GET", "/events", {}).answer;
    const reader = response.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe("data: 0\n\n");
    await reader.cancel();
    const until = performance.now() + 2000;
    while (!cancelled && performance.now() < until) await Bun.sleep(5);
    expect(cancelled).toBe(true);
    expect(link.pending).toBe(0);
  });

  it("fails the calls in flight when the service goes, and comes back when it does", async () => {
    const first = serve(async () => {
      await Bun.sleep(10_000);
      return new Response("too late");
    });
    const port = first.server.port!;
    const link = connect(first.url);
    expect(await untilReady(link)).toBe(true);
    const call = link.call("GET", "/", {});
    await Bun.sleep(20);
    first.server.stop(true);
    await expect(call.answer).rejects.toBeInstanceOf(LinkFailed);
    expect(link.ready).toBe(false);
    serve(async () => new Response("back"), port);
    expect(await untilReady(link)).toBe(true);
    expect(await (await link.call("GET", "/", {}).answer).text()).toBe("back");
  });

  it("once closed is not ready, fails the calls in flight and refuses new ones at once", async () => {
    const { url } = serve(async () => {
      await Bun.sleep(10_000);
      return new Response("too late");
    });
    const link = connect(url);
    expect(await untilReady(link)).toBe(true);
    const failed = link.call("GET", "/", {}).answer.then(
      () => "answered",
      (error: unknown) => error,
    );
    link.close();
    expect(link.ready).toBe(false);
    expect(() => link.call("GET", "/", {})).toThrow(LinkFailed);
    expect(await failed).toBeInstanceOf(LinkFailed);
    // It stays closed: looking at it again starts no connection.
    await Bun.sleep(50);
    expect(link.ready).toBe(false);
  });

  it("after a go-away takes no new calls, answers those under way, then closes", async () => {
    let release: () => void = () => {};
    const { url, links } = serve(async () => {
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return new Response("finished");
    });
    const link = connect(url);
    expect(await untilReady(link)).toBe(true);
    const call = link.call("GET", "/", {});
    await Bun.sleep(20);
    links.goAway();
    await Bun.sleep(20);
    expect(link.ready).toBe(false);
    release();
    expect(await (await call.answer).text()).toBe("finished");
    // Closed by the client once nothing is under way, and reconnected when next looked at.
    expect(await untilReady(link)).toBe(true);
  });

  it("asks the gateway to move a link that has lived its maximum age, and loses no call meanwhile", async () => {
    const aging = serve(echo, 0, { maxAgeMs: 100 });
    const lasting = serve(echo);
    const links = [connect(aging.url), connect(lasting.url)];
    for (const link of links) expect(await untilReady(link)).toBe(true);
    const answered = [0, 0];
    const until = performance.now() + 700;
    while (performance.now() < until) {
      for (const [i, link] of links.entries()) {
        // While a moved link reconnects the gateway sends over HTTP; here the call just waits.
        if (!link.ready) continue;
        expect((await link.call("GET", "/", {}).answer).status).toBe(201);
        answered[i]!++;
      }
      await Bun.sleep(5);
    }
    expect(aging.opened()).toBeGreaterThanOrEqual(3);
    expect(lasting.opened()).toBe(1);
    expect(answered[0]).toBeGreaterThan(20);
    expect(answered[1]).toBeGreaterThan(20);
  });

  it("closes a link that sends what is not a frame", async () => {
    const { url } = serve(echo);
    const socket = await rawLinkSocket(url);
    const closed = new Promise<number>((resolve) => {
      socket.onclose = (event) => resolve(event.code);
    });
    socket.send(new Uint8Array([42, 0, 0, 0, 0, 1]));
    expect(await closed).toBe(1002);
  });

  it("answers 500 with the error body when the handler throws", async () => {
    const { url } = serve(async () => {
      throw new Error("secret detail");
    });
    const link = connect(url);
    expect(await untilReady(link)).toBe(true);
    const response = await link.call("GET", "/", {}).answer;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text).error.code).toBe("internal");
    expect(text).not.toContain("secret detail");
  });
});
