/**
 * Two invocations compared (extensions part 10), measured in one run: `bun bench/run.ts test-comparison`.
 *
 * Through the testing service's `app.handle()` with a signed caller (no network, no gateway), on
 * one embedded store seeded through the collections: two finished invocations of the same 100
 * next-reply tests × 10 repeats (1,000 runs each, realistic results, a quarter of them failed,
 * settled as the worker that ends the last run settles them), so no comparison asks the bus.
 *
 * - the baseline: one page of 100 runs of one of them;
 * - the comparison of the two, by id and with `previous` (goal: within 3x of the page).
 *
 * The cases take turns (`measureInTurns`), so a change of the machine's load meets all of them.
 */

import { newId } from "../libs/ids/src/index.ts";
import { startTestingService } from "../services/testing/src/testing/testing-service.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";
import { formatTable, type Measurement, percentile } from "./lib/measure.ts";
import { invocationSeeder, nextReplyResultJson } from "./lib/seed-invocations.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WS = "ws_compare";
const service = await startTestingService(() => new Date());
const seed = invocationSeeder(service);

/** A finished invocation of every test × `repeats`, a quarter of its runs failed, in round `round`. */
const seedInvocation = (testIds: readonly string[], repeats: number, round: number) =>
  seed({
    ws: WS,
    agentId: "agt_compare",
    branchId: "br_main",
    versionId: `ver_${round}`,
    testIds,
    repeats,
    testName: (_, i) => `Shipping ${i}`,
    passed: ({ repeatIndex, index }) => (repeatIndex + index + round) % 4 !== 0,
    resultJson: (passed) =>
      nextReplyResultJson(
        passed,
        `Orders ship within ${round + 1} days of purchase. Is there anything else I can help you with today?`,
        [
          {
            name: "lookup_order",
            tool_id: "tool_orders",
            arguments: { order_id: "4521" },
            arguments_raw: '{"order_id":"4521"}',
            origin: "llm",
            tool_type: "webhook",
          },
        ],
      ),
  });

const client = service.as("usr_bench", WS);
const testIds = Array.from({ length: 100 }, () => newId("tst"));
const baselineId = await seedInvocation(testIds, 10, 0);
const invocationId = await seedInvocation(testIds, 10, 1);

interface Case {
  name: string;
  path: string;
}
const page: Case = { name: "runs page (100 of 1,000)", path: `/test-invocations/${invocationId}/runs?page_size=100` };
const comparisons: Case[] = [
  {
    name: "compare 1,000 runs with 1,000 runs, by id",
    path: `/test-invocations/${invocationId}/compare?baseline=${baselineId}`,
  },
  {
    name: "compare 1,000 runs with 1,000 runs, previous",
    path: `/test-invocations/${invocationId}/compare?baseline=previous`,
  },
];

/**
 * The cases measured in turns of `TURN` requests each, one case after the other, until each has
 * had `REQUESTS`: the two shared cores are busy with other work that comes and goes, and a case
 * measured alone in a quiet (or busy) minute would skew the ratios.
 */
const TURN = 20;
async function measureInTurns(cases: Case[]): Promise<Measurement[]> {
  const latencies = cases.map(() => [] as number[]);
  const elapsed = cases.map(() => 0);
  for (let done = 0; done < REQUESTS; done += TURN) {
    for (const [i, c] of cases.entries()) {
      for (let n = 0; n < TURN; n++) {
        const t0 = performance.now();
        const reply = await client.get(c.path);
        const ms = performance.now() - t0;
        if (reply.status !== 200) throw new Error(`${c.name}: unexpected ${reply.status}`);
        latencies[i]!.push(ms);
        elapsed[i]! += ms;
      }
    }
  }
  return cases.map((c, i) => {
    const sorted = latencies[i]!.sort((a, b) => a - b);
    return {
      name: c.name,
      requests: sorted.length,
      requestsPerSecond: (sorted.length * 1000) / elapsed[i]!,
      p50Ms: percentile(sorted, 50),
      p99Ms: percentile(sorted, 99),
    };
  });
}

const probe = await client.get(comparisons[0]!.path);
if (probe.json.tests.length !== 100 || probe.json.tests.some((t: { divergence: unknown }) => t.divergence === null)) {
  throw new Error("the comparison does not cover every test with its divergence");
}
// Every case once around before anything is measured, so the first does not pay for the JIT warming up.
for (let round = 0; round < 10; round++) for (const c of [page, ...comparisons]) await client.get(c.path);

const rows = await measureInTurns([page, ...comparisons]);
const [baseline] = rows as [Measurement];
const goals: Goal[] = [];
const ratios = ["| case | p50 ratio | p99 ratio |", "|---|---|---|"];
for (const m of rows.slice(1)) {
  ratios.push(
    `| ${m.name} / runs page | ${(m.p50Ms / baseline.p50Ms).toFixed(2)}x | ${(m.p99Ms / baseline.p99Ms).toFixed(2)}x |`,
  );
  goals.push({
    name: `${m.name} / runs page of 100, p50`,
    value: m.p50Ms / baseline.p50Ms,
    unit: "x",
    op: "<=",
    target: 3,
  });
}
console.log(formatTable(rows));
console.log("\nratios (same run):\n");
console.log(ratios.join("\n"));
console.log("");
reportGoals(goals);
