import { afterAll, describe, expect, test } from "bun:test";
import { randomUUID } from "node:crypto";
import { type Cache, createCache } from "@cx/cache";
import { loadSlice } from "@cx/config";
import { llmConfig } from "./config.ts";
import { createLanguageModel } from "./create-language-model.ts";
import { type ChatRequest, LlmError } from "./port.ts";

const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

const ask = (model: string): ChatRequest => ({
  model,
  messages: [{ role: "user", content: "Hello" }],
  task: { kind: "reply" },
});

describe("rate limits shared by replicas through Redis", () => {
  const keyPrefix = `cx:test:${randomUUID()}:`;
  const caches: Cache[] = [];
  const replica = (env: Record<string, string>) => {
    const cache = createCache({ redisUrl: REDIS_URL, keyPrefix });
    caches.push(cache);
    return createLanguageModel(loadSlice(llmConfig, env), { cache });
  };
  afterAll(async () => {
    await caches[0]?.rateLimiter({ name: "llm:vendor-a-5", points: 3, windowSeconds: 2 }).reset("calls");
    await Promise.all(caches.map((c) => c.close()));
  });

  test("two replicas draw from one budget, and a call over it waits for its turn", async () => {
    const env = { LLM_RATE_LIMITS: JSON.stringify({ "vendor-a-5": { requests: 3, per_seconds: 2 } }) };
    const first = replica(env);
    const second = replica(env);
    await first.chat(ask("vendor-a-5"));
    await second.chat(ask("vendor-a-5"));
    await first.chat(ask("vendor-a-5"));

    // The second replica made one call of its own; the fourth of the shared budget must wait.
    let settled = false;
    const waiting = second.chat(ask("vendor-a-5")).finally(() => {
      settled = true;
    });
    await Bun.sleep(300);
    expect(settled).toBe(false);
    // Another model has no limit and is not held up.
    expect((await second.chat(ask("vendor-c-haiku-4-5"))).model).toBe("vendor-c-haiku-4-5");
    const result = await waiting;
    expect(result.model).toBe("vendor-a-5");
  });

  test("a call that cannot get a turn within its timeout fails with quota_exceeded", async () => {
    const env = {
      LLM_RATE_LIMITS: JSON.stringify({ "*": { requests: 1, per_seconds: 30 } }),
      LLM_TIMEOUT_MS: "200",
    };
    const first = replica(env);
    const second = replica(env);
    await first.chat(ask("vendor-d-2.5-flash"));
    const error = await second.chat(ask("vendor-d-2.5-flash")).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).code).toBe("quota_exceeded");
    await caches[0]!.rateLimiter({ name: "llm:vendor-d-2.5-flash", points: 1, windowSeconds: 30 }).reset("calls");
  });

  test("rate limits need a cache to share them through", () => {
    expect(() => createLanguageModel(loadSlice(llmConfig, { LLM_RATE_LIMITS: '{"*":{"requests":1}}' }))).toThrow(
      "LLM_RATE_LIMITS",
    );
  });
});
