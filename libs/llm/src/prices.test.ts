import { describe, expect, test } from "bun:test";
import { ConfigError, loadSlice } from "@cx/config";
import { llmConfig } from "./config.ts";
import { createLanguageModel } from "./create-language-model.ts";
import { costUsd, DEFAULT_PRICES, priceTable } from "./prices.ts";
import { resolveLlmSettings } from "./settings.ts";

describe("price table", () => {
  test("prices every model id of the agent configuration", () => {
    expect(Object.keys(DEFAULT_PRICES).sort()).toEqual([
      "vendor-a-5",
      "vendor-a-5-mini",
      "vendor-b-v4-flash",
      "vendor-c-haiku-4-5",
      "vendor-c-sonnet-4-5",
      "vendor-d-2.5-flash",
    ]);
  });

  test("cost is tokens × price per million, exactly", () => {
    const prices = priceTable();
    // 1234 × 0.25 + 567 × 2 = 1442.5 micro-dollars.
    expect(costUsd(prices, "vendor-a-5-mini", { inputTokens: 1234, outputTokens: 567 })).toBe(0.0014425);
    // 1 × 3 + 1 × 15 = 18 micro-dollars.
    expect(costUsd(prices, "vendor-c-sonnet-4-5", { inputTokens: 1, outputTokens: 1 })).toBe(0.000018);
    // 0.1 and 0.2 do not add up exactly in binary; the cost still does.
    expect(costUsd({ m: { input: 0.1, output: 0.2 } }, "m", { inputTokens: 1_000_000, outputTokens: 1_000_000 })).toBe(
      0.3,
    );
    expect(costUsd(prices, "vendor-b-v4-flash", { inputTokens: 0, outputTokens: 0 })).toBe(0);
  });

  test("a model without a price costs nothing", () => {
    expect(costUsd(priceTable(), "unknown-model", { inputTokens: 1000, outputTokens: 1000 })).toBe(0);
  });

  test("LLM_PRICES overrides and adds", () => {
    const settings = resolveLlmSettings(
      loadSlice(llmConfig, {
        LLM_PRICES: JSON.stringify({
          "vendor-a-5": { input: 2, output: 4 },
          "house-model": { input: 0.5, output: 1.5 },
        }),
      }),
    );
    expect(settings.prices["vendor-a-5"]).toEqual({ input: 2, output: 4 });
    expect(settings.prices["house-model"]).toEqual({ input: 0.5, output: 1.5 });
    expect(settings.prices["vendor-a-5-mini"]).toEqual(DEFAULT_PRICES["vendor-a-5-mini"]!);
    expect(costUsd(settings.prices, "house-model", { inputTokens: 2000, outputTokens: 1000 })).toBe(0.0025);
  });

  test("the local engine is priced from the same table", async () => {
    const model = createLanguageModel(
      loadSlice(llmConfig, { LLM_PRICES: JSON.stringify({ "vendor-a-5": { input: 10, output: 30 } }) }),
    );
    const result = await model.chat({
      model: "vendor-a-5",
      messages: [{ role: "user", content: "Hello there" }],
      task: { kind: "reply" },
    });
    const { inputTokens, outputTokens } = result.usage;
    expect(result.costUsd).toBe(Number(((inputTokens * 10 + outputTokens * 30) / 1_000_000).toFixed(12)));
    expect(result.costUsd).toBeGreaterThan(0);
  });
});

describe("settings", () => {
  test("malformed JSON settings stop start-up naming the variable", () => {
    const attempt = () =>
      resolveLlmSettings(
        loadSlice(llmConfig, { LLM_MODEL_MAP: "{not json", LLM_RATE_LIMITS: JSON.stringify({ m: { requests: 0 } }) }),
      );
    expect(attempt).toThrow(ConfigError);
    try {
      attempt();
    } catch (error) {
      expect((error as ConfigError).problems.join("\n")).toContain("LLM_MODEL_MAP is invalid");
      expect((error as ConfigError).problems.join("\n")).toContain("LLM_RATE_LIMITS is invalid");
    }
  });

  test("defaults, and rate limits per minute unless a window is given", () => {
    const settings = resolveLlmSettings(
      loadSlice(llmConfig, {
        LLM_RATE_LIMITS: JSON.stringify({ a: { requests: 5 }, b: { requests: 2, per_seconds: 1 } }),
      }),
    );
    expect(settings.baseUrl).toBeUndefined();
    expect(settings.defaultModel).toBe("vendor-a-5-mini");
    expect(settings.embeddingsModel).toBe("text-embedding-3-small");
    expect(settings.rateLimits).toEqual({ a: { requests: 5, perSeconds: 60 }, b: { requests: 2, perSeconds: 1 } });
  });

  test("the API key is a secret setting", () => {
    expect(llmConfig.llmApiKey.secret).toBe(true);
  });
});
