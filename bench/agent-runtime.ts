/**
 * The agent runtime's own overhead per reply, measured in one run: `bun bench/agent-runtime.ts`.
 *
 * Each case runs the same model calls twice: bare (requests built beforehand, `model.chat`
 * called directly) and through `createAgentRuntime(...).reply` (variables, whole-document
 * knowledge, tool offer, the tool loop with an executor, events and accounting). The ratio is
 * runtime / bare at p50; the overhead column is their difference per reply.
 */
import { createAgentRuntime, type KnowledgeSource, type ToolCatalog, type ToolExecutor } from "@cx/agent-runtime";
import type { AgentConfig, HistoryEntry } from "@cx/contracts";
import { type ChatRequest, createLocalLanguageModel, DEFAULT_PRICES, type LanguageModel } from "@cx/llm";
import { measure } from "./lib/measure.ts";

const REQUESTS = 20_000;
const WARMUP = 2_000;

/** The deterministic local engine, the model every feature runs on without a provider. */
const model: LanguageModel = createLocalLanguageModel({ defaultModel: "vendor-a-5-mini", prices: DEFAULT_PRICES });

const lookup = {
  id: "tool_lookup",
  name: "lookup_order",
  description: "Looks an order up by its id.",
  type: "webhook" as const,
  parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
};
const catalog: ToolCatalog = { tools: async () => new Map([[lookup.id, lookup]]) };
const executor: ToolExecutor = {
  execute: async () => ({
    kind: "result",
    result: '{"status":"shipped","eta":"tomorrow"}',
    isError: false,
    latencyMs: 0,
  }),
};
const documentText = "Orders ship within two working days. Returns are accepted for 30 days. ".repeat(40);
const knowledge: KnowledgeSource = {
  documents: async (ids) => new Map(ids.map((id) => [id, { id, name: "Shipping policy", text: documentText }])),
  search: async () => [],
};
const runtime = createAgentRuntime({ model, tools: catalog, executor, knowledge });

const config: AgentConfig = {
  agent: {
    language: "en",
    prompt: {
      prompt: "You are the support agent of {{shop}}. The customer is {{customer_name}}. Now: {{system__time_utc}}.",
      llm: "vendor-a-5-mini",
      tool_ids: [lookup.id],
      built_in_tools: { end_call: {} },
      knowledge_base: [{ id: "kdoc_policy", usage_mode: "prompt" }],
    },
  },
};
const dynamicVariables = { shop: "Toko Bench", customer_name: "Ana" };
const system = { conversationId: "conv_bench", agentId: "agt_bench", now: new Date("2026-11-22T10:00:00.000Z") };
const textHistory: HistoryEntry[] = [
  { role: "agent", message: "Hello, how can I help?" },
  { role: "user", message: "When do orders usually ship?" },
];
const toolHistory: HistoryEntry[] = [
  { role: "agent", message: "Hello, how can I help?" },
  { role: "user", message: "Please use lookup_order for my order 7." },
];

/** The requests the runtime sends for `history`, captured once, so the bare case replays them. */
async function capturedRequests(history: HistoryEntry[]): Promise<ChatRequest[]> {
  const requests: ChatRequest[] = [];
  const recording: LanguageModel = {
    chat: async (r) => {
      requests.push(structuredClone(r));
      return model.chat(r);
    },
    stream: (r) => model.stream(r),
  };
  const outcome = await createAgentRuntime({ model: recording, tools: catalog, executor, knowledge }).reply({
    config,
    history,
    dynamicVariables,
    system,
  });
  if (outcome.status !== "replied" || outcome.text === "")
    throw new Error(`the bench reply did not complete: ${outcome.status}`);
  return requests;
}

const rows: string[] = [
  "| case | model calls | bare p50 µs | runtime p50 µs | overhead µs | ratio |",
  "|---|---|---|---|---|---|",
];
for (const [name, history] of [
  ["text reply", textHistory],
  ["reply with one tool step", toolHistory],
] as const) {
  const requests = await capturedRequests(history);
  const bare = await measure(
    `${name} (bare)`,
    async () => {
      for (const r of requests) await model.chat(r);
    },
    { requests: REQUESTS, concurrency: 1, warmup: WARMUP },
  );
  const viaRuntime = await measure(
    `${name} (runtime)`,
    async () => {
      const outcome = await runtime.reply({ config, history, dynamicVariables, system });
      if (outcome.status !== "replied") throw new Error(outcome.status);
    },
    { requests: REQUESTS, concurrency: 1, warmup: WARMUP },
  );
  const us = (ms: number) => (ms * 1000).toFixed(1);
  rows.push(
    `| ${name} | ${requests.length} | ${us(bare.p50Ms)} | ${us(viaRuntime.p50Ms)} | ${us(viaRuntime.p50Ms - bare.p50Ms)} | ${(viaRuntime.p50Ms / bare.p50Ms).toFixed(2)} |`,
  );
}
console.log(rows.join("\n"));
