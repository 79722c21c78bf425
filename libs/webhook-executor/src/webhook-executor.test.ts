import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { Writable } from "node:stream";
import { createLogger } from "@cx/logger";
import { parseAllowedNetworks } from "@cx/safe-fetch";
import { createTestFetchAllowance } from "@cx/safe-fetch/testing";
import type { Server } from "bun";
import { createWebhookExecutor, type WebhookTarget } from "./webhook-executor.ts";

const SECRET = "Bearer sk-webhook-secret";
let server: Server<undefined>;
/** Another origin (another port): where a tool's answer redirects, recording every header it gets. */
let elsewhere: Server<undefined>;
const landed: { method: string; headers: Record<string, string>; body: string }[] = [];
const seen: { method: string; path: string; query: string; body: string; auth: string | null; type: string | null }[] =
  [];

beforeAll(() => {
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const url = new URL(request.url);
      seen.push({
        method: request.method,
        path: url.pathname,
        query: url.search,
        body: await request.text(),
        auth: request.headers.get("authorization"),
        type: request.headers.get("content-type"),
      });
      switch (url.pathname) {
        case "/order":
          return Response.json({ status: "shipped", eta: "tomorrow" });
        case "/missing":
          return new Response("order not found", { status: 404 });
        case "/empty-error":
          return new Response(null, { status: 503 });
        case "/slow":
          await Bun.sleep(1000);
          return new Response("late");
        case "/huge":
          return new Response("x".repeat(1024 * 1024 + 10));
        case "/moved":
          return new Response(null, {
            status: Number(url.searchParams.get("status")),
            headers: { location: `http://127.0.0.1:${elsewhere.port}/landing` },
          });
        case "/framing":
          return Response.json({
            length: request.headers.get("content-length"),
            encoding: request.headers.get("transfer-encoding"),
            host: request.headers.get("host"),
          });
        default:
          return new Response("?", { status: 400 });
      }
    },
  });
});

beforeAll(() => {
  elsewhere = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      landed.push({ method: request.method, headers: Object.fromEntries(request.headers), body: await request.text() });
      return Response.json({ landed: true });
    },
  });
});

afterAll(() => {
  server.stop(true);
  elsewhere.stop(true);
});

function target(path: string, extra: Partial<WebhookTarget> = {}): WebhookTarget {
  return {
    url: `http://127.0.0.1:${server.port}${path}`,
    method: "POST",
    headers: { Authorization: SECRET },
    timeout_ms: 2000,
    ...extra,
  };
}

/** Every log line, to show no header value is ever written. */
function recordingLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger("webhooks", { level: "debug", destination }), lines };
}

function executor(logger = recordingLogger().logger) {
  return createWebhookExecutor({
    allowance: createTestFetchAllowance({ loopbackPorts: [server.port!, elsewhere.port!] }),
    logger,
  });
}

describe("webhook tool executor", () => {
  it("sends the arguments as the JSON body with the tool's headers and returns the answer text", async () => {
    const { logger, lines } = recordingLogger();
    const outcome = await executor(logger).call(target("/order"), { order_id: "A-17", express: true });
    expect(outcome.is_error).toBe(false);
    expect(JSON.parse(outcome.result)).toEqual({ status: "shipped", eta: "tomorrow" });
    expect(outcome.latency_ms).toBeGreaterThanOrEqual(0);
    const request = seen.at(-1)!;
    expect(request).toMatchObject({ method: "POST", path: "/order", auth: SECRET, type: "application/json" });
    expect(JSON.parse(request.body)).toEqual({ order_id: "A-17", express: true });
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.join("")).not.toContain("sk-webhook-secret");
  });

  it("sends the arguments as the query for GET, keeping the URL's own query, without a body", async () => {
    const outcome = await executor().call(target("/order?source=agent", { method: "GET" }), {
      order_id: "A 17",
      items: [1, 2],
    });
    expect(outcome.is_error).toBe(false);
    const request = seen.at(-1)!;
    expect(request.method).toBe("GET");
    expect(new URLSearchParams(request.query).getAll("source")).toEqual(["agent"]);
    expect(new URLSearchParams(request.query).get("order_id")).toBe("A 17");
    expect(new URLSearchParams(request.query).get("items")).toBe("[1,2]");
    expect(request.body).toBe("");
  });

  it("marks a non-2XX answer as an error and keeps its text", async () => {
    const notFound = await executor().call(target("/missing", { method: "DELETE" }), { order_id: "B-1" });
    expect(notFound).toMatchObject({ result: "order not found", is_error: true });
    const empty = await executor().call(target("/empty-error"), {});
    expect(empty.is_error).toBe(true);
    expect(empty.result).toContain("503");
  });

  it("gives up at the tool's timeout, and refuses answers over 1 MB, as error results", async () => {
    const slow = await executor().call(target("/slow", { timeout_ms: 150 }), {});
    expect(slow.is_error).toBe(true);
    expect(slow.result).toContain("150 ms");
    expect(slow.latency_ms).toBeLessThan(1000);
    const huge = await executor().call(target("/huge"), {});
    expect(huge.is_error).toBe(true);
    expect(huge.result).toContain("1 MB");
  });

  it("sends the tool's headers to its own origin only: never after a redirect to another", async () => {
    const headers = { Authorization: SECRET, "X-Api-Key": "key-of-the-tool" };
    for (const status of [301, 302, 303, 307, 308]) {
      landed.length = 0;
      const outcome = await executor().call(target(`/moved?status=${status}`, { headers }), { order_id: "A-17" });
      expect([status, outcome.is_error, outcome.result]).toEqual([status, false, '{"landed":true}']);
      expect(seen.at(-1)!.auth).toBe(SECRET);
      expect(landed.length).toBe(1);
      const [request] = landed;
      expect([status, request!.headers.authorization, request!.headers["x-api-key"]]).toEqual([
        status,
        undefined,
        undefined,
      ]);
      const keepsBody = status === 307 || status === 308;
      expect([status, request!.method, request!.body]).toEqual(
        keepsBody ? [status, "POST", '{"order_id":"A-17"}'] : [status, "GET", ""],
      );
    }
  });

  it("never sends framing or connection headers, even from a tool stored with them", async () => {
    const outcome = await executor().call(
      target("/framing", {
        headers: {
          Authorization: SECRET,
          "Content-Length": "0",
          "transfer-encoding": "chunked",
          Host: "internal.example.test",
          "Proxy-Authorization": "Basic c2VjcmV0",
        },
      }),
      { order_id: "A-17" },
    );
    expect(JSON.parse(outcome.result)).toEqual({
      length: String('{"order_id":"A-17"}'.length),
      encoding: null,
      host: `127.0.0.1:${server.port}`,
    });
    expect(seen.at(-1)!.auth).toBe(SECRET);
  });

  it("reaches private addresses in the operator's networks without a test allowance, and no others", async () => {
    const allowedNetworks = parseAllowedNetworks(["127.0.0.0/8"]);
    const outcome = await createWebhookExecutor({ allowedNetworks }).call(target("/order"), { order_id: "A-17" });
    expect(outcome).toMatchObject({ is_error: false, result: '{"status":"shipped","eta":"tomorrow"}' });
    const byName = await createWebhookExecutor({
      allowedNetworks,
      resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    }).call(target("/order", { url: `http://localhost:${server.port}/order` }), {});
    expect(byName.is_error).toBe(false);
    const before = seen.length;
    const outside = await createWebhookExecutor({
      allowedNetworks: parseAllowedNetworks(["10.0.0.0/8"]),
    }).call(target("/order"), {});
    expect(outside.is_error).toBe(true);
    expect(outside.result).toContain("not allowed");
    expect(seen.length).toBe(before);
  });

  it("refuses a loopback URL as an error result without calling it, under the default rules", async () => {
    const before = seen.length;
    const { logger, lines } = recordingLogger();
    const refused = await createWebhookExecutor({ logger }).call(target("/order"), { order_id: "A-17" });
    expect(refused.is_error).toBe(true);
    expect(refused.result).toContain("not allowed");
    const viaName = await createWebhookExecutor({
      resolver: async () => [{ address: "127.0.0.1", family: 4 }],
    }).call(target("/order", { url: `http://orders.example.test:${server.port}/order` }), {});
    expect(viaName.is_error).toBe(true);
    expect(seen.length).toBe(before);
    expect(lines.join("")).not.toContain("sk-webhook-secret");
  });
});
