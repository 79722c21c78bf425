import { afterAll, afterEach, beforeAll, describe, expect, it } from "bun:test";
import { OpenAiTestServer } from "@cx/llm/testing";
import { type KnowledgeHarness, startKnowledge } from "../testing/knowledge.ts";

const CHAT_KEY = "sk-chat-key-never-shown-3f9a";
const EMBEDDINGS_KEY = "sk-embeddings-key-4b2e";
const text = "Refunds take five days. Orders ship from the warehouse within a day.";

/** The embeddings of indexing come from their own provider, which may not be the chat's. */
describe("indexing with an OpenAI-compatible chat server that serves no embeddings", () => {
  let chatOnly: OpenAiTestServer;
  let embeddings: OpenAiTestServer;
  let k: KnowledgeHarness | undefined;
  beforeAll(() => {
    chatOnly = OpenAiTestServer.start({ embeddings: false });
    embeddings = OpenAiTestServer.start();
  });
  afterEach(async () => {
    await k?.stop();
    k = undefined;
    chatOnly.reset();
    embeddings.reset();
  });
  afterAll(async () => {
    await chatOnly.stop();
    await embeddings.stop();
  });

  const chat = () => ({ LLM_BASE_URL: chatOnly.url, LLM_API_KEY: CHAT_KEY, LLM_MAX_RETRIES: "2" });

  it("indexes to ready with the local embedder when LLM_EMBEDDINGS_BASE_URL is local", async () => {
    k = await startKnowledge({ env: { ...chat(), LLM_EMBEDDINGS_BASE_URL: "local" } });
    const created = await k.call("POST", "/text", { body: { name: "Local", text } });
    const ready = await k.waitForStatus(created.json.id, ["ready", "failed"]);
    expect([ready.status, ready.error]).toEqual(["ready", null]);
    expect(chatOnly.requests).toHaveLength(0);
    const found = await k.call("POST", "/search", { body: { query: "refunds" } });
    expect([found.status, found.json.items[0]?.document_id]).toEqual([200, created.json.id]);
  });

  it("asks a separate embeddings server, with its own key", async () => {
    k = await startKnowledge({
      env: {
        ...chat(),
        LLM_EMBEDDINGS_BASE_URL: embeddings.url,
        LLM_EMBEDDINGS_API_KEY: EMBEDDINGS_KEY,
        LLM_EMBEDDINGS_MODEL: "embed-small",
      },
    });
    const created = await k.call("POST", "/text", { body: { name: "Remote", text } });
    const ready = await k.waitForStatus(created.json.id, ["ready", "failed"]);
    expect([ready.status, ready.error]).toEqual(["ready", null]);
    expect(chatOnly.requests).toHaveLength(0);
    expect(embeddings.requests.length).toBeGreaterThan(0);
    for (const request of embeddings.requests) {
      expect([request.path, request.headers.authorization, request.body.model]).toEqual([
        "/v1/embeddings",
        `Bearer ${EMBEDDINGS_KEY}`,
        "embed-small",
      ]);
    }
  });

  it("fails the document after one request when the endpoint answers 404, naming endpoint, model and setting", async () => {
    k = await startKnowledge({ env: { ...chat(), LLM_EMBEDDINGS_MODEL: "embed-small" } });
    const created = await k.call("POST", "/text", { body: { name: "Refused", text } });
    const failed = await k.waitForStatus(created.json.id, ["ready", "failed"]);
    expect(failed.status).toBe("failed");
    expect(failed.error).toStartWith(
      `embeddings_refused: The embeddings endpoint ${chatOnly.url}/embeddings answered 404`,
    );
    expect(failed.error).toContain("model embed-small");
    expect(failed.error).toContain("LLM_EMBEDDINGS_BASE_URL");
    expect(failed.error).not.toContain(CHAT_KEY);
    // No retry of the client and no redelivery of the job: one request in all.
    await k.waitForMessage("knowledge.document.indexed", created.json.id);
    expect(chatOnly.requests.map((r) => r.path)).toEqual(["/v1/embeddings"]);
    expect((await k.call("GET", `/${created.json.id}`)).json.status).toBe("failed");
  });
});
