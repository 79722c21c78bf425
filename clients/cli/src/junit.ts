/**
 * JUnit XML for CI: one test case per run (repeats named `(2/3)`), classed by test id, failures
 * with the failure code as type, the first reason as message, and the whole explanation (verdict
 * or parameters, reply, conversation) as body.
 */
import builder from "junit-report-builder";
import { failureHeadline, failureOf, failureText } from "./failures.ts";
import { runLabel, type TestOutcome } from "./outcomes.ts";
import type { Invocation } from "./shapes.ts";

function seconds(startedAt: string | null, completedAt: string | null): number | undefined {
  if (!startedAt || !completedAt) return undefined;
  const elapsed = (Date.parse(completedAt) - Date.parse(startedAt)) / 1000;
  return Number.isFinite(elapsed) && elapsed >= 0 ? elapsed : undefined;
}

export function junitXml(invocation: Invocation, outcomes: TestOutcome[]): string {
  const report = builder.newBuilder();
  const suite = report
    .testSuite()
    .name(`cx agent tests: agent ${invocation.agent_id}`)
    .timestamp(invocation.created_at)
    .property("invocation_id", invocation.id)
    .property("branch_id", invocation.branch_id)
    .property("version_id", invocation.version_id);
  for (const outcome of outcomes) {
    for (const run of outcome.runs) {
      const testCase = suite
        .testCase()
        .className(outcome.testId)
        .name(runLabel(outcome.name, run, invocation.repeat_count))
        .property("run_id", run.id)
        .property("cost_usd", String(run.cost_usd));
      const time = seconds(run.started_at, run.completed_at);
      if (time !== undefined) testCase.time(time);
      const failure = failureOf(run);
      if (failure) testCase.failure(failureHeadline(failure), failure.code).stacktrace(failureText(failure));
    }
  }
  return report.build();
}
