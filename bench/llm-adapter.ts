/**
 * The OpenAI-compatible adapter's own cost: `bun bench/llm-adapter.ts`.
 *
 * The same Chat Completions request (a system prompt, a short history, one tool) sent to the
 * local test server by a bare `fetch` (JSON in, JSON parsed out; for streaming, the event
 * stream read to its end) and through the adapter (official client, message mapping, usage and
 * cost, span, its fetch wrapper). Both meet the same server in the same process, so the ratio is
 * the adapter's overhead per call.
 */
import { loadSlice } from "../libs/config/src/index.ts";
import { type ChatRequest, createLanguageModel, llmConfig } from "../libs/llm/src/index.ts";
import { toProviderRequest } from "../libs/llm/src/openai/messages.ts";
import { OpenAiTestServer } from "../libs/llm/src/testing/openai-test-server.ts";
import { formatTable, type Measurement, measure } from "./lib/measure.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const options = { requests: REQUESTS, concurrency: 8, warmup: 100 };

const server = OpenAiTestServer.start();
const model = createLanguageModel(loadSlice(llmConfig, { LLM_BASE_URL: server.url, LLM_API_KEY: "sk-bench" }));
const request: ChatRequest = {
  model: "vendor-a-5-mini",
  task: { kind: "reply" },
  messages: [
    { role: "system", content: "You are the assistant of Velo Bikes. Our shop opens at 9am on weekdays." },
    { role: "user", content: "Hi, I bought a bike last week." },
    { role: "assistant", content: "Hello! How can I help you today?" },
    { role: "user", content: "When does the shop open?" },
  ],
  tools: [
    {
      name: "lookup_order",
      description: "Finds an order by its number.",
      parameters: { type: "object", properties: { order_id: { type: "integer" } }, required: ["order_id"] },
    },
  ],
};
const headers = { "content-type": "application/json", authorization: "Bearer sk-bench" };
const body = JSON.stringify({ ...toProviderRequest(request, request.model), stream: false });
const streamBody = JSON.stringify({
  ...toProviderRequest(request, request.model),
  stream: true,
  stream_options: { include_usage: true },
});
const endpoint = `${server.url}/chat/completions`;

const directChat = async () => {
  const response = await fetch(endpoint, { method: "POST", headers, body });
  const answer = (await response.json()) as { choices: unknown[] };
  if (answer.choices.length !== 1) throw new Error("unexpected answer");
};
const directStream = async () => {
  const response = await fetch(endpoint, { method: "POST", headers, body: streamBody });
  if (!(await response.text()).includes("[DONE]")) throw new Error("unexpected stream");
};
const adapterChat = async () => {
  const result = await model.chat(request);
  if (!result.content) throw new Error("unexpected answer");
};
const adapterStream = async () => {
  let done = false;
  for await (const event of model.stream(request)) if (event.type === "done") done = true;
  if (!done) throw new Error("unexpected stream");
};

try {
  const rows: Measurement[] = [];
  rows.push(await measure("direct fetch, chat", directChat, options));
  rows.push(await measure("adapter, chat", adapterChat, options));
  rows.push(await measure("direct fetch, stream", directStream, options));
  rows.push(await measure("adapter, stream", adapterStream, options));
  console.log(formatTable(rows));
  const [chatDirect, chatAdapter, streamDirect, streamAdapter] = rows as [
    Measurement,
    Measurement,
    Measurement,
    Measurement,
  ];
  const ratios = (direct: Measurement, adapter: Measurement) =>
    `throughput ${(adapter.requestsPerSecond / direct.requestsPerSecond).toFixed(2)}x, ` +
    `p50 ${(adapter.p50Ms / direct.p50Ms).toFixed(2)}x, p99 ${(adapter.p99Ms / direct.p99Ms).toFixed(2)}x`;
  console.log(
    `\nratios adapter / direct fetch: chat ${ratios(chatDirect, chatAdapter)}; stream ${ratios(streamDirect, streamAdapter)}`,
  );
} finally {
  await server.stop();
}
