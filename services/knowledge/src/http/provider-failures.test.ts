import { afterAll, afterEach, beforeAll, describe, expect, it } from "bun:test";
import { OpenAiTestServer } from "@cx/llm/testing";
import { type KnowledgeHarness, startKnowledge } from "../testing/knowledge.ts";

const KEY = "sk-provider-key-never-shown-91c2";

/** Extensions part 0: a dependency that fails, a model or embeddings provider included, is 503. */
describe("an embeddings provider that fails", () => {
  let provider: OpenAiTestServer;
  let k: KnowledgeHarness | undefined;
  beforeAll(() => {
    provider = OpenAiTestServer.start();
  });
  afterEach(async () => {
    await k?.stop();
    k = undefined;
    provider.reset();
  });
  afterAll(() => provider.stop());

  const search = async () => {
    const answer = await k!.call("POST", "/search", { body: { query: "refunds" } });
    expect(JSON.stringify(answer.json)).not.toContain(KEY);
    return [answer.status, answer.json.error?.code, answer.json.error?.details];
  };

  it("answers a search 503 unavailable when the provider is down after its retries", async () => {
    k = await startKnowledge({ env: { LLM_BASE_URL: provider.url, LLM_API_KEY: KEY, LLM_MAX_RETRIES: "1" } });
    provider.enqueue(
      { kind: "status", status: 500, retryAfterMs: 1 },
      { kind: "status", status: 502, retryAfterMs: 1, message: `upstream said Bearer ${KEY}` },
    );
    expect(await search()).toEqual([503, "unavailable", { dependency: "embeddings" }]);
    expect(provider.requests).toHaveLength(2);
  });

  it("answers a search 503 unavailable when the provider refuses the settings", async () => {
    const chatOnly = OpenAiTestServer.start({ embeddings: false });
    try {
      k = await startKnowledge({ env: { LLM_BASE_URL: chatOnly.url, LLM_API_KEY: KEY } });
      expect(await search()).toEqual([503, "unavailable", { dependency: "embeddings" }]);
    } finally {
      await chatOnly.stop();
    }
  });
});
