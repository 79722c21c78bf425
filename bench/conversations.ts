/**
 * Conversations, measured in one run: `bun bench/conversations.ts`.
 *
 * 1. A message round trip (user turn, agent reply, recorded) through the gateway in the
 *    all-in-one shape on the local engine, against the agent runtime called directly with the
 *    same config and the same growing history: what HTTP, the gateway, the turn lease and the
 *    store add per message, as p50/p99 ratios.
 * 2. Analysis throughput (conversations analysed per second) with one `conversations-worker`
 *    process and with two, over RabbitMQ, on the local engine. The embedded store belongs to one
 *    process, so each worker runs on its own copy of the same seeded data directory (with
 *    MongoDB they would share one); every job is delivered to one of them, which analyses it.
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createAgentRuntime } from "@cx/agent-runtime";
import { createRabbitBus } from "@cx/bus";
import { type HistoryEntry, Topics } from "@cx/contracts";
import { conversationsRepository, endedConversation } from "@cx/conversations/testing";
import { createLocalLanguageModel, DEFAULT_PRICES } from "@cx/llm";
import { createLogger } from "@cx/logger";
import { SERVICES } from "@cx/route-table";
import { createDocumentStore } from "@cx/store";
import pTimeout from "p-timeout";
import { signUp } from "../tests/harness/accounts.ts";
import { distributedEnvironment, LOCAL_AMQP_URL, processGroup } from "../tests/harness/boot-distributed.ts";
import { bootAllInOne } from "../tests/harness/index.ts";
import { formatTable, type Measurement, measure } from "./lib/measure.ts";
import { SUPPORT_AGENT_CONFIG, SUPPORT_USER_LINES } from "./lib/support-agent.ts";

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 600);
const TURNS_PER_CONVERSATION = 10;
const ANALYSES = Number(process.env.BENCH_ANALYSES ?? 600);

const config = SUPPORT_AGENT_CONFIG;
const userLines = SUPPORT_USER_LINES;

// 1. Message round trip.
const platform = await bootAllInOne();
const rows: Measurement[] = [];
try {
  const account = await signUp(platform.baseUrl);
  const ws = `/api/v1/workspaces/${account.workspaceId}`;
  const agent = await account.api.request("POST", `${ws}/agents`, { name: "Bench bot", config });
  if (agent.status !== 201) throw new Error(`agent: ${agent.status}`);
  const headers = { cookie: account.api.sessionCookie!, "x-cx-request": "1", "content-type": "application/json" };
  let conversationId = "";
  let sent = 0;
  const startOne = async () => {
    for (;;) {
      const started = await account.api.request("POST", `${ws}/agents/${agent.json.id}/conversations`, {
        dynamic_variables: { customer: "Ana" },
      });
      if (started.status === 201) return started.json.id as string;
      await Bun.sleep(20);
    }
  };
  rows.push(
    await measure(
      "message through the gateway (all-in-one)",
      async () => {
        if (sent % TURNS_PER_CONVERSATION === 0) conversationId = await startOne();
        const text = userLines[sent % userLines.length]!;
        sent++;
        const response = await fetch(`${platform.baseUrl}${ws}/conversations/${conversationId}/messages`, {
          method: "POST",
          headers,
          body: JSON.stringify({ text }),
        });
        if (response.status !== 200) throw new Error(`message: ${response.status} ${await response.text()}`);
        await response.arrayBuffer();
      },
      { requests: MESSAGES, concurrency: 1, warmup: 50 },
    ),
  );
} finally {
  await platform.stop();
}

const model = createLocalLanguageModel({ defaultModel: "vendor-a-5-mini", prices: DEFAULT_PRICES });
const runtime = createAgentRuntime({
  model,
  tools: { tools: async () => new Map() },
  executor: { execute: async () => ({ kind: "client" }) },
  knowledge: { documents: async () => new Map(), search: async () => [] },
});
let history: HistoryEntry[] = [];
let replies = 0;
rows.push(
  await measure(
    "agent runtime called directly",
    async () => {
      if (replies % TURNS_PER_CONVERSATION === 0) history = [{ role: "agent", message: "Hello Ana, how can I help?" }];
      history.push({ role: "user", message: userLines[replies % userLines.length]! });
      replies++;
      const outcome = await runtime.reply({
        config,
        history,
        dynamicVariables: { customer: "Ana" },
        system: { conversationId: "conv_bench", agentId: "agt_bench", now: new Date() },
      });
      history.push(...outcome.history);
    },
    { requests: MESSAGES, concurrency: 1, warmup: 50 },
  ),
);
console.log(formatTable(rows));
const [viaGateway, direct] = rows as [Measurement, Measurement];
console.log(
  `\nratios gateway / direct runtime: p50 ${(viaGateway.p50Ms / direct.p50Ms).toFixed(2)}x, p99 ${(viaGateway.p99Ms / direct.p99Ms).toFixed(2)}x; ` +
    `overhead per message at p50 ${(viaGateway.p50Ms - direct.p50Ms).toFixed(2)} ms`,
);

// 2. Analysis throughput with one and two worker processes.
const WS = "ws_bench_analysis";
const transcript = [
  { role: "agent" as const, seq: 0, text: "Hello Ana, how can I help?" },
  ...userLines.flatMap((text, i) => [
    { role: "user" as const, seq: 1 + 2 * i, text },
    { role: "agent" as const, seq: 2 + 2 * i, text: "Orders ship within two working days; returns are free." },
  ]),
];

async function analysisThroughput(workers: number): Promise<{ workers: number; seconds: number; perSecond: number }> {
  const seedDir = mkdtempSync(join(tmpdir(), "cx-bench-analysis-"));
  const dirs = [seedDir];
  const seeding = createDocumentStore({ dataDir: seedDir });
  const repository = await conversationsRepository(seeding.database(SERVICES.conversations.name));
  const ids: string[] = [];
  const queuedAt = new Date().toISOString();
  for (let i = 0; i < ANALYSES; i++) {
    const record = endedConversation({ workspaceId: WS, config, transcript, queuedAt });
    await repository.insert(record);
    ids.push(record._id);
  }
  await seeding.close();
  for (let i = 1; i < workers; i++) {
    const copy = mkdtempSync(join(tmpdir(), "cx-bench-analysis-"));
    cpSync(seedDir, copy, { recursive: true });
    dirs.push(copy);
  }
  const shared = distributedEnvironment({
    // Only the published jobs: no sweeper re-queues a copy's job that the other worker took.
    CONVERSATIONS_PENDING_REQUEUE_MS: "3600000",
    CONVERSATIONS_SWEEP_INTERVAL_MS: "3600000",
  });
  const group = processGroup(shared);
  const bus = await createRabbitBus({
    url: LOCAL_AMQP_URL,
    exchange: shared.AMQP_EXCHANGE!,
    queueExpiresMs: 60000,
    logger: createLogger("bench", { level: "silent" }),
  });
  const done = new Set<string>();
  let finished: () => void = () => undefined;
  const allDone = new Promise<void>((resolve) => {
    finished = resolve;
  });
  await bus.subscribe({ group: "bench-analysis", topics: [Topics.CONVERSATIONS_ANALYSIS_COMPLETED] }, async (m) => {
    done.add((m.payload as { conversation_id: string }).conversation_id);
    if (done.size === ANALYSES) finished();
  });
  try {
    await Promise.all(dirs.map((dir) => group.start(SERVICES.conversations.workerTarget, { DATA_DIR: dir })));
    const started = performance.now();
    await Promise.all(
      ids.map((id) =>
        bus.publish(Topics.CONVERSATIONS_ANALYSIS_REQUESTED, {
          workspace_id: WS,
          conversation_id: id,
          version_id: "ver_bench",
          trigger: "ended",
          occurred_at: queuedAt,
        }),
      ),
    );
    // A timer left running after the analyses finish would hold the process open for its whole length.
    await pTimeout(allDone, {
      milliseconds: 300_000,
      fallback: () => {
        throw new Error(`only ${done.size} of ${ANALYSES} analyses finished`);
      },
    });
    const seconds = (performance.now() - started) / 1000;
    return { workers, seconds, perSecond: ANALYSES / seconds };
  } finally {
    await bus.close();
    await group.stop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }
}

const one = await analysisThroughput(1);
const two = await analysisThroughput(2);
console.log(`\n| worker processes | conversations | seconds | analysed/s |\n|---|---|---|---|`);
for (const r of [one, two])
  console.log(`| ${r.workers} | ${ANALYSES} | ${r.seconds.toFixed(2)} | ${r.perSecond.toFixed(1)} |`);
console.log(`\nratio two workers / one: ${(two.perSecond / one.perSecond).toFixed(2)}x`);
