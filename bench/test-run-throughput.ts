/**
 * How busy the test-run worker keeps the model, measured in one run: `bun bench/test-run-throughput.ts`.
 *
 * A local OpenAI-compatible server (the project's test server, over real HTTP) answers every chat
 * completion after a fixed 200 ms; the platform calls it through `LLM_BASE_URL`. 1,000 next-reply
 * runs (100 tests × 10 repeats, one invocation) at `TEST_RUN_CONCURRENCY` 8. The ideal time is
 * the model calls the server received × 200 ms ÷ the runs in flight (8 per worker process), and
 * the ratio is the measured time over it (goal: at most 1.15x):
 *
 * (a) the all-in-one process on the in-process bus, driven through the gateway;
 * (b) one `testing-worker` process on RabbitMQ (with Redis), the jobs waiting in its queue;
 * (c) two `testing-worker` processes competing for the same jobs, against (b) (goal: at most 0.6x).
 *
 * The measured window ends when the last run is seen ended (the invocation completed in (a), the
 * last `testing.run.completed` on the bus in (b) and (c)). It opens at the first model call in
 * (a), and once every worker process is ready in (b) and (c) (the first one up starts on the jobs
 * alone): the ideal counts the model calls made in the window. Two workers against one compare
 * the time per model call of their windows.
 * The embedded store belongs to one process, so in (b) and (c) the data directory seeded by the
 * `testing-http` process is copied for each worker (with MongoDB they would share one, as
 * `bench/conversations.ts` does for analysis workers): every job reaches one worker, which finds
 * its run pending in its own copy, claims and executes it.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { OpenAiTestServer } from "@cx/llm/testing";
import { signUp } from "../tests/harness/accounts.ts";
import { distributedEnvironment, processGroup } from "../tests/harness/boot-distributed.ts";
import { recordTopic } from "../tests/harness/topic-recorder.ts";
import { adminRequests } from "../tests/harness/worker-processes.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";
import { cpuSeconds, startPlatformProcess } from "./lib/processes.ts";

const TESTS = Number(process.env.BENCH_TESTS ?? 100);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 10);
const RUNS = TESTS * REPEATS;
const CONCURRENCY = 8;
const MODEL_DELAY_MS = 200;
const RUN_TIMEOUT_MS = 600_000;
const AGENT_CONFIG = { agent: { prompt: { prompt: "Orders ship within two days. Refunds take a week." } } };
const testBody = (i: number) => ({
  type: "next_reply",
  name: `Shipping ${i}`,
  chat_history: [{ role: "user", message: `When do orders ship? (case ${i})` }],
  success_condition: "The agent says orders ship within two days",
});
const PLATFORM_ENV = {
  TEST_RUN_CONCURRENCY: String(CONCURRENCY),
  LLM_MAX_RETRIES: "0",
};

interface Outcome {
  name: string;
  workers: number;
  /** Every model call of the invocation, and those made in the measured window. */
  modelCalls: number;
  windowCalls: number;
  seconds: number;
  idealSeconds: number;
  ratio: number;
  /** CPU the platform's processes used in the window, and this process (the model server, mostly). */
  platformCpuSeconds: number;
  benchCpuSeconds: number;
  /** The machine's one-minute load average at the end: other work competing for the cores. */
  loadAverage: number;
}

/** CPU time of processes, and of this one, from a starting point: where the window's time went. */
function cpuSince(pids: number[]) {
  const platform = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const bench = () => {
    const usage = process.cpuUsage();
    return (usage.user + usage.system) / 1e6;
  };
  const [platform0, bench0] = [platform(), bench()];
  return () => ({ platformCpuSeconds: platform() - platform0, benchCpuSeconds: bench() - bench0 });
}

/** The test server answering every chat completion after `MODEL_DELAY_MS`, and when its first call came. */
function slowModel() {
  const server = OpenAiTestServer.start({ embeddings: false });
  // Each call takes the next scripted answer: a delay, then the server's deterministic answer.
  server.enqueue(...Array.from({ length: RUNS * 10 }, () => ({ kind: "slow" as const, delayMs: MODEL_DELAY_MS })));
  let firstCallAt = 0;
  const watch = setInterval(() => {
    if (firstCallAt === 0 && server.requests.length > 0) firstCallAt = performance.now();
  }, 2);
  const chatCalls = () => server.requests.filter((r) => r.path === "/v1/chat/completions").length;
  return {
    server,
    chatCalls,
    firstCallAt: () => firstCallAt,
    async stop() {
      clearInterval(watch);
      await server.stop();
    },
  };
}

function outcome(
  name: string,
  workers: number,
  modelCalls: number,
  windowCalls: number,
  seconds: number,
  cpu: Pick<Outcome, "platformCpuSeconds" | "benchCpuSeconds">,
): Outcome {
  const idealSeconds = (windowCalls * MODEL_DELAY_MS) / 1000 / (CONCURRENCY * workers);
  return {
    name,
    workers,
    modelCalls,
    windowCalls,
    seconds,
    idealSeconds,
    ratio: seconds / idealSeconds,
    loadAverage: Number(readFileSync("/proc/loadavg", "utf8").split(" ")[0]),
    ...cpu,
  };
}

/** (a) The all-in-one process, in-process bus, driven through the gateway as a user would. */
async function allInOne(): Promise<Outcome> {
  const model = slowModel();
  const platform = await startPlatformProcess("all", {
    ...PLATFORM_ENV,
    DATA_DIR: "memory",
    LLM_BASE_URL: model.server.url,
  });
  try {
    const account = await signUp(platform.url);
    const ws = `/api/v1/workspaces/${account.workspaceId}`;
    const agent = await account.api.request("POST", `${ws}/agents`, { name: "Bench bot", config: AGENT_CONFIG });
    if (agent.status !== 201) throw new Error(`agent: ${agent.status} ${agent.text}`);
    const ids: string[] = [];
    for (let i = 0; i < TESTS; i++) {
      const created = await account.api.request("POST", `${ws}/agent-tests`, testBody(i));
      if (created.status !== 201) throw new Error(`test: ${created.status} ${created.text}`);
      ids.push(created.json.id);
    }
    const cpu = cpuSince([platform.pid]);
    const started = await account.api.request("POST", `${ws}/agents/${agent.json.id}/test-invocations`, {
      test_ids: ids,
      repeat_count: REPEATS,
    });
    if (started.status !== 201) throw new Error(`invocation: ${started.status} ${started.text}`);
    const deadline = Date.now() + RUN_TIMEOUT_MS;
    for (;;) {
      const invocation = await account.api.request("GET", `${ws}/test-invocations/${started.json.id}`);
      if (invocation.json.status !== "running") {
        const { passed, failed } = invocation.json.counts;
        if (passed + failed !== RUNS) throw new Error(`all-in-one: ${JSON.stringify(invocation.json.counts)}`);
        break;
      }
      if (Date.now() > deadline) throw new Error(`all-in-one: still running ${JSON.stringify(invocation.json.counts)}`);
      // Seldom: the client's own requests would take the CPU the runs need.
      await Bun.sleep(200);
    }
    const seconds = (performance.now() - model.firstCallAt()) / 1000;
    const calls = model.chatCalls();
    return outcome("(a) all-in-one, in-process bus", 1, calls, calls, seconds, cpu());
  } finally {
    await platform.stop();
    await model.stop();
  }
}

/**
 * (b), (c) `workers` testing-worker processes on RabbitMQ. The invocation is started by a
 * `testing-http` process on a seeded directory (the agents service answers which version to
 * test), which then stops; each worker starts on its own copy of that directory.
 */
async function workerProcesses(workers: number): Promise<Outcome> {
  const model = slowModel();
  const directories: string[] = [];
  const directory = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    directories.push(dir);
    return dir;
  };
  const shared = distributedEnvironment({
    ...PLATFORM_ENV,
    AMQP_QUEUE_EXPIRES_MS: "120000",
    LLM_BASE_URL: model.server.url,
    // Sweepers stay out of the measured window: no run is left behind here.
    TEST_RUN_SWEEP_INTERVAL_MS: "600000",
  });
  const group = processGroup(shared);
  const completed = await recordTopic(shared, "bench-run-throughput", Topics.TESTING_RUN_COMPLETED);
  try {
    // A worker declares the run queue, so that the jobs published before any worker runs wait in it.
    const declare = await group.start("testing-worker", { DATA_DIR: directory("cx-bench-declare-") });
    declare.process.kill("SIGTERM");
    await declare.process.exited;

    const seeded = directory("cx-bench-testing-");
    const request = adminRequests(shared, "usr_bench_runs", "ws_bench_runs");
    await group.start("agents", { DATA_DIR: directory("cx-bench-agents-") }).then(async (agents) => {
      const agent = await request(agents.url, "POST", "/agents", { name: "Bench bot", config: AGENT_CONFIG });
      if (agent.status !== 201) throw new Error(`agent: ${agent.status}`);
      const api = await group.start("testing-http", { DATA_DIR: seeded });
      const ids: string[] = [];
      for (let i = 0; i < TESTS; i++) {
        const created = await request(api.url, "POST", "/agent-tests", testBody(i));
        if (created.status !== 201) throw new Error(`test: ${created.status}`);
        ids.push(created.json.id);
      }
      const started = await request(api.url, "POST", `/agents/${agent.json.id}/test-invocations`, {
        test_ids: ids,
        repeat_count: REPEATS,
      });
      if (started.status !== 201) throw new Error(`invocation: ${started.status}`);
      api.process.kill("SIGTERM");
      if ((await api.process.exited) !== 0) throw new Error("testing-http did not stop cleanly");
    });

    const copies = Array.from({ length: workers }, (_, i) => {
      if (i === 0) return seeded;
      const copy = directory("cx-bench-copy-");
      cpSync(seeded, copy, { recursive: true });
      return copy;
    });
    const started = await Promise.all(copies.map((dir) => group.start("testing-worker", { DATA_DIR: dir })));
    // The window opens once every worker consumes: the first one up starts on the jobs alone.
    const opened = performance.now();
    const callsBefore = model.chatCalls();
    const cpu = cpuSince(started.map((s) => s.process.pid));
    const ended = () => new Set(completed.messages.map((m) => (m.payload as { run_id: string }).run_id)).size;
    await waitUntil(() => ended() >= RUNS, `${RUNS} runs completed`, RUN_TIMEOUT_MS);
    const seconds = (performance.now() - opened) / 1000;
    const name =
      workers === 1 ? "(b) one testing-worker process, RabbitMQ" : `(c) ${workers} testing-worker processes, RabbitMQ`;
    const calls = model.chatCalls();
    return outcome(name, workers, calls, calls - callsBefore, seconds, cpu());
  } finally {
    await group.stop();
    await completed.close();
    await model.stop();
    for (const dir of directories) rmSync(dir, { recursive: true, force: true });
  }
}

const only = process.env.BENCH_CASE;
const a = !only || only === "a" ? await allInOne() : undefined;
const b = !only || only !== "a" ? await workerProcesses(1) : undefined;
const c = !only || only === "c" ? await workerProcesses(2) : undefined;

console.log(
  `${RUNS} next-reply runs, TEST_RUN_CONCURRENCY ${CONCURRENCY}, every model call answered after ${MODEL_DELAY_MS} ms\n`,
);
// A run slot's time not spent waiting for the model, per run: claiming, storing, the bus, HTTP.
console.log(
  "| Case | Model calls | Per run | Window | Ideal | Window / ideal | Slot time outside the model, per run | Platform CPU | Model server and client CPU | Load average |",
);
console.log("|---|---|---|---|---|---|---|---|---|---|");
for (const o of [a, b, c]) {
  if (!o) continue;
  const perRun = o.modelCalls / RUNS;
  const outside = ((o.seconds - o.idealSeconds) * CONCURRENCY * o.workers * 1000) / (o.windowCalls / perRun);
  console.log(
    `| ${o.name} | ${o.modelCalls} (${o.windowCalls} in the window) | ${perRun.toFixed(2)} | ${o.seconds.toFixed(1)} s | ${o.idealSeconds.toFixed(1)} s | ${o.ratio.toFixed(2)}x | ${outside.toFixed(0)} ms | ${o.platformCpuSeconds.toFixed(1)} s | ${o.benchCpuSeconds.toFixed(1)} s | ${o.loadAverage.toFixed(1)} |`,
  );
}
console.log("");
const goals: Goal[] = [];
if (a) goals.push({ name: "test runs / ideal, all-in-one", value: a.ratio, unit: "x", op: "<=", target: 1.15 });
if (b) goals.push({ name: "test runs / ideal, RabbitMQ worker", value: b.ratio, unit: "x", op: "<=", target: 1.15 });
if (b && c) {
  // Per model call of each window, since the two windows open at different points of the invocation.
  const perCall = (o: Outcome) => o.seconds / o.windowCalls;
  goals.push({
    name: "test runs, two workers / one",
    value: perCall(c) / perCall(b),
    unit: "x",
    op: "<=",
    target: 0.6,
  });
}
reportGoals(goals);
