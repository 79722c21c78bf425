import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { randomBytes } from "node:crypto";
import { createHttpApp } from "@cx/http-kit";
import { OpenAiTestServer } from "@cx/llm/testing";
import { PLATFORM_MODULES } from "@cx/platform";
import { SERVICE_REGISTRY } from "@cx/route-table";
import { type AnyModule, defineModule, type Platform, startPlatform } from "@cx/runtime";
import { type Account, createApiKey, signUp } from "../harness/accounts.ts";
import { startHeldInvocation } from "../harness/held-invocation.ts";
import { bootDistributed, type RunningPlatform } from "../harness/index.ts";
import { streamEnds } from "../harness/sse.ts";

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

/**
 * Two gateway replicas on one Redis, in front of a testing service whose only run waits on its
 * model call, so the invocation's live updates stay open: the workspace's limit
 * (`STREAMS_PER_WORKSPACE`, 3 here) holds across the replicas, a key revoked through one replica
 * ends its stream on the other, and a stream whose service process died ends and gives its place
 * back.
 */
describe("event streams across gateway replicas", () => {
  const model = OpenAiTestServer.start();
  let platform: RunningPlatform;
  let owner: Account;
  let ws: string;
  let invocationPath: string;
  const aborts: AbortController[] = [];

  beforeAll(async () => {
    platform = await bootDistributed(
      { LLM_BASE_URL: model.url, LLM_MAX_RETRIES: "0", STREAMS_PER_WORKSPACE: "3" },
      { gatewayReplicas: 2 },
    );
    owner = await signUp(platform.baseUrl);
    ws = `/api/v1/workspaces/${owner.workspaceId}`;
    invocationPath = await startHeldInvocation(owner, model);
  }, 60000);
  afterAll(async () => {
    for (const abort of aborts) abort.abort();
    await platform.stop();
    await model.stop();
  }, 30000);

  const replica = (n: 1 | 2) => platform.processes[n === 1 ? "gateway" : "gateway-2"]!;

  async function open(gateway: string, key: string) {
    const abort = new AbortController();
    aborts.push(abort);
    const response = await fetch(`${gateway}${invocationPath}/events`, {
      headers: { authorization: `Bearer ${key}` },
      signal: abort.signal,
    });
    const reader = response.status === 200 ? response.body!.getReader() : undefined;
    if (reader) expect(new TextDecoder().decode((await reader.read()).value)).toContain("event: run");
    return { status: response.status, abort, reader };
  }

  const keys = async (count: number) => {
    const made = [];
    for (let i = 0; i < count; i++) made.push(await createApiKey(owner.api, owner.workspaceId, "member"));
    return made;
  };

  it("holds the workspace's limit across replicas, whichever credential opens the stream", async () => {
    const [a, b, c, d] = await keys(4);
    const streams = [await open(replica(1), a!.key), await open(replica(1), b!.key), await open(replica(2), c!.key)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    expect((await open(replica(2), d!.key)).status).toBe(429);
    expect((await open(replica(1), d!.key)).status).toBe(429);
    streams.shift()!.abort.abort();
    let again = await open(replica(2), d!.key);
    for (let tries = 0; again.status === 429 && tries < 100; tries++) {
      await Bun.sleep(50);
      again = await open(replica(2), d!.key);
    }
    expect(again.status).toBe(200);
    for (const stream of [...streams, again]) stream.abort.abort();
  });

  it("ends a key's stream on one replica when the key is revoked through the other", async () => {
    const [key] = await keys(1);
    let stream = await open(replica(2), key!.key);
    // The places of the streams just closed may still be held for a moment.
    for (let tries = 0; stream.status === 429 && tries < 100; tries++) {
      await Bun.sleep(50);
      stream = await open(replica(2), key!.key);
    }
    expect(stream.status).toBe(200);
    expect((await owner.api.request("DELETE", `${ws}/api-keys/${key!.id}`)).status).toBe(204);
    expect(await streamEnds(stream.reader)).toBe(true);
  });

  it("ends a stream whose service process died, and gives its place back", async () => {
    const [a, b, c, d] = await keys(4);
    const streams = [await open(replica(1), a!.key), await open(replica(1), b!.key), await open(replica(2), c!.key)];
    expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
    platform.signal!("testing", "SIGKILL");
    for (const stream of streams) expect(await streamEnds(stream.reader)).toBe(true);
    // Every place is free again: the next stream is refused by the dead service, not by the limit.
    let next = await open(replica(1), d!.key);
    for (let tries = 0; next.status === 429 && tries < 100; tries++) {
      await Bun.sleep(50);
      next = await open(replica(1), d!.key);
    }
    expect(next.status).toBe(503);
  });
});
