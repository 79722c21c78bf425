import { describe, expect, it } from "bun:test";
import { type Cache, createMemoryCache } from "@cx/cache";
import { tokenHash } from "../auth/cached-principal-resolver.ts";
import { testGateway } from "../http/test-gateway.ts";
import type { StreamLimits } from "./stream-leases.ts";

/**
 * The gateway in front of a service whose event streams write one event and then stay open until
 * the client (or the gateway) ends them; a message without `Accept: text/event-stream` is an
 * ordinary JSON answer.
 */
function streamingGateway(streamLimits?: StreamLimits, cache?: Cache) {
  let open = 0;
  const service = async (request: Request) => {
    const streams = request.url.endsWith("/events") || request.headers.get("accept") === "text/event-stream";
    if (request.url.includes("inv_missing"))
      return Response.json({ error: { code: "not_found", message: "No such invocation." } }, { status: 404 });
    if (!streams) return Response.json({ id: "conv_1" });
    open++;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("event: run\ndata: {}\n\n"));
      },
      cancel() {
        open--;
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  };
  const gateway = testGateway({ service, ...(streamLimits ? { streamLimits } : {}), ...(cache ? { cache } : {}) });
  return { ...gateway, openAtService: () => open };
}

const alice = { cookie: "cx_session=alice" };
const aliceKey = { authorization: "Bearer cxk_alice" };
const bob = { cookie: "cx_session=bob" };
const EVENTS = "/workspaces/ws_a/test-invocations/inv_1/events";

/** Opens a stream and reads its first event, so that it is known to be open end to end. */
async function openStream(call: ReturnType<typeof testGateway>["call"], headers: Record<string, string>) {
  const response = await call("GET", EVENTS, headers);
  expect(response.status).toBe(200);
  const reader = response.body!.getReader();
  const first = await reader.read();
  expect(new TextDecoder().decode(first.value)).toContain("event: run");
  return reader;
}

/** Reads until the stream ends; fails rather than hanging when it does not. */
async function ended(reader: { read(): Promise<{ done: boolean }> }): Promise<boolean> {
  const timeout = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), 3000).unref());
  for (;;) {
    const read = await Promise.race([reader.read(), timeout]);
    if (read === "open") return false;
    if (read.done) return true;
  }
}

async function refusal(response: Response) {
  return [response.status, response.headers.get("retry-after"), await response.json()];
}

describe("event stream limits", () => {
  it("refuses the 21st stream of one credential with 429 rate_limited, and accepts it once one closed", async () => {
    const { call, openAtService } = streamingGateway();
    const readers = [];
    for (let i = 0; i < 20; i++) readers.push(await openStream(call, aliceKey));
    const [status, retryAfter, body] = await refusal(await call("GET", EVENTS, aliceKey));
    expect([status, retryAfter]).toEqual([429, "1"]);
    expect(body).toEqual({
      error: {
        code: "rate_limited",
        message: "Too many open event streams; close one before opening another.",
        details: { retry_after_seconds: 1 },
      },
    });
    // Streamed replies count against the same limit; an ordinary message does not.
    const streamedReply = await call("POST", "/workspaces/ws_a/conversations/conv_1/messages", {
      ...aliceKey,
      accept: "text/event-stream",
      "content-type": "application/json",
    });
    expect(streamedReply.status).toBe(429);
    const plainReply = await call("POST", "/workspaces/ws_a/conversations/conv_1/messages", {
      ...aliceKey,
      "content-type": "application/json",
    });
    expect(plainReply.status).toBe(200);
    // Another credential of another user has places of its own.
    (await openStream(call, bob)).cancel();
    expect(openAtService()).toBe(20);

    await readers.pop()!.cancel();
    expect(openAtService()).toBe(19);
    readers.push(await openStream(call, aliceKey));
    for (const reader of readers) await reader.cancel();
    expect(openAtService()).toBe(0);
  });

  it("refuses a stream beyond the workspace's limit, whoever opens it", async () => {
    const { call } = streamingGateway({ perCaller: 20, perWorkspace: 2 });
    const first = await openStream(call, alice);
    const second = await openStream(call, bob);
    const [status, , body] = await refusal(await call("GET", EVENTS, aliceKey));
    expect([status, (body as { error: { code: string } }).error.code]).toEqual([429, "rate_limited"]);
    await second.cancel();
    (await openStream(call, aliceKey)).cancel();
    await first.cancel();
  });

  it("gives the place back when the service answers with an error rather than a stream", async () => {
    const { call } = streamingGateway({ perCaller: 1, perWorkspace: 200 });
    for (let i = 0; i < 3; i++) {
      const missing = await call("GET", "/workspaces/ws_a/test-invocations/inv_missing/events", aliceKey);
      expect(missing.status).toBe(404);
    }
    (await openStream(call, aliceKey)).cancel();
  });

  it("counts against the same limits on every replica sharing the cache", async () => {
    const cache = createMemoryCache();
    const limits = { perCaller: 2, perWorkspace: 200 };
    const [one, two] = [streamingGateway(limits, cache), streamingGateway(limits, cache)];
    const readers = [await openStream(one.call, aliceKey), await openStream(two.call, aliceKey)];
    expect((await one.call("GET", EVENTS, aliceKey)).status).toBe(429);
    expect((await two.call("GET", EVENTS, aliceKey)).status).toBe(429);
    for (const reader of readers) await reader.cancel();
  });

  it("keeps limiting, by this process's own count, while the cache does not answer", async () => {
    const cache = createMemoryCache();
    const broken: Cache = {
      ...cache,
      kind: cache.kind,
      acquireLeases: () => Promise.reject(new Error("connection refused")),
      releaseLeases: () => Promise.reject(new Error("connection refused")),
    };
    const { call } = streamingGateway({ perCaller: 2, perWorkspace: 200 }, broken);
    const readers = [await openStream(call, aliceKey), await openStream(call, aliceKey)];
    expect((await call("GET", EVENTS, aliceKey)).status).toBe(429);
    await readers.pop()!.cancel();
    readers.push(await openStream(call, aliceKey));
    for (const reader of readers) await reader.cancel();
  });
});

describe("event streams end with their credential", () => {
  it("ends a revoked key's streams, and only those", async () => {
    const { call, streams, openAtService } = streamingGateway();
    const [keyStream, sessionStream] = [await openStream(call, aliceKey), await openStream(call, alice)];
    expect(streams.open.closeFor({ kind: "api_key", keyId: "key_a" })).toBe(1);
    expect(await ended(keyStream)).toBe(true);
    expect(streams.open.size).toBe(1);
    expect(openAtService()).toBe(1);
    await sessionStream.cancel();
  });

  it("ends a logged-out session's streams", async () => {
    const { call, streams } = streamingGateway();
    const [sessionStream, otherSession] = [await openStream(call, alice), await openStream(call, bob)];
    streams.open.closeFor({ kind: "session", tokenHash: tokenHash("alice") });
    expect(await ended(sessionStream)).toBe(true);
    expect(streams.open.size).toBe(1);
    await otherSession.cancel();
  });

  it("ends every stream of a user whose membership changed, by key or by session", async () => {
    const { call, streams } = streamingGateway({ perCaller: 2, perWorkspace: 200 });
    const streamsOfAlice = [await openStream(call, aliceKey), await openStream(call, alice)];
    const ofBob = await openStream(call, bob);
    expect(streams.open.closeFor({ kind: "user", userId: "usr_alice" })).toBe(2);
    for (const reader of streamsOfAlice) expect(await ended(reader)).toBe(true);
    // The ended streams' places are free again.
    const again = [await openStream(call, aliceKey), await openStream(call, aliceKey)];
    for (const reader of [...again, ofBob]) await reader.cancel();
  });

  it("ends a stream whose credential was revoked while it was being opened", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const gateway = testGateway({
      service: async () => {
        await held;
        return new Response(new ReadableStream({ start: (c) => c.enqueue(new TextEncoder().encode(": hi\n\n")) }), {
          headers: { "content-type": "text/event-stream" },
        });
      },
    });
    const opening = gateway.call("GET", EVENTS, aliceKey);
    await Bun.sleep(0);
    gateway.streams.open.closeFor({ kind: "api_key", keyId: "key_a" });
    release();
    const response = await opening;
    expect(await ended(response.body!.getReader())).toBe(true);
    expect(gateway.streams.open.size).toBe(0);
  });
});
