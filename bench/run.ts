import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { formatGoal, type Goal, isMet } from "./lib/goals.ts";

/**
 * `bun run bench` runs every benchmark in this folder, one after another (they compete for the
 * same cores), then prints every goal they measured, met or not. `bun run bench <name>` runs the
 * files whose name contains it. The HTTP cases (`http.ts`) come first: they need the machine to
 * themselves more than any other.
 */
const only = process.argv[2];
const FIRST = ["http.ts", "knowledge.ts"];
const files = readdirSync(import.meta.dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && (!only || f.includes(only)))
  .sort((a, b) => {
    const rank = (f: string) => (FIRST.includes(f) ? FIRST.indexOf(f) : FIRST.length);
    return rank(a) - rank(b) || a.localeCompare(b);
  });
const dir = mkdtempSync(join(tmpdir(), "cx-bench-"));
const goalsFile = join(dir, "goals.jsonl");
const failed: string[] = [];
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const child = Bun.spawn(["bun", join(import.meta.dir, file)], {
    stdout: "inherit",
    stderr: "inherit",
    cwd: join(import.meta.dir, ".."),
    env: { ...process.env, BENCH_GOALS_FILE: goalsFile },
  });
  if ((await child.exited) !== 0) failed.push(file);
}
let goals: Goal[] = [];
try {
  goals = readFileSync(goalsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Goal);
} catch {
  // No benchmark measured a goal (a filtered run).
}
rmSync(dir, { recursive: true, force: true });
if (goals.length > 0) {
  console.log("\n## Goals\n");
  for (const goal of goals) console.log(formatGoal(goal));
  console.log(`\n${goals.filter(isMet).length} of ${goals.length} goals met`);
}
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(", ")}`);
  process.exitCode = 1;
}
