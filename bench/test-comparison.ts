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

import { asWorkspaceId, newId } from "../libs/ids/src/index.ts";
import { COLLECTIONS } from "../services/testing/src/store/collections.ts";
import { resultsOf, type TestResultDocument } from "../services/testing/src/store/result-documents.ts";
import type { InvocationDocument, RunDocument } from "../services/testing/src/store/run-documents.ts";
import { startTestingService } from "../services/testing/src/testing/testing-service.ts";
import { type Goal, reportGoals } from "./lib/goals.ts";
import { formatTable, type Measurement, percentile } from "./lib/measure.ts";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const WS = "ws_compare";
const service = await startTestingService(() => new Date());
const runs = service.database.collection<RunDocument>(COLLECTIONS.runs);
const invocations = service.database.collection<InvocationDocument>(COLLECTIONS.invocations);
const results = service.database.collection<TestResultDocument>(COLLECTIONS.results);

const BASE = Date.parse("2026-01-01T00:00:00.000Z");
let tick = 0;
const nextTime = () => new Date(BASE + 1000 * tick++).toISOString();

function resultJson(passed: boolean, round: number): string {
  const evaluation = {
    status: passed ? "success" : "failure",
    rationale: passed
      ? "The reply says that orders ship within two days, as the condition asks."
      : "The reply does not say when orders ship; it talks about refunds instead.",
  };
  return JSON.stringify({
    evaluation,
    evaluations: [evaluation],
    response: `Orders ship within ${round + 1} days of purchase. Is there anything else I can help you with today?`,
    calls: [
      {
        name: "lookup_order",
        tool_id: "tool_orders",
        arguments: { order_id: "4521" },
        arguments_raw: '{"order_id":"4521"}',
        origin: "llm",
        tool_type: "webhook",
      },
    ],
    passed,
  });
}

/** A finished invocation of every test × `repeats`, stored as the service stores one, then settled. */
async function seedInvocation(testIds: readonly string[], repeats: number, round: number): Promise<string> {
  const id = newId("inv");
  const createdAt = nextTime();
  const completedAt = new Date(Date.parse(createdAt) + 900).toISOString();
  const items = testIds.map((testId, i) => ({
    invocation_item_id: newId("itm"),
    test_id: testId,
    test_name: `Shipping ${i}`,
    test_type: "next_reply" as const,
    test_revision_id: `trv_${testId}`,
  }));
  const docs: RunDocument[] = items.flatMap((item, i) =>
    Array.from({ length: repeats }, (_, repeatIndex) => {
      const passed = (repeatIndex + i + round) % 4 !== 0;
      return {
        _id: newId("run"),
        workspace_id: WS,
        invocation_id: id,
        agent_id: "agt_compare",
        branch_id: "br_main",
        version_id: `ver_${round}`,
        invocation_item_id: item.invocation_item_id,
        test_id: item.test_id,
        test_type: item.test_type,
        test_revision_id: item.test_revision_id,
        repeat_index: repeatIndex,
        allows_real_tools: false,
        status: passed ? ("passed" as const) : ("failed" as const),
        created_at: createdAt,
        started_at: createdAt,
        completed_at: completedAt,
        updated_at: completedAt,
        cost_usd: 0.00042,
        input_tokens: 1400,
        output_tokens: 210,
        result_json: resultJson(passed, round),
        attempts: 1,
        lease_token: null,
        lease_expires_at: completedAt,
        conversation_id: null,
      };
    }),
  );
  await runs.insertMany(docs);
  const invocation: InvocationDocument = {
    _id: id,
    workspace_id: WS,
    agent_id: "agt_compare",
    branch_id: "br_main",
    version_id: `ver_${round}`,
    agent_config_json: JSON.stringify({ agent: { prompt: { prompt: "Orders ship within two days." } } }),
    test_ids: [...testIds],
    items,
    repeat_count: repeats,
    allow_real_tools: false,
    created_by: "usr_bench",
    created_at: createdAt,
    cancelled_at: null,
    status: "running",
    totals: null,
    clock_ms: Date.parse(completedAt),
    in_flight: {},
  };
  await results.insertMany(resultsOf(invocation));
  await invocations.insertOne(invocation);
  await service.deps.history.settle(asWorkspaceId(WS), id);
  return id;
}

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
