/** A test's history (extension spec part 10), counted from its runs in each invocation. */
import type { TestHistory, TestHistoryEntry, TestRunStatus } from "@cx/contracts";
import { flakyOf } from "./invocation-tally.ts";

/** What a test's runs in one invocation came to so far, and where they ran. */
export interface ResultFacts {
  invocation_id: string;
  agent_id: string;
  branch_id: string;
  version_id: string;
  created_at: string;
  /** The test's runs in the invocation, terminal or not. */
  runs: number;
  passed: number;
  failed: number;
  interrupted: number;
  last_passed_at: string | null;
  last_failed_at: string | null;
}

/** The counts of `ResultFacts` from the runs themselves, for an invocation not settled yet. */
export function countRuns(runs: readonly { status: TestRunStatus; completed_at: string | null }[]) {
  const counts = {
    passed: 0,
    failed: 0,
    interrupted: 0,
    last_passed_at: null as string | null,
    last_failed_at: null as string | null,
  };
  for (const run of runs) {
    if (run.status === "interrupted") counts.interrupted++;
    if (run.status === "passed") {
      counts.passed++;
      if (run.completed_at && (counts.last_passed_at === null || run.completed_at > counts.last_passed_at))
        counts.last_passed_at = run.completed_at;
    }
    if (run.status === "failed") {
      counts.failed++;
      if (run.completed_at && (counts.last_failed_at === null || run.completed_at > counts.last_failed_at))
        counts.last_failed_at = run.completed_at;
    }
  }
  return counts;
}

function newer(a: string | null, b: string | null): string | null {
  return a === null || (b !== null && b > a) ? b : a;
}

/**
 * One entry per invocation (newest first, as given), each counting the test's terminal runs only:
 * `runs` is how many are terminal, `pass_all` waits for all of them. `flaky` over the whole
 * history: a flaky entry, or two entries of one version that disagree (one whose passed and
 * failed runs all passed, one with a failure): the same version passing and failing the same test
 * is flakiness too, even when each invocation ran it once.
 */
export function testHistory(testId: string, results: readonly ResultFacts[]): TestHistory {
  let passed = 0;
  let terminal = 0;
  let lastPassedAt: string | null = null;
  let lastFailedAt: string | null = null;
  const allPassedVersions = new Set<string>();
  const failedVersions = new Set<string>();
  const invocations = results.map((result): TestHistoryEntry => {
    const counted = result.passed + result.failed + result.interrupted;
    passed += result.passed;
    terminal += counted;
    lastPassedAt = newer(lastPassedAt, result.last_passed_at);
    lastFailedAt = newer(lastFailedAt, result.last_failed_at);
    if (result.failed > 0) failedVersions.add(result.version_id);
    else if (result.passed > 0) allPassedVersions.add(result.version_id);
    return {
      invocation_id: result.invocation_id,
      agent_id: result.agent_id,
      branch_id: result.branch_id,
      version_id: result.version_id,
      created_at: result.created_at,
      runs: counted,
      passed: result.passed,
      failed: result.failed,
      pass_rate: counted === 0 ? null : result.passed / counted,
      pass_all: counted < result.runs ? null : result.passed === result.runs,
      flaky: flakyOf(result),
    };
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
