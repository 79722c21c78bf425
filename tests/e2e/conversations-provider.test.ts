import { afterAll, beforeAll, describe } from "bun:test";
import { OpenAiTestServer } from "@cx/llm/testing";
import type { Server } from "bun";
import { boot, type RunningPlatform, type Shape } from "../harness/index.ts";
import { conversationsProviderSuite, type ModelControl } from "./suites/conversations.ts";

const API_KEY = "sk-e2e-provider-key-must-never-show-7c1d";

/**
 * The model server the platform talks to: the project's OpenAI-compatible test server, behind a
 * front that can hold a streamed answer half-way (see `ModelControl.holdNextStream`).
 */
function startModel(): ModelControl & { url: string; stop(): Promise<void> } {
  const server = OpenAiTestServer.start();
  let held: { first: string; rest: string; released: Promise<void> } | null = null;
  const front: Server<undefined> = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    async fetch(request) {
      const body = await request.text();
      const parsed = JSON.parse(body) as { stream?: boolean; model: string };
      if (held && parsed.stream) {
        const { first, rest, released } = held;
        held = null;
        server.requests.push({
          path: new URL(request.url).pathname,
          headers: Object.fromEntries(request.headers),
          body: parsed as never,
        });
        const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
          `data: ${JSON.stringify({ id: "held", object: "chat.completion.chunk", created: 0, model: parsed.model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
        const encoder = new TextEncoder();
        return new Response(
          new ReadableStream({
            async start(controller) {
              controller.enqueue(encoder.encode(chunk({ role: "assistant", content: first })));
              await released;
              controller.enqueue(encoder.encode(chunk({ content: rest })));
              controller.enqueue(encoder.encode(chunk({}, "stop")));
              controller.enqueue(encoder.encode("data: [DONE]\n\n"));
              controller.close();
            },
          }),
          { headers: { "content-type": "text/event-stream" } },
        );
      }
      const path = new URL(request.url).pathname;
      return fetch(`${server.url.replace(/\/v1$/, "")}${path}`, {
        method: request.method,
        headers: request.headers,
        body,
      });
    },
  });
  return {
    server,
    apiKey: API_KEY,
    url: `http://127.0.0.1:${front.port}/v1`,
    holdNextStream(first, rest) {
      const { promise: released, resolve: release } = Promise.withResolvers<void>();
      held = { first, rest, released };
      return { release: () => release() };
    },
    async stop() {
      await front.stop(true);
      await server.stop();
    },
  };
}

for (const shape of ["all", "distributed"] as Shape[]) {
  describe(`e2e (${shape}): conversations on the OpenAI-compatible adapter`, () => {
    let model: ReturnType<typeof startModel>;
    let platform: RunningPlatform;
    beforeAll(async () => {
      model = startModel();
      platform = await boot(shape, {
        LLM_BASE_URL: model.url,
        LLM_API_KEY: API_KEY,
        LLM_MAX_RETRIES: "1",
        LLM_TIMEOUT_MS: "10000",
      });
    }, 60000);
    afterAll(async () => {
      await platform.stop();
      await model.stop();
    }, 30000);
    conversationsProviderSuite(
      () => platform,
      () => model,
    );
  });
}
