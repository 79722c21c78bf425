/**
 * The rules of a deployment request (part 4.7, parts 7 and 8, extension part 2), apart from
 * storage: every entry well-formed, percentages exact, no duplicate or unknown branch, a total of
 * exactly 10000 basis points. Archived and not-ready branches are checked after these, by the use
 * case, since they need the branches' state.
 */
import { isPlainObject } from "./json.ts";
import { PERCENTAGE_MESSAGES, type PercentageProblem, parsePercentage } from "./percentage.ts";

export const TOTAL_BASIS_POINTS = 10000;

export interface Allocation {
  branch_id: string;
  basis_points: number;
}

export type EntryProblem = "malformed" | PercentageProblem | "duplicate_branch" | "unknown_branch";

export interface InvalidEntry {
  index: number;
  branch_id?: unknown;
  percentage?: unknown;
  problem: EntryProblem;
  message: string;
}

export interface DistributionProblems {
  entries: InvalidEntry[];
  fields: { path: string; message: string }[];
  total_basis_points?: number;
}

export type DistributionCheck = { ok: true; allocations: Allocation[] } | { ok: false; problems: DistributionProblems };

/** Longest submitted value echoed back in `details`: enough to recognise it, never a megabyte. */
const ECHO_LIMIT = 200;

function echoed(value: unknown): unknown {
  if (typeof value === "string" && value.length > ECHO_LIMIT) return `${value.slice(0, ECHO_LIMIT)}…`;
  if (typeof value === "object" && value !== null) return Array.isArray(value) ? "(an array)" : "(an object)";
  return value;
}

export function checkDistribution(
  entries: readonly unknown[],
  isKnownBranch: (id: string) => boolean,
): DistributionCheck {
  const invalid: InvalidEntry[] = [];
  const fields: { path: string; message: string }[] = [];
  const allocations: Allocation[] = [];
  const seen = new Set<string>();
  const flag = (entry: InvalidEntry, field: "" | "branch_id" | "percentage") => {
    invalid.push(entry);
    fields.push({ path: `/branches/${entry.index}${field ? `/${field}` : ""}`, message: entry.message });
  };

  entries.forEach((entry, index) => {
    if (!isPlainObject(entry)) {
      flag({ index, problem: "malformed", message: "must be an object with branch_id and percentage" }, "");
      return;
    }
    const { branch_id, percentage } = entry;
    const shown = { index, branch_id: echoed(branch_id), percentage: echoed(percentage) };
    if (typeof branch_id !== "string" || branch_id.length === 0) {
      flag({ ...shown, problem: "malformed", message: "branch_id must be a non-empty string" }, "branch_id");
      return;
    }
    if (seen.has(branch_id)) {
      flag({ ...shown, problem: "duplicate_branch", message: "this branch is listed more than once" }, "branch_id");
      return;
    }
    seen.add(branch_id);
    if (!isKnownBranch(branch_id)) {
      flag({ ...shown, problem: "unknown_branch", message: "no such branch of this agent" }, "branch_id");
      return;
    }
    if (percentage === undefined) {
      flag({ ...shown, problem: "malformed", message: "percentage is required" }, "percentage");
      return;
    }
    const parsed = parsePercentage(percentage);
    if (!parsed.ok) {
      flag(
        { ...shown, problem: parsed.problem, message: `percentage ${PERCENTAGE_MESSAGES[parsed.problem]}` },
        "percentage",
      );
      return;
    }
    allocations.push({ branch_id, basis_points: parsed.basisPoints });
  });

  if (invalid.length > 0) return { ok: false, problems: { entries: invalid, fields } };
  const total = allocations.reduce((sum, a) => sum + a.basis_points, 0);
  if (total !== TOTAL_BASIS_POINTS) {
    return {
      ok: false,
      problems: {
        entries: [],
        fields: [{ path: "/branches", message: `percentages must total exactly 100 (they total ${total / 100})` }],
        total_basis_points: total,
      },
    };
  }
  return { ok: true, allocations };
}

/** Same branches with the same shares, whatever the order they were written in. */
export function sameDistribution(a: readonly Allocation[], b: readonly Allocation[]): boolean {
  if (a.length !== b.length) return false;
  const shares = new Map(a.map((entry) => [entry.branch_id, entry.basis_points]));
  return b.every((entry) => shares.get(entry.branch_id) === entry.basis_points);
}
