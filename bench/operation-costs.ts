/**
 * What each operation costs each process, measured in one run: `bun bench/operation-costs.ts`.
 *
 * The distributed shape on the local RabbitMQ and Redis, one process per deployed target (the
 * gateway and each service, as `deploy/` runs them), on the local engine (no model time). Each
 * process is the platform's entry point with its store and bus ports wrapped in counters
 * (`lib/counted-target.ts`); its CPU time is read from `/proc`. For each operation the counters
 * and CPU are read before and after a batch of it, and the background work of the same length of
 * time (sweepers, outbox, lease renewals, measured first while idle) is taken off:
 *
 * - a test run: one invocation of next-reply tests, started through the gateway, run by the
 *   testing service's worker (its share of starting the invocation included);
 * - a conversation started, and a message sent in it (user turn, agent reply, recorded);
 * - an analysis: a conversation ended through the gateway and analysed by the worker.
 *
 * Printed: store reads and writes, bus messages sent and received, and CPU milliseconds, per
 * operation and per process; Redis commands per operation, all processes together; what a run
 * and a conversation weigh as the API shows them. `docs/capacity.md` turns them into a capacity
 * plan.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, unlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { CLOCK_TICKS_PER_SECOND, processStat } from "@cx/process-stats";
import { SERVICE_REGISTRY } from "@cx/route-table";
import type { Subprocess } from "bun";
import { signUp } from "../tests/harness/accounts.ts";
import { distributedEnvironment, LOCAL_REDIS_URL } from "../tests/harness/boot-distributed.ts";
import { deleteRedisKeys } from "../tests/harness/redis-cleanup.ts";
import { spawnListening, stopChild, untilReady } from "../tests/harness/server-process.ts";
import { recordTopic } from "../tests/harness/topic-recorder.ts";
import type { PortCounts } from "./lib/counting-ports.ts";
import { ROOT } from "./lib/processes.ts";
import { SUPPORT_AGENT_CONFIG, SUPPORT_USER_LINES } from "./lib/support-agent.ts";

const TESTS = Number(process.env.BENCH_TESTS ?? 100);
const REPEATS = Number(process.env.BENCH_REPEATS ?? 5);
const CONVERSATIONS = Number(process.env.BENCH_CONVERSATIONS ?? 100);
const MESSAGES_PER_CONVERSATION = 5;
const IDLE_SECONDS = 5;

const config = SUPPORT_AGENT_CONFIG;
const userLines = SUPPORT_USER_LINES;

/** Counters and CPU time of one process at one moment. */
interface Reading extends PortCounts {
  cpuMs: number;
}
type Readings = Map<string, Reading>;

interface CountedProcess {
  target: string;
  child: Subprocess<"ignore", "pipe", "pipe">;
  url: string;
  countsFile: string;
}

const dir = mkdtempSync(join(tmpdir(), "cx-bench-costs-"));
const shared = distributedEnvironment();
const processes: CountedProcess[] = [];

async function start(target: string, env: Record<string, string> = {}): Promise<CountedProcess> {
  const countsFile = join(dir, `${target}.json`);
  const { child, port, output } = await spawnListening(
    target,
    ["bun", "bench/lib/counted-target.ts", `--target=${target}`],
    {
      cwd: ROOT,
      env: { NODE_ENV: "production", LOG_LEVEL: "info", ...shared, ...env, COUNTS_FILE: countsFile },
      timeoutMs: 30_000,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  await untilReady(url, target, output, 30_000);
  const started = { target, child, url, countsFile };
  processes.push(started);
  return started;
}

async function readOne(p: CountedProcess): Promise<Reading> {
  if (existsSync(p.countsFile)) unlinkSync(p.countsFile);
  p.child.kill("SIGUSR2");
  await waitUntil(() => existsSync(p.countsFile), `${p.target}'s counts`, 10_000);
  const counts = JSON.parse(readFileSync(p.countsFile, "utf8")) as PortCounts;
  const stat = processStat(p.child.pid);
  if (!stat) throw new Error(`no CPU time for ${p.target}`);
  return { ...counts, cpuMs: (stat.cpuTicks / CLOCK_TICKS_PER_SECOND) * 1000 };
}

async function readAll(): Promise<Readings> {
  const readings = await Promise.all(processes.map(async (p) => [p.target, await readOne(p)] as const));
  return new Map(readings);
}

const FIELDS = ["storeReads", "storeWrites", "busSent", "busReceived", "cpuMs"] as const;

function difference(after: Readings, before: Readings): Readings {
  const result: Readings = new Map();
  for (const [target, a] of after) {
    const b = before.get(target)!;
    result.set(target, Object.fromEntries(FIELDS.map((f) => [f, a[f] - b[f]])) as unknown as Reading);
  }
  return result;
}

/** Background work per second of each process, taken off every measured batch. */
let background: Readings = new Map();

/**
 * Redis commands on this run's keys, from `redis-cli monitor` (all processes together: a command
 * does not say which process sent it). Commands on other keys, other runs', are not counted.
 */
function redisMonitor() {
  const monitor = Bun.spawn(["redis-cli", "-u", shared.REDIS_URL ?? LOCAL_REDIS_URL, "monitor"], {
    stdout: "pipe",
    stderr: "ignore",
  });
  let commands = 0;
  void (async () => {
    const prefix = shared.REDIS_KEY_PREFIX!;
    let rest = "";
    for await (const chunk of monitor.stdout.pipeThrough(new TextDecoderStream())) {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      // A script's own calls are shown too (`[0 lua]`): only what a process sent is counted.
      for (const line of lines) if (line.includes(prefix) && !/\[\d+ lua\]/.test(line)) commands++;
    }
  })();
  return { commands: () => commands, stop: () => monitor.kill() };
}
const redis = redisMonitor();
let redisIdlePerSecond = 0;

/** Runs `batch` (`count` operations), returning each process's cost per operation, background removed. */
async function measure(count: number, batch: () => Promise<void>): Promise<{ costs: Readings; redis: number }> {
  const before = await readAll();
  const redisBefore = redis.commands();
  const started = performance.now();
  await batch();
  // What a batch sets off after its last answer (relays, settling, consumers) belongs to it.
  await Bun.sleep(1000);
  const seconds = (performance.now() - started) / 1000;
  const spent = difference(await readAll(), before);
  const redisCommands = Math.max(0, redis.commands() - redisBefore - redisIdlePerSecond * seconds) / count;
  const perOperation: Readings = new Map();
  for (const [target, reading] of spent) {
    const idle = background.get(target)!;
    perOperation.set(
      target,
      Object.fromEntries(
        FIELDS.map((f) => [f, Math.max(0, reading[f] - idle[f] * seconds) / count]),
      ) as unknown as Reading,
    );
  }
  return { costs: perOperation, redis: redisCommands };
}

const results: { operation: string; count: number; costs: Readings; redis: number }[] = [];
const recorder = await recordTopic(shared, "bench-operation-costs", "#");
try {
  const services = await Promise.all(SERVICE_REGISTRY.map((s) => start(s.name)));
  const urls = Object.fromEntries(SERVICE_REGISTRY.map((s, i) => [s.urlEnv, services[i]!.url]));
  const gateway = await start("gateway", urls);

  const account = await signUp(gateway.url);
  const ws = `/api/v1/workspaces/${account.workspaceId}`;
  const call = async (method: string, path: string, body?: unknown, expected = [200, 201, 202]) => {
    const response = await account.api.request(method, `${ws}${path}`, body);
    if (!expected.includes(response.status)) throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
    return response.json;
  };
  const agent = await call("POST", "/agents", { name: "Bench bot", config });
  const testIds: string[] = [];
  for (let i = 0; i < TESTS; i++) {
    const created = await call("POST", "/agent-tests", {
      type: "next_reply",
      name: `Shipping ${i}`,
      chat_history: [{ role: "user", message: `When do orders ship? (case ${i})` }],
      success_condition: "The agent says orders ship within two working days",
    });
    testIds.push(created.id);
  }

  const idleBefore = await readAll();
  const redisIdleBefore = redis.commands();
  await Bun.sleep(IDLE_SECONDS * 1000);
  redisIdlePerSecond = (redis.commands() - redisIdleBefore) / IDLE_SECONDS;
  const idle = difference(await readAll(), idleBefore);
  background = new Map(
    [...idle].map(([t, r]) => [
      t,
      Object.fromEntries(FIELDS.map((f) => [f, r[f] / IDLE_SECONDS])) as unknown as Reading,
    ]),
  );

  const ofTopic = (topic: string) => recorder.messages.filter((m) => m.topic === topic).length;
  const runs = TESTS * REPEATS;
  let invocationId = "";
  const runsBefore = ofTopic(Topics.TESTING_RUN_COMPLETED);
  results.push({
    operation: "test run (next reply)",
    count: runs,
    ...(await measure(runs, async () => {
      const invocation = await call("POST", `/agents/${agent.id}/test-invocations`, {
        test_ids: testIds,
        repeat_count: REPEATS,
      });
      invocationId = invocation.id;
      await waitUntil(() => ofTopic(Topics.TESTING_RUN_COMPLETED) - runsBefore >= runs, "test runs", 300_000);
    })),
  });

  const conversationIds: string[] = [];
  results.push({
    operation: "conversation started",
    count: CONVERSATIONS,
    ...(await measure(CONVERSATIONS, async () => {
      for (let i = 0; i < CONVERSATIONS; i++) {
        const started = await call("POST", `/agents/${agent.id}/conversations`, {
          dynamic_variables: { customer: "Ana" },
        });
        conversationIds.push(started.id);
      }
    })),
  });
  results.push({
    operation: "conversation message",
    count: CONVERSATIONS * MESSAGES_PER_CONVERSATION,
    ...(await measure(CONVERSATIONS * MESSAGES_PER_CONVERSATION, async () => {
      for (const id of conversationIds) {
        for (const text of userLines.slice(0, MESSAGES_PER_CONVERSATION)) {
          await call("POST", `/conversations/${id}/messages`, { text });
        }
      }
    })),
  });
  const analysedBefore = ofTopic(Topics.CONVERSATIONS_ANALYSIS_COMPLETED);
  results.push({
    operation: "analysis (conversation ended and analysed)",
    count: CONVERSATIONS,
    ...(await measure(CONVERSATIONS, async () => {
      for (const id of conversationIds) await call("POST", `/conversations/${id}/end`);
      await waitUntil(
        () => ofTopic(Topics.CONVERSATIONS_ANALYSIS_COMPLETED) - analysedBefore >= CONVERSATIONS,
        "analyses",
        300_000,
      );
    })),
  });

  // What the stored documents weigh, read back as the API shows them (roughly their stored size).
  const runsPage = await call("GET", `/test-invocations/${invocationId}/runs?page_size=100`);
  const runBytes = average(runsPage.items.map((item: unknown) => JSON.stringify(item).length));
  const conversations = await Promise.all(
    conversationIds.slice(0, 20).map((id) => call("GET", `/conversations/${id}`)),
  );
  const conversationBytes = average(conversations.map((c) => JSON.stringify(c).length));

  const targets = processes.map((p) => p.target);
  console.log(`Background work per second while idle:\n`);
  console.log(table(targets, background));
  console.log(`\nRedis commands per second, all processes: ${redisIdlePerSecond.toFixed(2)}`);
  for (const r of results) {
    console.log(`\nPer ${r.operation} (${r.count} measured):\n`);
    console.log(table(targets, r.costs));
    console.log(`\nRedis commands, all processes: ${r.redis.toFixed(2)}`);
  }
  console.log(
    `\nA test run as the API shows it: ${runBytes.toFixed(0)} bytes of JSON; an analysed conversation of ` +
      `${MESSAGES_PER_CONVERSATION} messages: ${conversationBytes.toFixed(0)} bytes (the local engine's short replies).`,
  );
} finally {
  redis.stop();
  await recorder.close();
  await Promise.all([...processes].reverse().map((p) => stopChild(p.child)));
  await deleteRedisKeys(shared.REDIS_URL ?? LOCAL_REDIS_URL, shared.REDIS_KEY_PREFIX!).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}

function average(values: number[]): number {
  return values.reduce((sum, v) => sum + v, 0) / values.length;
}

function table(targets: string[], readings: Readings): string {
  const lines = [
    "| Process | Store reads | Store writes | Bus sent | Bus received | CPU ms |",
    "|---|---|---|---|---|---|",
  ];
  const total: Reading = { storeReads: 0, storeWrites: 0, busSent: 0, busReceived: 0, cpuMs: 0 };
  for (const target of targets) {
    const r = readings.get(target)!;
    for (const f of FIELDS) total[f] += r[f];
    lines.push(row(target, r));
  }
  lines.push(row("**all**", total));
  return lines.join("\n");
}

function row(name: string, r: Reading): string {
  const n = (v: number) => (v === 0 ? "0" : v.toFixed(v < 10 ? 2 : 1));
  return `| ${name} | ${n(r.storeReads)} | ${n(r.storeWrites)} | ${n(r.busSent)} | ${n(r.busReceived)} | ${n(r.cpuMs)} |`;
}
