/**
 * The worker side of `model-thread.ts`: the test server, scripted by messages, behind a gate that
 * can hold every request until it is opened.
 */
import { OpenAiTestServer, type ScriptedAnswer } from "@cx/llm/testing";

declare const self: Worker;

export type ModelThreadRequest =
  | { id: number; kind: "enqueue"; answers: ScriptedAnswer[] }
  | { id: number; kind: "hold" }
  | { id: number; kind: "release" }
  | { id: number; kind: "reset" }
  | { id: number; kind: "stop" };

const server = OpenAiTestServer.start({ embeddings: false });
const upstream = new URL(server.url).origin;
let open = () => {};
let opened = Promise.resolve();
const gate = Bun.serve({
  hostname: "127.0.0.1",
  port: 0,
  async fetch(request) {
    await opened;
    const url = new URL(request.url);
    return fetch(`${upstream}${url.pathname}${url.search}`, {
      method: request.method,
      headers: request.headers,
      body: await request.arrayBuffer(),
    });
  },
});

self.onmessage = async (event: MessageEvent<ModelThreadRequest>) => {
  const request = event.data;
  if (request.kind === "enqueue") server.enqueue(...request.answers);
  else if (request.kind === "hold") opened = new Promise((resolve) => (open = resolve));
  else if (request.kind === "release") open();
  else if (request.kind === "reset") server.reset();
  else {
    open();
    await gate.stop(true);
    await server.stop();
  }
  self.postMessage({ id: request.id });
};
self.postMessage({ url: `http://127.0.0.1:${gate.port}/v1` });
