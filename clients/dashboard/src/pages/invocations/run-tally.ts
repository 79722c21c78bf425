/** A test's runs counted as the invocation's summary counts them (part 3 and part 10 of the extensions). */
import type { RunSummary } from "./invocation-queries.ts";

export interface Tally {
  runs: number;
  passed: number;
  failed: number;
  interrupted: number;
  /** Passed / terminal; null while none has passed or failed. */
  passRate: number | null;
  /** pass^k: every one of `runs` passed; null until all are terminal. */
  passAll: boolean | null;
  /** One passed and another failed; null while none has passed or failed. */
  flaky: boolean | null;
  costUsd: number;
  inputTokens: number;
  outputTokens: number;
}

export function tally(runs: readonly RunSummary[], expected: number): Tally {
  let passed = 0;
  let failed = 0;
  let interrupted = 0;
  let costUsd = 0;
  let inputTokens = 0;
  let outputTokens = 0;
  for (const run of runs) {
    if (run.status === "passed") passed++;
    else if (run.status === "failed") failed++;
    else if (run.status === "interrupted") interrupted++;
    costUsd += run.cost_usd;
    inputTokens += run.input_tokens;
    outputTokens += run.output_tokens;
  }
  const decided = passed + failed;
  const allEnded = passed + failed + interrupted >= expected;
  return {
    runs: expected,
    passed,
    failed,
    interrupted,
    passRate: decided ? passed / decided : null,
    passAll: allEnded ? passed === expected : null,
    flaky: decided ? passed > 0 && failed > 0 : null,
    costUsd,
    inputTokens,
    outputTokens,
  };
}
