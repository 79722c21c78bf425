import { describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { createHttpApp } from "@cx/http-kit";
import { PLATFORM_MODULES } from "@cx/platform";
import { SERVICE_REGISTRY } from "@cx/route-table";
import { type AnyModule, defineModule, type Platform, startPlatform } from "@cx/runtime";

/**
 * A server-sent event stream answered by a service reaches the client through the gateway as a
 * stream, in both shapes: the service writes its first event, then waits until the client has
 * read it before writing the second. A gateway that buffered the answer would hand the client
 * nothing until the stream ended, which never comes: the test would fail.
 */
function streamingIdentity(firstEventRead: Promise<void>): AnyModule {
  return defineModule({
    name: "identity-http",
    kind: "internal",
    service: "identity",
    dependencies: {},
    async init({ logger, runtime }) {
      const http = createHttpApp("identity", logger, runtime.internalTokenSecret).post("/api/v1/auth/login", () => {
        const encoder = new TextEncoder();
        const body = new ReadableStream<Uint8Array>({
          async start(controller) {
            controller.enqueue(encoder.encode("event: first\ndata: {}\n\n"));
            await firstEventRead;
            controller.enqueue(encoder.encode("event: second\ndata: {}\n\n"));
            controller.close();
          },
        });
        return new Response(body, { headers: { "content-type": "text/event-stream", "cache-control": "no-cache" } });
      });
      return { http };
    },
  });
}

function modulesWith(standIn: AnyModule): AnyModule[] {
  return PLATFORM_MODULES.map((m) => (m.name === standIn.name ? standIn : m));
}

/** Reads the stream until `text` has arrived; fails rather than hanging when it does not come. */
async function readUntil(
  reader: { read(): Promise<{ done: boolean; value?: Uint8Array }> },
  text: string,
  seen: string[],
): Promise<void> {
  const decoder = new TextDecoder();
  const deadline = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`"${text}" never arrived; got: ${seen.join("")}`)), 4_000).unref?.(),
  );
  while (!seen.join("").includes(text)) {
    const { done, value } = await Promise.race([reader.read(), deadline]);
    if (done) throw new Error(`the stream ended before "${text}"; got: ${seen.join("")}`);
    seen.push(decoder.decode(value, { stream: true }));
  }
}

async function expectStreamed(gatewayUrl: string | ((request: Request) => Promise<Response>), release: () => void) {
  const request = new Request("http://localhost/api/v1/auth/login", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: "{}",
  });
  const response =
    typeof gatewayUrl === "string"
      ? await fetch(`${gatewayUrl}/api/v1/auth/login`, { method: "POST", headers: request.headers, body: "{}" })
      : await gatewayUrl(request);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/event-stream");
  const reader = response.body!.getReader();
  const seen: string[] = [];
  await readUntil(reader, "event: first", seen);
  // Only now may the service write the rest: the first event came through on its own.
  expect(seen.join("")).not.toContain("event: second");
  release();
  await readUntil(reader, "event: second", seen);
  expect((await reader.read()).done).toBe(true);
}

describe("a server-sent event stream through the gateway", () => {
  it("streams when the service runs in the gateway's process", async () => {
    const gate = Promise.withResolvers<void>();
    const platform = await startPlatform({
      modules: modulesWith(streamingIdentity(gate.promise)),
      env: { DATA_DIR: "memory", LOG_LEVEL: "silent" },
    });
    try {
      await expectStreamed(platform.fetch, gate.resolve);
    } finally {
      gate.resolve();
      await platform.stop();
    }
  });

  it("streams when the service runs in another process, over HTTP", async () => {
    const gate = Promise.withResolvers<void>();
    const secret = randomBytes(32).toString("base64url");
    const started: Platform[] = [];
    try {
      const identity = await startPlatform({
        modules: modulesWith(streamingIdentity(gate.promise)),
        targets: ["identity"],
        env: { DATA_DIR: "memory", LOG_LEVEL: "silent", INTERNAL_TOKEN_SECRET: secret },
      });
      started.push(identity);
      const identityPort = identity.listen(0);
      const urls = Object.fromEntries(
        SERVICE_REGISTRY.map((s) => [
          s.urlEnv,
          s.name === "identity" ? `http://127.0.0.1:${identityPort}` : "http://127.0.0.1:9",
        ]),
      );
      const gateway = await startPlatform({
        modules: PLATFORM_MODULES,
        targets: ["gateway"],
        env: { LOG_LEVEL: "silent", INTERNAL_TOKEN_SECRET: secret, ...urls },
      });
      started.push(gateway);
      const gatewayPort = gateway.listen(0);
      await expectStreamed(`http://127.0.0.1:${gatewayPort}`, gate.resolve);
    } finally {
      gate.resolve();
      for (const platform of started.reverse()) await platform.stop();
    }
  });
});
