import { CALLER_HEADER, signCaller } from "@cx/http-kit";
import { SERVICE_REGISTRY, SERVICES } from "@cx/route-table";
import { type Account, createApiKey, signUp } from "../tests/harness/accounts.ts";
import { distributedEnvironment } from "../tests/harness/boot-distributed.ts";
import { deleteRedisKeys } from "../tests/harness/redis-cleanup.ts";
import { E2E_ENV } from "../tests/harness/running-platform.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";
import { median } from "./lib/measure.ts";
import { startNginx } from "./lib/nginx.ts";
import {
  cpuSeconds,
  rssMb,
  type ServerProcess,
  startBareLinkProxy,
  startBareServer,
  startPlatformProcess,
  waitReady,
} from "./lib/processes.ts";
import { ensureDebianPackages, runWrk, type WrkResult } from "./lib/wrk.ts";

/**
 * The HTTP cost of the platform as a user would measure it: `wrk -t1 -c32` on loopback against
 * servers in processes of their own, an authenticated `GET /api/v1/workspaces/{ws}` in every
 * case, held against a bare `Bun.serve` answering the same JSON and against nginx in front of
 * the same identity process. A bare `Bun.serve` proxying to identity over a service link, with no
 * work of its own, is the floor under the gateway (`lib/bare-link-proxy.ts`); it has no goal.
 * Then the idle memory of each kind of process, side by side with a bare `Bun.serve`.
 *
 * This machine's speed drifts by a fifth or more from one minute to the next, so every case is
 * measured in `BENCH_ROUNDS` rounds (default 5), the cases one after another in each round: the
 * table gives each case's median round, and each ratio is the median of the ratios taken round
 * by round, between runs a few seconds apart. With three rounds, a single slow round moved a
 * ratio by a tenth (docs/benchmarks-history.md). `BENCH_SECONDS` (default 3) is the length of each
 * measured run; `BENCH_CASES` (comma-separated substrings) keeps only some cases; `BENCH_PROFILE_DIR` starts the platform processes with
 * Bun's CPU profiler, which writes a Markdown profile per process there when it stops.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 3);
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
/** Before a case's first round; its later rounds warm up for a second. */
const WARMUP_SECONDS = 2;
const CONNECTIONS = 32;
const ONLY = process.env.BENCH_CASES?.split(",").filter(Boolean);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const SKIP_MEMORY = process.env.BENCH_SKIP_MEMORY === "1";

await ensureDebianPackages({ wrk: "wrk", nginx: "nginx-light" });

const profileFlags = (name: string) =>
  PROFILE_DIR ? ["--cpu-prof-md", `--cpu-prof-dir=${PROFILE_DIR}`, `--cpu-prof-name=${name}.md`] : [];

/** Ports of services this run does not start: the gateway needs an address for each, never used here. */
const UNUSED_SERVICE = "http://127.0.0.1:9";

const goals: Goal[] = [];

// ---- Idle memory, before any process has served anything ----
if (!SKIP_MEMORY) {
  const shared = distributedEnvironment();
  const started: ServerProcess[] = [];
  try {
    const bare = await startBareServer('{"ok":true}');
    started.push(bare);
    const services = await Promise.all(SERVICE_REGISTRY.map((s) => startPlatformProcess(s.name, shared)));
    started.push(...services);
    const allInOne = await startPlatformProcess("all", { DATA_DIR: "memory" });
    started.push(allInOne);
    await Promise.all([...services, allInOne].map(waitReady));
    await Bun.sleep(3000);
    const rows: [string, number][] = [];
    for (const server of started) rows.push([server.name, rssMb(server.pid)]);
    const bareMb = rows[0]![1];
    console.log("\n| idle process | RSS MB | against bare Bun.serve |\n|---|---|---|");
    for (const [name, mb] of rows) console.log(`| ${name} | ${mb.toFixed(1)} | ${(mb / bareMb).toFixed(2)}x |`);
    const serviceRows = rows.filter(([name]) => SERVICE_REGISTRY.some((s) => s.name === name));
    const largest = serviceRows.reduce((a, b) => (b[1] > a[1] ? b : a));
    goals.push(
      {
        name: `idle RSS, largest service process (${largest[0]}) / bare`,
        value: largest[1] / bareMb,
        unit: "x",
        op: "<=",
        target: 3,
      },
      { name: "idle RSS, all-in-one / bare", value: rows.at(-1)![1] / bareMb, unit: "x", op: "<=", target: 4 },
    );
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    if (shared.REDIS_KEY_PREFIX) await deleteRedisKeys(shared.REDIS_URL!, shared.REDIS_KEY_PREFIX).catch(() => {});
  }
}

// ---- Throughput ----
const shared = distributedEnvironment(E2E_ENV);
const secret = shared.INTERNAL_TOKEN_SECRET!;
const started: ServerProcess[] = [];
try {
  const identity = await startPlatformProcess(SERVICES.identity.name, shared, profileFlags(SERVICES.identity.name));
  started.push(identity);
  const urls = Object.fromEntries(
    SERVICE_REGISTRY.map((s) => [s.urlEnv, s.name === SERVICES.identity.name ? identity.url : UNUSED_SERVICE]),
  );
  const gateway = await startPlatformProcess("gateway", { ...shared, ...urls }, profileFlags("gateway"));
  started.push(gateway);
  const allInOne = await startPlatformProcess("all", { DATA_DIR: "memory", ...E2E_ENV }, profileFlags("all"));
  started.push(allInOne);
  await Promise.all([identity, gateway, allInOne].map(waitReady));
  const nginx = await startNginx(identity.url);
  started.push(nginx);

  const distributed = await signUp(gateway.url);
  const distributedKey = (await createApiKey(distributed.api, distributed.workspaceId, "member")).key;
  const single = await signUp(allInOne.url);
  const singleKey = (await createApiKey(single.api, single.workspaceId, "member")).key;
  const path = (account: Account) => `/api/v1/workspaces/${account.workspaceId}`;
  const signed = signCaller(
    { userId: distributed.userId, workspaceId: distributed.workspaceId, role: "owner", via: "session" },
    secret,
    3600,
  );
  const cookie = (account: Account) => {
    if (!account.api.sessionCookie) throw new Error("signed-up client has no session cookie");
    return account.api.sessionCookie;
  };

  // The bare server answers the very bytes identity answers.
  const answer = await fetch(`${identity.url}${path(distributed)}`, { headers: { [CALLER_HEADER]: signed } });
  if (answer.status !== 200) throw new Error(`direct read answered ${answer.status}`);
  const bare = await startBareServer(await answer.text());
  started.push(bare);
  const linkProxy = await startBareLinkProxy(identity.url, signed, secret);
  started.push(linkProxy);

  interface Case {
    key: string;
    name: string;
    url: string;
    headers: Record<string, string>;
    /** The processes that serve the case, whose CPU time per request is reported. */
    servers: ServerProcess[];
  }
  const at = (server: ServerProcess, account: Account) => `${server.url}${path(account)}`;
  const cases: Case[] = [
    { key: "bare", name: "bare Bun.serve, same JSON", url: at(bare, distributed), headers: {}, servers: [bare] },
    {
      key: "direct",
      name: "identity directly (signed caller)",
      url: at(identity, distributed),
      headers: { [CALLER_HEADER]: signed },
      servers: [identity],
    },
    {
      key: "nginx",
      name: "nginx (keep-alive) in front of identity",
      url: at(nginx, distributed),
      headers: { [CALLER_HEADER]: signed },
      servers: [nginx, identity],
    },
    {
      key: "link-proxy",
      name: "bare Bun proxy over a service link in front of identity",
      url: at(linkProxy, distributed),
      headers: {},
      servers: [linkProxy, identity],
    },
    {
      key: "gateway-cookie",
      name: "gateway in front of identity, cookie",
      url: at(gateway, distributed),
      headers: { cookie: cookie(distributed) },
      servers: [gateway, identity],
    },
    {
      key: "gateway-bearer",
      name: "gateway in front of identity, bearer",
      url: at(gateway, distributed),
      headers: { authorization: `Bearer ${distributedKey}` },
      servers: [gateway, identity],
    },
    {
      key: "all-cookie",
      name: "all-in-one, cookie",
      url: at(allInOne, single),
      headers: { cookie: cookie(single) },
      servers: [allInOne],
    },
    {
      key: "all-bearer",
      name: "all-in-one, bearer",
      url: at(allInOne, single),
      headers: { authorization: `Bearer ${singleKey}` },
      servers: [allInOne],
    },
  ];
  const selected = cases.filter((c) => !ONLY || ONLY.some((o) => c.key.includes(o)));
  for (const c of selected) {
    const check = await fetch(c.url, { headers: c.headers });
    if (check.status !== 200) throw new Error(`${c.name} answered ${check.status}: ${await check.text()}`);
  }
  /** Per case, one measurement per round: the run and the CPU time of each of its processes per request. */
  const rounds = new Map<string, { result: WrkResult; cpu: number[] }[]>(selected.map((c) => [c.key, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const c of selected) {
      const warmUp = round === 0 ? WARMUP_SECONDS : 1;
      await runWrk(c.url, { seconds: warmUp, connections: CONNECTIONS, headers: c.headers });
      const cpuBefore = c.servers.map((s) => cpuSeconds(s.pid));
      const result = await runWrk(c.url, { seconds: SECONDS, connections: CONNECTIONS, headers: c.headers });
      const cpuAfter = c.servers.map((s) => cpuSeconds(s.pid));
      if (result.errors > 0) throw new Error(`${c.name}: ${result.errors} failed requests`);
      const cpu = c.servers.map((_, i) => ((cpuAfter[i]! - cpuBefore[i]!) * 1e6) / result.requests);
      rounds.get(c.key)!.push({ result, cpu });
    }
  }
  console.log(
    `\nwrk -t1 -c${CONNECTIONS} -d${SECONDS}s, GET /api/v1/workspaces/{ws}, ${ROUNDS} rounds (the median shown), after ${WARMUP_SECONDS}s of warm-up\n`,
  );
  console.log(
    "| case | req/s | p50 ms | p99 ms | requests | CPU µs per request | req/s by round |\n|---|---|---|---|---|---|---|",
  );
  for (const c of selected) {
    const measured = rounds.get(c.key)!;
    const { result, cpu } = median(measured, (m) => m.result.requestsPerSecond);
    const perProcess = c.servers.map((s, i) => `${s.name} ${cpu[i]!.toFixed(0)}`).join(", ");
    const byRound = measured.map((m) => m.result.requestsPerSecond.toFixed(0)).join(", ");
    console.log(
      `| ${c.name} | ${result.requestsPerSecond.toFixed(0)} | ${result.p50Ms.toFixed(2)} | ${result.p99Ms.toFixed(2)} | ${result.requests} | ${perProcess} | ${byRound} |`,
    );
  }
  console.log("");
  const ratio = (a: string, b: string) => {
    const x = rounds.get(a);
    const y = rounds.get(b);
    if (!x || !y) return undefined;
    const each = x.map((m, i) => m.result.requestsPerSecond / y[i]!.result.requestsPerSecond);
    return median(each, (value) => value);
  };
  const wanted: [string, string, string, number][] = [
    ["gateway / nginx, cookie", "gateway-cookie", "nginx", 0.8],
    ["gateway / nginx, bearer", "gateway-bearer", "nginx", 0.8],
    ["all-in-one / identity directly, cookie", "all-cookie", "direct", 0.8],
    ["all-in-one / identity directly, bearer", "all-bearer", "direct", 0.8],
    ["identity directly / bare Bun.serve", "direct", "bare", 0.3],
  ];
  for (const [name, a, b, target] of wanted) {
    const value = ratio(a, b);
    if (value !== undefined) goals.push({ name: `throughput, ${name}`, value, unit: "x", op: ">=", target });
  }
} finally {
  await Promise.all(started.map((s) => s.stop()));
  if (shared.REDIS_KEY_PREFIX) await deleteRedisKeys(shared.REDIS_URL!, shared.REDIS_KEY_PREFIX).catch(() => {});
}
reportGoals(goals);
