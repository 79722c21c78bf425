/** Two invocations compared test by test (extension spec part 10): the rules, without I/O. */
import {
  COMPARISON_CHANGES,
  type ComparisonChange,
  type ComparisonEntry,
  type ComparisonSide,
  type InvocationComparison,
  type InvocationSummaryEntry,
  type ReplyDivergence,
  type RunCall,
  type TranscriptDivergence,
} from "@cx/contracts";
import { flakyOf } from "./invocation-tally.ts";

/** A test of one side: its entry of the invocation's summary. */
export type SummaryOfTest = Pick<
  InvocationSummaryEntry,
  "test_id" | "test_name" | "runs" | "passed" | "failed" | "pass_rate" | "pass_all" | "flaky"
>;

/**
 * The first rule that holds, counting passed and failed runs only: an `interrupted` run says
 * nothing about the test (as for `flaky`), so a side whose runs were all interrupted is
 * `incomplete`, like one with none finished.
 */
export function changeOf(
  invocation: Pick<ComparisonSide, "passed" | "failed"> | null,
  baseline: Pick<ComparisonSide, "passed" | "failed"> | null,
): ComparisonChange {
  if (baseline === null) return "added";
  if (invocation === null) return "removed";
  if (invocation.passed + invocation.failed === 0 || baseline.passed + baseline.failed === 0) return "incomplete";
  if (baseline.failed === 0 && invocation.failed > 0) return "regressed";
  if (baseline.failed > 0 && invocation.failed === 0) return "fixed";
  if (flakyOf(invocation) === true || flakyOf(baseline) === true) return "flaky";
  if (invocation.passed === 0 && baseline.passed === 0) return "still_failing";
  return "still_passing";
}

/** Whether a side has a passed or failed run to take a reply or a conversation from. */
export function hasDecidedRun(side: Pick<ComparisonSide, "passed" | "failed"> | null): boolean {
  return side !== null && side.passed + side.failed > 0;
}

// Pass rates are ratios of small counts: rounding the difference keeps 0.7 - 0.3 at 0.4.
const RATE_SCALE = 1e9;

export function passRateDelta(invocation: ComparisonSide | null, baseline: ComparisonSide | null): number | null {
  if (invocation?.pass_rate == null || baseline?.pass_rate == null) return null;
  return Math.round((invocation.pass_rate - baseline.pass_rate) * RATE_SCALE) / RATE_SCALE;
}

function sideOf(entry: SummaryOfTest): ComparisonSide {
  return {
    runs: entry.runs,
    passed: entry.passed,
    failed: entry.failed,
    pass_rate: entry.pass_rate,
    pass_all: entry.pass_all,
    flaky: entry.flaky,
  };
}

const CHANGE_RANK = new Map<ComparisonChange, number>(COMPARISON_CHANGES.map((change, rank) => [change, rank]));

/** By change in the order of `COMPARISON_CHANGES`, then by test name (then id, so ties keep one order). */
export function compareEntries(a: ComparisonEntry, b: ComparisonEntry): number {
  const byChange = (CHANGE_RANK.get(a.change) ?? 0) - (CHANGE_RANK.get(b.change) ?? 0);
  if (byChange !== 0) return byChange;
  if (a.test_name !== b.test_name) return a.test_name < b.test_name ? -1 : 1;
  return a.test_id < b.test_id ? -1 : a.test_id > b.test_id ? 1 : 0;
}

/**
 * Every test of either summary, matched by `test_id`, with its change, ordered; `divergence` is
 * left null for the caller, which alone can read the runs.
 */
export function compareSummaries(
  invocation: readonly SummaryOfTest[],
  baseline: readonly SummaryOfTest[],
): ComparisonEntry[] {
  const baselineById = new Map(baseline.map((entry) => [entry.test_id, entry]));
  const seen = new Set<string>();
  const entries: ComparisonEntry[] = [];
  const entryOf = (test_id: string, test_name: string, now: ComparisonSide | null, before: ComparisonSide | null) => ({
    test_id,
    test_name,
    change: changeOf(now, before),
    invocation: now,
    baseline: before,
    pass_rate_delta: passRateDelta(now, before),
    divergence: null,
  });
  for (const entry of invocation) {
    seen.add(entry.test_id);
    const before = baselineById.get(entry.test_id);
    entries.push(entryOf(entry.test_id, entry.test_name, sideOf(entry), before ? sideOf(before) : null));
  }
  for (const entry of baseline) {
    if (!seen.has(entry.test_id)) entries.push(entryOf(entry.test_id, entry.test_name, null, sideOf(entry)));
  }
  return entries.sort(compareEntries);
}

/** The totals in the order the specification lists them. */
const TOTALS_ORDER = [
  "regressed",
  "fixed",
  "flaky",
  "still_failing",
  "still_passing",
  "added",
  "removed",
  "incomplete",
] as const satisfies readonly ComparisonChange[];

export function totalsOfEntries(entries: readonly ComparisonEntry[]): InvocationComparison["totals"] {
  const totals = Object.fromEntries(TOTALS_ORDER.map((change) => [change, 0])) as Record<ComparisonChange, number>;
  for (const entry of entries) totals[entry.change]++;
  return totals;
}

// Costs are fractions of a cent: the difference is taken in integers of 1e-9 USD.
const COST_SCALE = 1e9;

export function costDelta(invocation: number, baseline: number) {
  const delta = Math.round(invocation * COST_SCALE) - Math.round(baseline * COST_SCALE);
  return { invocation, baseline, delta: delta / COST_SCALE };
}

export function countDelta(invocation: number, baseline: number) {
  return { invocation, baseline, delta: invocation - baseline };
}

export interface RunReply {
  response: string;
  calls: RunCall[];
}

/** What a call is, for comparing: `arguments_raw` is how the model spelt the same arguments. */
function callKey(call: RunCall): string {
  return canonicalJson([call.name, call.tool_id, call.arguments, call.origin, call.tool_type]);
}

/** JSON with object keys sorted, so that two equal values give one text whatever their key order. */
function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner !== null && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  );
}

export function replyDivergence(invocation: RunReply, baseline: RunReply): ReplyDivergence {
  const same =
    invocation.response === baseline.response &&
    invocation.calls.length === baseline.calls.length &&
    invocation.calls.every((call, i) => callKey(call) === callKey(baseline.calls[i] as RunCall));
  return {
    kind: "reply",
    same,
    invocation: { response: invocation.response, calls: invocation.calls },
    baseline: { response: baseline.response, calls: baseline.calls },
  };
}

export interface TranscriptLine {
  role: "user" | "agent";
  text: string;
}

/**
 * The first position at which the two conversations differ (role or text, or one has ended);
 * a conversation that could not be read (its run failed before it was recorded) is empty.
 */
export function transcriptDivergence(
  invocation: readonly TranscriptLine[],
  baseline: readonly TranscriptLine[],
): TranscriptDivergence {
  const length = Math.max(invocation.length, baseline.length);
  for (let seq = 0; seq < length; seq++) {
    const now = invocation[seq];
    const before = baseline[seq];
    if (now && before && now.role === before.role && now.text === before.text) continue;
    return {
      kind: "transcript",
      same: false,
      seq,
      invocation: now ? { role: now.role, text: now.text } : null,
      baseline: before ? { role: before.role, text: before.text } : null,
    };
  }
  return { kind: "transcript", same: true, seq: null, invocation: null, baseline: null };
}
