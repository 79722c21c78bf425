import { appendFileSync } from "node:fs";

/** One figure of a run held against what the platform promises. */
export interface Goal {
  /** What is compared, e.g. "gateway / nginx, cookie". */
  name: string;
  value: number;
  /** "x" for a ratio, "MB/s", "MB". */
  unit: string;
  /** The value must be at least (`>=`) or at most (`<=`) this. */
  op: ">=" | "<=";
  target: number;
}

export function isMet(goal: Goal): boolean {
  return goal.op === ">=" ? goal.value >= goal.target : goal.value <= goal.target;
}

export function formatGoal(goal: Goal): string {
  const digits = goal.unit === "x" ? 2 : 1;
  return `${isMet(goal) ? "met    " : "NOT MET"}  ${goal.name}: ${goal.value.toFixed(digits)}${goal.unit} (goal ${goal.op} ${goal.target}${goal.unit})`;
}

/**
 * Prints each goal and, under `bun run bench`, hands it to the runner (through the file named by
 * `BENCH_GOALS_FILE`), which prints every goal of the run together at the end.
 */
export function reportGoals(goals: Goal[]): void {
  for (const goal of goals) console.log(formatGoal(goal));
  const file = process.env.BENCH_GOALS_FILE;
  if (file) appendFileSync(file, goals.map((g) => `${JSON.stringify(g)}\n`).join(""));
}
