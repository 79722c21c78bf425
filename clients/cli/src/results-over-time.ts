/**
 * The comparison of two invocations and a test's history as tables (part 10 of the extensions).
 * The API already orders a comparison's tests, regressions first; the tables keep its order.
 */
import { formatCost } from "./outcomes.ts";
import type { Change, Comparison, ComparisonEntry, ComparisonSide, TestHistory } from "./shapes.ts";
import { percent, table, yesNo } from "./table.ts";

/** The changes in the order the API lists a comparison's tests, regressions first. */
export const CHANGE_ORDER: Change[] = [
  "regressed",
  "fixed",
  "flaky",
  "still_failing",
  "incomplete",
  "added",
  "removed",
  "still_passing",
];

function side(s: ComparisonSide | null): string {
  return s ? `${s.passed}/${s.runs}` : "-";
}

function delta(rate: number | null): string {
  if (rate === null) return "-";
  const points = Math.round(rate * 100);
  return `${points > 0 ? "+" : ""}${points}%`;
}

function clip(text: string, max = 160): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}

/** Where a changed test's first runs part ways: the two replies, or the first transcript entry that differs. */
function divergenceLines(entry: ComparisonEntry): string[] {
  const d = entry.divergence;
  if (!d || d.same || (entry.change !== "regressed" && entry.change !== "fixed")) return [];
  if (d.kind === "reply") {
    return [`  ${entry.test_name}: now "${clip(d.invocation.response)}", was "${clip(d.baseline.response)}"`];
  }
  const said = (e: { role: string; text: string } | null) => (e ? `${e.role}: "${clip(e.text)}"` : "(ended)");
  return [`  ${entry.test_name}: transcripts part at seq ${d.seq}: now ${said(d.invocation)}, was ${said(d.baseline)}`];
}

function signed(n: number, format: (n: number) => string): string {
  return `${n >= 0 ? "+" : "-"}${format(Math.abs(n))}`;
}

export function comparisonText(comparison: Comparison): string {
  const { invocation, baseline, totals } = comparison;
  const rows = comparison.tests.map((t) => [
    t.test_name,
    t.change,
    side(t.baseline),
    side(t.invocation),
    delta(t.pass_rate_delta),
  ]);
  const divergences = comparison.tests.flatMap(divergenceLines);
  const counts = CHANGE_ORDER.filter((change) => totals[change] > 0).map(
    (change) => `${totals[change]} ${change.replace("_", " ")}`,
  );
  return [
    `Compared with baseline ${baseline.id} (version ${baseline.version_id}, ${baseline.created_at}):`,
    table([["Test", "Change", "Baseline", "Now", "Pass rate Δ"], ...rows], [2, 3, 4]),
    ...(divergences.length > 0 ? ["", "Where the first runs part ways:", ...divergences] : []),
    "",
    `${counts.length > 0 ? counts.join(", ") : "no tests"} · cost ${formatCost(comparison.cost_usd.invocation)} ` +
      `(${signed(comparison.cost_usd.delta, formatCost)} on the baseline)`,
    `Invocation ${invocation.id} (version ${invocation.version_id}) against ${baseline.id}.`,
  ].join("\n");
}

/** Whether a test regressed: every baseline run passed and a run of the invocation failed. */
export function regressed(comparison: Comparison): boolean {
  return comparison.totals.regressed > 0 || comparison.tests.some((t) => t.change === "regressed");
}

export function historyText(history: TestHistory): string {
  const when = (iso: string | null) => (iso ? iso.replace("T", " ").replace(/\.\d+Z$/, "Z") : "never");
  if (history.invocations.length === 0) return `No invocation has run test ${history.test_id}.`;
  const rows = history.invocations.map((i) => [
    i.invocation_id,
    when(i.created_at),
    i.branch_id,
    i.version_id,
    // `runs` counts the test's terminal runs, interrupted ones too, as its pass rate does.
    `${i.passed}/${i.runs}`,
    percent(i.pass_rate),
    yesNo(i.pass_all),
    yesNo(i.flaky),
  ]);
  return [
    table([["Invocation", "Created", "Branch", "Version", "Passed", "Pass rate", "pass^k", "Flaky"], ...rows], [4, 5]),
    "",
    `Test ${history.test_id}: ${percent(history.pass_rate)} of terminal runs passed over ` +
      `${history.invocations.length} invocation(s) · flaky: ${yesNo(history.flaky)} · ` +
      `last passed ${when(history.last_passed_at)} · last failed ${when(history.last_failed_at)}`,
  ].join("\n");
}
