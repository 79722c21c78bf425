import { afterAll } from "bun:test";
import { loadSlice } from "@cx/config";
import { llmConfig } from "./config.ts";
import { createLanguageModel } from "./create-language-model.ts";
import { priceTable } from "./prices.ts";
import { describeLanguageModelContract, OpenAiTestServer } from "./testing/index.ts";

const server = OpenAiTestServer.start();
afterAll(() => server.stop());

describeLanguageModelContract("local engine", async () => ({
  model: createLanguageModel(loadSlice(llmConfig, {})),
  prices: priceTable(),
  defaultModel: "vendor-a-5-mini",
}));

describeLanguageModelContract("OpenAI-compatible adapter", async () => {
  server.reset();
  return {
    model: createLanguageModel(loadSlice(llmConfig, { LLM_BASE_URL: server.url, LLM_API_KEY: "sk-contract" })),
    prices: priceTable(),
    defaultModel: "vendor-a-5-mini",
  };
});
