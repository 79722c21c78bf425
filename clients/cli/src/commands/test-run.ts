/**
 * `cx test run`: start an invocation, follow it, summarise it and, with `--baseline`, compare it.
 * Exit 1 when a run did not pass or, with `--fail-on regression`, only when a test regressed.
 */
import { writeFileSync } from "node:fs";
import type { Command } from "../args.ts";
import { ApiError, UsageError } from "../errors.ts";
import { junitXml } from "../junit.ts";
import { followInvocation, type LiveUpdateSettings } from "../live-updates.ts";
import { allPassed, outcomesOf } from "../outcomes.ts";
import type { Platform } from "../platform.ts";
import { createProgress, type Output } from "../progress.ts";
import { summaryJson, summaryText } from "../report.ts";
import { comparisonText, regressed } from "../results-over-time.ts";
import type { Comparison, RunSummary } from "../shapes.ts";

type TestRun = Extract<Command, { name: "test run" }>;

const MAX_TESTS = 100;

/** The tests in a folder and, folder by folder, below it. */
async function testsInFolder(platform: Platform, folderId: string): Promise<string[]> {
  const tests: string[] = [];
  const folders = [folderId];
  const seen = new Set(folders);
  for (let folder = folders.shift(); folder !== undefined; folder = folders.shift()) {
    for (const item of await platform.listTests(folder)) {
      if (item.entity_type === "folder") {
        if (!seen.has(item.id)) folders.push(item.id);
        seen.add(item.id);
      } else tests.push(item.id);
    }
  }
  return tests;
}

/** The tests to run by id, or null for the attached ones, which the platform gathers (folders expanded) itself. */
async function selectedTests(platform: Platform, command: TestRun): Promise<string[] | null> {
  const { selection } = command;
  if (selection.kind === "attached") return null;
  const ids = selection.kind === "tests" ? selection.ids : await testsInFolder(platform, selection.folderId);
  if (ids.length === 0) throw new UsageError("The folder holds no tests");
  if (ids.length > MAX_TESTS) throw new UsageError(`${ids.length} tests: one invocation runs at most ${MAX_TESTS}`);
  return ids;
}

const PREVIOUS = "previous";

/**
 * The comparison with the baseline; none when `previous` names nothing yet (the first invocation
 * of a branch), which is not a reason to fail a pipeline.
 */
async function comparisonWith(
  platform: Platform,
  invocationId: string,
  baseline: string,
  stderr: Output,
): Promise<Comparison | null> {
  try {
    return await platform.compareInvocations(invocationId, baseline);
  } catch (error) {
    if (baseline !== PREVIOUS || !(error instanceof ApiError) || error.status !== 404) throw error;
    stderr.write("No earlier finished invocation of this agent and branch to compare with.\n");
    return null;
  }
}

export async function testRun(
  platform: Platform,
  command: TestRun,
  io: { stdout: Output; stderr: Output },
  liveUpdates: LiveUpdateSettings = {},
): Promise<number> {
  const testIds = await selectedTests(platform, command);
  // A baseline that does not exist is said before any run is spent on it.
  if (command.baseline && command.baseline !== PREVIOUS) await platform.getInvocation(command.baseline);
  const started = await platform.startInvocation(command.agentId, {
    ...(testIds ? { test_ids: testIds } : { attached: true }),
    ...(command.branchId ? { branch_id: command.branchId } : {}),
    repeat_count: command.repeat,
    allow_real_tools: command.realTools,
  });
  io.stderr.write(
    `Invocation ${started.id}: ${started.test_ids.length} test(s) × ${started.repeat_count} on version ${started.version_id}\n`,
  );
  const runs = new Map<string, RunSummary>();
  const progress = createProgress(started, io.stderr);
  let finished: Awaited<ReturnType<typeof followInvocation>>;
  try {
    finished = await followInvocation(platform, started.id, {
      ...liveUpdates,
      onRun: (run) => {
        const before = runs.get(run.id);
        runs.set(run.id, run);
        const news = progress.update(run);
        return news || before?.status !== run.status || before?.updated_at !== run.updated_at;
      },
    });
  } finally {
    progress.finish();
  }
  const invocation = { ...finished, summary: finished.summary ?? started.summary };
  const outcomes = outcomesOf(invocation, runs.values());
  const passed = allPassed(invocation, outcomes);
  if (command.junit) {
    writeFileSync(command.junit, junitXml(invocation, outcomes));
    io.stderr.write(`JUnit report written to ${command.junit}\n`);
  }
  if (!command.json) io.stdout.write(`${summaryText(invocation, outcomes)}\n`);
  const comparison = command.baseline
    ? await comparisonWith(platform, invocation.id, command.baseline, io.stderr)
    : undefined;
  if (command.json) {
    const report = { ...summaryJson(invocation, outcomes, passed), ...(command.baseline ? { comparison } : {}) };
    io.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  } else if (comparison) io.stdout.write(`\n${comparisonText(comparison)}\n`);
  if (command.failOn === "regression") return comparison && regressed(comparison) ? 1 : 0;
  return passed ? 0 : 1;
}
