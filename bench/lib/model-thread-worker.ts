/** The worker side of `model-thread.ts`: the test server, scripted by messages. */
import { OpenAiTestServer, type ScriptedAnswer } from "@cx/llm/testing";

declare const self: Worker;

export type ModelThreadRequest =
  | { id: number; kind: "enqueue"; answers: ScriptedAnswer[] }
  | { id: number; kind: "reset" }
  | { id: number; kind: "stop" };

const server = OpenAiTestServer.start({ embeddings: false });
self.onmessage = async (event: MessageEvent<ModelThreadRequest>) => {
  const request = event.data;
  if (request.kind === "enqueue") server.enqueue(...request.answers);
  else if (request.kind === "reset") server.reset();
  else await server.stop();
  self.postMessage({ id: request.id });
};
self.postMessage({ url: server.url });
