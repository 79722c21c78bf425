/**
 * Test results over time (extensions part 10), measured in one run: `bun bench/run.ts test-history`.
 *
 * Through the testing service's `app.handle()` with a signed caller (no network, no gateway), on
 * one embedded store seeded through the collections (finished next-reply runs, realistic results):
 *
 * - the baseline: one page of 100 runs of an invocation of 1,000 runs (100 tests × 10 repeats);
 * - a test's history over 200 invocations (each of 10 tests × 10 repeats), at the default `limit`
 *   (20) and at the largest (100), against that page (goal: the default within 2x);
 * - the first page of an agent's invocations (default page size, 30) in a workspace of 10,000
 *   invocations (10 agents, 1,000 each) against the same page in a workspace of 100 (one agent),
 *   plain, by branch, by status and a second page (goal: within 1.5x).
 */

import { startTestingService } from "../services/testing/src/testing/testing-service.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";
import { formatTable, type Measurement, measure } from "./lib/measure.ts";
import { invocationSeeder, nextReplyResultJson } from "./lib/seed-invocations.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const service = await startTestingService(() => new Date());
const seed = invocationSeeder(service);

/** A finished invocation of `testIds` × `repeats`, a quarter of its runs failed. */
const seedInvocation = (ws: string, agentId: string, branchId: string, testIds: readonly string[], repeats: number) =>
  seed({
    ws,
    agentId,
    branchId,
    versionId: `ver_${branchId}`,
    testIds,
    repeats,
    testName: (testId) => `Test ${testId}`,
    passed: ({ repeatIndex, seeded }) => (repeatIndex + seeded) % 4 !== 0,
    resultJson: (passed) =>
      nextReplyResultJson(
        passed,
        "Orders ship within two days of purchase. Is there anything else I can help you with today?",
      ),
  });

const historyClient = service.as("usr_bench", "ws_history");
const testIds: string[] = [];
for (let i = 0; i < 100; i++) {
  const created = await historyClient.post("/agent-tests", {
    type: "next_reply",
    name: `Shipping ${i}`,
    chat_history: [{ role: "user", message: `When do orders ship? (case ${i})` }],
    success_condition: "The agent says orders ship within two days",
  });
  testIds.push(created.json.id);
}
const [tracked] = testIds as [string];
const bigInvocation = await seedInvocation("ws_history", "agt_hist", "br_main", testIds, 10);
for (let i = 0; i < 200; i++) await seedInvocation("ws_history", "agt_hist", "br_main", testIds.slice(0, 10), 10);

// Workspaces of invocations: 10 agents × 1,000 against one agent's 100, two branches each.
const branchOf = (i: number) => (i % 2 === 0 ? "br_main" : "br_exp");
for (let agent = 0; agent < 10; agent++) {
  for (let i = 0; i < 1000; i++) await seedInvocation("ws_big", `agt_${agent}`, branchOf(i), ["tst_a", "tst_b"], 2);
}
for (let i = 0; i < 100; i++) await seedInvocation("ws_small", "agt_0", branchOf(i), ["tst_a", "tst_b"], 2);

interface Case {
  name: string;
  client: ReturnType<typeof service.as>;
  path: string;
}

async function secondPage(client: Case["client"], path: string): Promise<string> {
  const first = await client.get(path);
  if (!first.json.next_cursor) throw new Error(`${path}: no second page`);
  return `${path}${path.includes("?") ? "&" : "?"}cursor=${first.json.next_cursor}`;
}

const big = service.as("usr_bench", "ws_big");
const small = service.as("usr_bench", "ws_small");
const page = {
  name: "runs page (100 of 1,000)",
  client: historyClient,
  path: `/test-invocations/${bigInvocation}/runs?page_size=100`,
};
const historyCases: Case[] = [
  { name: "history, 200 invocations, limit 20", client: historyClient, path: `/agent-tests/${tracked}/history` },
  {
    name: "history, 200 invocations, limit 100",
    client: historyClient,
    path: `/agent-tests/${tracked}/history?limit=100`,
  },
  { name: "test's runs, first page of 100", client: historyClient, path: `/agent-tests/${tracked}/runs?page_size=100` },
];
const listQueries = [
  ["first page", ""],
  ["by branch", "?branch_id=br_exp"],
  ["by status", "?status=completed"],
] as const;
const listPairs: [string, Case, Case][] = [];
for (const [label, query] of listQueries) {
  listPairs.push([
    label,
    { name: `agent's invocations, ${label} — 100`, client: small, path: `/agents/agt_0/test-invocations${query}` },
    { name: `agent's invocations, ${label} — 10,000`, client: big, path: `/agents/agt_0/test-invocations${query}` },
  ]);
}
listPairs.push([
  "second page",
  {
    name: "agent's invocations, second page — 100",
    client: small,
    path: await secondPage(small, "/agents/agt_0/test-invocations"),
  },
  {
    name: "agent's invocations, second page — 10,000",
    client: big,
    path: await secondPage(big, "/agents/agt_0/test-invocations"),
  },
]);

async function run(c: Case): Promise<Measurement> {
  const probe = await c.client.get(c.path);
  if (probe.status !== 200) throw new Error(`${c.name}: ${probe.status} ${JSON.stringify(probe.json)}`);
  return measure(
    c.name,
    async () => {
      const reply = await c.client.get(c.path);
      if (reply.status !== 200) throw new Error(`unexpected ${reply.status}`);
    },
    { requests: REQUESTS, concurrency: 1, warmup: 50 },
  );
}

// Every case once around before anything is measured, so the first does not pay for the JIT warming up.
const everything = [page, ...historyCases, ...listPairs.flatMap(([, s, b]) => [s, b])];
for (let round = 0; round < 10; round++) for (const c of everything) await c.client.get(c.path);

const rows: Measurement[] = [];
const baseline = await run(page);
rows.push(baseline);
const goals: Goal[] = [];
const ratios = ["| case | p50 ratio | p99 ratio |", "|---|---|---|"];
for (const c of historyCases) {
  const m = await run(c);
  rows.push(m);
  ratios.push(
    `| ${c.name} / runs page | ${(m.p50Ms / baseline.p50Ms).toFixed(2)}x | ${(m.p99Ms / baseline.p99Ms).toFixed(2)}x |`,
  );
  if (c !== historyCases[2]) {
    goals.push({
      name: `${c.name} / runs page of 100, p50`,
      value: m.p50Ms / baseline.p50Ms,
      unit: "x",
      op: "<=",
      target: 2,
    });
  }
}
for (const [label, s, b] of listPairs) {
  const ms = await run(s);
  const mb = await run(b);
  rows.push(ms, mb);
  ratios.push(
    `| agent's invocations, ${label}: 10,000 / 100 | ${(mb.p50Ms / ms.p50Ms).toFixed(2)}x | ${(mb.p99Ms / ms.p99Ms).toFixed(2)}x |`,
  );
  goals.push({
    name: `agent's invocations, ${label}: 10,000 / 100 invocations in the workspace, p50`,
    value: mb.p50Ms / ms.p50Ms,
    unit: "x",
    op: "<=",
    target: 1.5,
  });
}
console.log(formatTable(rows));
console.log("\nratios (same run):\n");
console.log(ratios.join("\n"));
console.log("");
reportGoals(goals);
