import { expect, test } from "bun:test";
import { loadSlice } from "@cx/config";
import { testSpanExporter } from "@cx/tracing";
import { llmConfig } from "./config.ts";
import { createLanguageModel } from "./create-language-model.ts";
import type { ChatRequest } from "./port.ts";

const request: ChatRequest = {
  model: "vendor-c-haiku-4-5",
  messages: [
    { role: "system", content: "You can return a bike within 30 days of purchase." },
    { role: "user", content: "Can I return my bike? My email is ada@example.com" },
  ],
  task: { kind: "reply" },
};

test("each call is one span with model, task, tokens and cost, and no conversation text", async () => {
  const exporter = testSpanExporter()!;
  exporter.reset();
  const result = await createLanguageModel(loadSlice(llmConfig, {})).chat(request);
  expect(result.content).toBe("You can return a bike within 30 days of purchase.");
  const span = exporter.getFinishedSpans().find((s) => s.name === "llm.chat")!;
  expect(span.attributes).toMatchObject({
    "gen_ai.request.model": "vendor-c-haiku-4-5",
    "llm.task": "reply",
    "gen_ai.usage.input_tokens": result.usage.inputTokens,
    "gen_ai.usage.output_tokens": result.usage.outputTokens,
    "llm.cost_usd": result.costUsd,
  });
  expect(JSON.stringify(span.attributes)).not.toContain("ada@example.com");
});

test("a stream its consumer leaves early still ends its span", async () => {
  const exporter = testSpanExporter()!;
  exporter.reset();
  for await (const event of createLanguageModel(loadSlice(llmConfig, {})).stream(request)) {
    expect(event.type).toBe("delta");
    break;
  }
  const spans = exporter.getFinishedSpans().filter((s) => s.name === "llm.chat");
  expect(spans).toHaveLength(1);
  expect(spans[0]!.attributes["llm.streaming"]).toBe(true);
});
