/**
 * Test runs on the bus, measured in one run: `bun bench/test-runs.ts`.
 *
 * 1,000 next-reply runs (100 tests × 10 repeats, one invocation) on the local engine, executed
 * by two workers competing for the jobs, `TEST_RUN_CONCURRENCY` (4) runs at a time each: once on
 * RabbitMQ, each worker on its own connection, and once on the in-process bus. Reported: runs per
 * second from the start of the invocation to its end, and the ratio RabbitMQ / in-process (the
 * goal: RabbitMQ within 2x). Both cases share one embedded store (MongoDB is what lets workers
 * run in separate processes; it is not available here), so the two RabbitMQ workers are two
 * connections of this process, as two worker processes would be.
 *
 * Live updates: a client follows the invocation's event stream; for each run, the time from its
 * `completed_at` to its terminal `run` event reaching the client, p50/p99. On RabbitMQ the
 * workers signal the stream only through the store (as a worker in another process does, found
 * by the stream's polling); on the in-process bus they wake it at once (same process).
 */
import { createInProcessBus, createRabbitBus, type MessageBus } from "../libs/bus/src/index.ts";
import { createLogger } from "../libs/logger/src/index.ts";
import { startRunHarness } from "../services/testing/src/testing/run-harness.ts";
import { serverSentEvents } from "../services/testing/src/testing/sse.ts";
import { bodies } from "../services/testing/src/testing/testing-service.ts";
import { percentile } from "./lib/measure.ts";

const TESTS = 100;
const REPEATS = 10;
const CONCURRENCY = 4;
const AMQP_URL = process.env.AMQP_URL ?? "amqp://guest:guest@127.0.0.1:5672";

interface Outcome {
  runs: number;
  /** How long starting the invocation (1,000 jobs on the bus) took to answer. */
  startSeconds: number;
  /** Runs whose completion the live client saw happen. */
  measured: number;
  seconds: number;
  runsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
}

async function measureCase(kind: "rabbitmq" | "in-process"): Promise<Outcome> {
  const logger = createLogger("bench", { level: "silent" });
  const exchange = `cx.bench.runs.${crypto.randomUUID().slice(0, 8)}`;
  const rabbit = () => createRabbitBus({ url: AMQP_URL, exchange, queueExpiresMs: 60_000, logger });
  const bus: MessageBus = kind === "rabbitmq" ? await rabbit() : createInProcessBus({ logger });
  const workerBuses = kind === "rabbitmq" ? [await rabbit(), await rabbit()] : [bus, bus];
  const h = await startRunHarness({
    bus,
    workerBuses,
    workersApart: process.env.APART === "1" || kind === "rabbitmq",
    runSettings: { concurrency: CONCURRENCY },
    clock: () => new Date(),
  });
  h.agent("agt_bench", { agent: { prompt: { prompt: "Orders ship within two days. Refunds take a week." } } });
  const ids: string[] = [];
  for (let i = 0; i < TESTS; i++) {
    const created = await h.alice.post(
      "/agent-tests",
      bodies.nextReply({
        name: `Shipping ${i}`,
        chat_history: [{ role: "user", message: `When do orders ship? (case ${i})` }],
        success_condition: "The agent says orders ship within two days",
      }),
    );
    ids.push(created.json.id);
  }

  const started = performance.now();
  const invocation = await h.invoke("agt_bench", ids, { repeat_count: REPEATS });
  const latencies: number[] = [];
  const startAnswered = (performance.now() - started) / 1000;
  const response = await h.alice.open(`/test-invocations/${invocation.id}/events`);
  // Runs that finished before the client was connected say nothing about live updates.
  const connectedAt = Date.now();
  let final: { counts: { passed: number; failed: number } } | null = null;
  for await (const event of serverSentEvents(response)) {
    const data = JSON.parse(event.data);
    if (event.event === "invocation") {
      final = data;
      break;
    }
    const terminal = data.status === "passed" || data.status === "failed";
    if (terminal && data.completed_at && Date.parse(data.completed_at) >= connectedAt) {
      latencies.push(Date.now() - Date.parse(data.completed_at));
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const runs = (final?.counts.passed ?? 0) + (final?.counts.failed ?? 0);
  if (runs !== TESTS * REPEATS) throw new Error(`${kind}: ${runs} runs finished, expected ${TESTS * REPEATS}`);
  await h.stop();
  if (kind === "rabbitmq") for (const b of workerBuses) await b.close();
  latencies.sort((a, b) => a - b);
  return {
    runs,
    startSeconds: startAnswered,
    measured: latencies.length,
    seconds,
    runsPerSecond: runs / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

const inProcess = await measureCase("in-process");
const rabbitmq = process.env.ONLY_IN === "1" ? inProcess : await measureCase("rabbitmq");
const row = (name: string, o: Outcome) =>
  `| ${name} | ${o.runs} | ${o.startSeconds.toFixed(2)} s | ${o.seconds.toFixed(1)} s | ${o.runsPerSecond.toFixed(1)} | ${o.measured} | ${o.p50Ms} ms | ${o.p99Ms} ms |`;
console.log("| Bus | Runs | Start answered | Wall time | Runs/s | Runs seen live | Completion → event p50 | p99 |");
console.log("|---|---|---|---|---|---|---|---|");
console.log(row("in-process (two workers, one process)", inProcess));
console.log(row("RabbitMQ (two worker connections)", rabbitmq));
const ratio = inProcess.runsPerSecond / rabbitmq.runsPerSecond;
console.log(
  `\nRabbitMQ takes ${ratio.toFixed(2)}x the in-process time per run (goal: within 2x): ${ratio <= 2 ? "met" : "not met"}.`,
);
