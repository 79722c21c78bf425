/** A test's history (extension spec part 10), counted from its runs in each invocation. */
import type { TestHistory, TestHistoryEntry, TestRunStatus } from "@cx/contracts";
import { flakyOf, isTerminal } from "./invocation-tally.ts";

export interface HistoryRunFacts {
  invocation_id: string;
  agent_id: string;
  branch_id: string;
  version_id: string;
  created_at: string;
  status: TestRunStatus;
  completed_at: string | null;
}

/**
 * One entry per group (the test's runs in one invocation, groups newest first). Each counts the
 * test's terminal runs only: `runs` is how many are terminal, `pass_all` waits for all of them.
 * `flaky` over the whole history: a flaky entry, or two entries of one version that disagree
 * (one whose counted runs all passed, one with a failure): the same agent version passing and
 * failing the same test is flakiness too, even when each invocation ran it once.
 */
export function testHistory(testId: string, groups: readonly (readonly HistoryRunFacts[])[]): TestHistory {
  let passed = 0;
  let terminal = 0;
  let lastPassedAt: string | null = null;
  let lastFailedAt: string | null = null;
  const allPassedVersions = new Set<string>();
  const failedVersions = new Set<string>();
  const invocations = groups.flatMap((runs): TestHistoryEntry[] => {
    const first = runs[0];
    if (!first) return [];
    const counted = runs.filter((run) => isTerminal(run.status));
    const entryPassed = counted.filter((run) => run.status === "passed").length;
    const entryFailed = counted.filter((run) => run.status === "failed").length;
    for (const run of counted) {
      if (run.completed_at === null) continue;
      if (run.status === "passed" && (lastPassedAt === null || run.completed_at > lastPassedAt))
        lastPassedAt = run.completed_at;
      if (run.status === "failed" && (lastFailedAt === null || run.completed_at > lastFailedAt))
        lastFailedAt = run.completed_at;
    }
    passed += entryPassed;
    terminal += counted.length;
    if (entryFailed > 0) failedVersions.add(first.version_id);
    else if (entryPassed > 0) allPassedVersions.add(first.version_id);
    return [
      {
        invocation_id: first.invocation_id,
        agent_id: first.agent_id,
        branch_id: first.branch_id,
        version_id: first.version_id,
        created_at: first.created_at,
        runs: counted.length,
        passed: entryPassed,
        failed: entryFailed,
        pass_rate: counted.length === 0 ? null : entryPassed / counted.length,
        pass_all: counted.length < runs.length ? null : entryPassed === runs.length,
        flaky: flakyOf({ passed: entryPassed, failed: entryFailed }),
      },
    ];
  });
  const versionsDisagree = [...allPassedVersions].some((version) => failedVersions.has(version));
  return {
    test_id: testId,
    invocations,
    pass_rate: terminal === 0 ? null : passed / terminal,
    flaky: versionsDisagree || invocations.some((entry) => entry.flaky === true),
    last_passed_at: lastPassedAt,
    last_failed_at: lastFailedAt,
  };
}
