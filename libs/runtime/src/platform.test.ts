import { afterEach, describe, expect, it } from "bun:test";
import { defineSlice } from "@cx/config";
import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { LINK_CALLER, LINK_PATH, ServiceLink } from "@cx/service-link";
import { Elysia } from "elysia";
import { busModule, cacheModule, storeModule } from "./infrastructure.ts";
import { type AnyModule, defineModule } from "./module.ts";
import { type Platform, startPlatform } from "./platform.ts";

const env = { DATA_DIR: "memory", LOG_LEVEL: "silent" };

function slowModule(release: Promise<void>, events: string[]): AnyModule[] {
  const slow = defineModule({
    name: "slow",
    kind: "service",
    dependencies: { store: storeModule, bus: busModule, cache: cacheModule },
    config: defineSlice({}),
    async init() {
      return {
        http: new Elysia().get("/slow", async () => {
          await release;
          return { done: true };
        }),
        stop: async () => {
          events.push("module stopped");
        },
      };
    },
  });
  return [storeModule, busModule, cacheModule, slow];
}

let platform: Platform | undefined;
afterEach(async () => {
  await platform?.stop();
  platform = undefined;
});

describe("platform runtime", () => {
  it("finishes a request in flight when asked to stop, then refuses new work", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const events: string[] = [];
    platform = await startPlatform({ modules: slowModule(released, events), env });
    const port = platform.listen(0);
    const inFlight = fetch(`http://127.0.0.1:${port}/slow`);
    await Bun.sleep(50);
    const stopping = platform.stop();
    const during = await platform.fetch(new Request("http://localhost/slow"));
    expect(during.status).toBe(503);
    expect(events).toEqual([]);
    release();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ done: true });
    await stopping;
    expect(events).toEqual(["module stopped"]);
  });

  it("closes connections still holding half a request once the grace period is over", async () => {
    platform = await startPlatform({
      modules: slowModule(Promise.resolve(), []),
      env: { ...env, SHUTDOWN_GRACE_MS: "300" },
    });
    const port = platform.listen(0);
    const halfRequests = [
      "GET /slow HTTP/1.1\r\nHost: localhost\r\n",
      "POST /slow HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{",
    ];
    const closed = halfRequests.map(async (half) => {
      const { promise, resolve } = Promise.withResolvers<"closed by the server">();
      const socket = await Bun.connect({
        hostname: "127.0.0.1",
        port,
        socket: { data() {}, close: () => resolve("closed by the server") },
      });
      socket.write(half);
      return promise;
    });
    await Bun.sleep(50);
    // Left alone, Bun's graceful stop would wait for these until their 30-s idle time-out.
    const stopped = platform.stop().then(() => "stopped");
    const late = Bun.sleep(10_000).then(() => "still waiting");
    expect(await Promise.race([stopped, late])).toBe("stopped");
    expect(await Promise.all(closed)).toEqual(["closed by the server", "closed by the server"]);
  });

  it("answers /healthz and /readyz, and readiness fails while draining", async () => {
    platform = await startPlatform({ modules: slowModule(Promise.resolve(), []), env });
    expect((await platform.fetch(new Request("http://localhost/healthz"))).status).toBe(200);
    const ready = await platform.fetch(new Request("http://localhost/readyz"));
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready", checks: { store: "ok", bus: "ok", cache: "ok" } });
  });

  it("fails readiness when a configured dependency does not answer", async () => {
    platform = await startPlatform({
      modules: slowModule(Promise.resolve(), []),
      env: { ...env, REDIS_URL: "redis://127.0.0.1:1" },
    });
    const ready = await platform.fetch(new Request("http://localhost/readyz"));
    expect(ready.status).toBe(503);
    const body = (await ready.json()) as { error: { code: string; details: { checks: Record<string, string> } } };
    expect(body.error.code).toBe("unavailable");
    expect(body.error.details.checks.cache).toBe("down");
    expect(body.error.details.checks.store).toBe("ok");
  });

  it("takes the gateway's links: a call over one meets the same entry, and draining says go away", async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const secret = "platform-link-secret-of-32-characters";
    platform = await startPlatform({
      modules: slowModule(released, []),
      env: { ...env, INTERNAL_TOKEN_SECRET: secret, MAX_REQUEST_BODY_BYTES: "2048" },
    });
    const port = platform.listen(0);
    const link = new ServiceLink({
      baseUrl: `http://127.0.0.1:${port}`,
      credentials: () => ({ [CALLER_HEADER]: signCaller(LINK_CALLER, secret) }),
      minRetryDelayMs: 10,
    });
    try {
      const until = performance.now() + 2000;
      while (!link.ready && performance.now() < until) await Bun.sleep(5);
      expect(link.ready).toBe(true);
      const tooLarge = await link.call("POST", "/slow", { "content-length": "4096" }, new Uint8Array(4096)).answer;
      expect(tooLarge.status).toBe(413);
      expect(((await tooLarge.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
      const inFlight = link.call("GET", "/slow", { "x-request-id": "over-a-link" }).answer;
      await Bun.sleep(30);
      const stopping = platform.stop();
      await Bun.sleep(30);
      expect(link.ready).toBe(false);
      release();
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(answer.headers.get("x-request-id")).toBe("over-a-link");
      expect(await answer.json()).toEqual({ done: true });
      await stopping;
    } finally {
      link.close();
    }
  });

  it("takes no link where the gateway runs: the path is not one of its routes", async () => {
    const gateway = defineModule({
      name: "gateway",
      kind: "gateway",
      dependencies: {},
      config: defineSlice({}),
      async init() {
        return { http: { handle: async () => new Response("gateway answered", { status: 404 }) } };
      },
    });
    platform = await startPlatform({ modules: [gateway], env });
    const port = platform.listen(0);
    const response = await fetch(`http://127.0.0.1:${port}${LINK_PATH}`, {
      headers: {
        upgrade: "websocket",
        connection: "upgrade",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
        "sec-websocket-version": "13",
        [CALLER_HEADER]: signCaller(LINK_CALLER, platform.settings.internalTokenSecret),
      },
    });
    expect(response.status).toBe(404);
    expect(await response.text()).toBe("gateway answered");
  });

  it("refuses a body over the limit with 413 and the error body", async () => {
    platform = await startPlatform({
      modules: slowModule(Promise.resolve(), []),
      // The 30-MB upload may still be arriving when the test ends: stopping gives it 2 s, not 25.
      env: { ...env, MAX_REQUEST_BODY_BYTES: "2048", SHUTDOWN_GRACE_MS: "2000" },
    });
    const port = platform.listen(0);
    const response = await fetch(`http://127.0.0.1:${port}/slow`, {
      method: "POST",
      headers: { "x-request-id": "too-large-1" },
      body: "x".repeat(4096),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    expect(response.headers.get("x-request-id")).toBe("too-large-1");
    // A body 30 MB long is refused the same way, with the error body, not by the server's own cap.
    const huge = await fetch(`http://127.0.0.1:${port}/slow`, {
      method: "POST",
      body: new Uint8Array(30 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe("payload_too_large");
    // A chunked body without a length is cut off as soon as it passes the limit.
    const chunks = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 8; i++) controller.enqueue(new Uint8Array(1024));
        controller.close();
      },
    });
    const chunked = await fetch(`http://127.0.0.1:${port}/slow`, { method: "POST", body: chunks });
    expect(chunked.status).toBe(413);
  });

  it("refuses an unknown target and a bad variable by name", async () => {
    await expect(startPlatform({ modules: [], targets: ["nope"], env })).rejects.toThrow('unknown target "nope"');
    await expect(startPlatform({ modules: [], env: { ...env, PORT: "http" } })).rejects.toThrow("PORT is invalid");
  });
});
