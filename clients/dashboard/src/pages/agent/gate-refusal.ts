import { ApiError } from "../../api/api-error.ts";

export interface RefusedBranch {
  branch_id: string;
  reason: "no_attached_tests" | "not_tested" | "tests_failing" | string;
  invocation_id?: string;
  failing_tests?: { test_id: string; pass_rate: number }[];
}

/** The branches the deployment gate refused (409 `deployment_tests_required`), by branch id. */
export function refusedBranches(error: unknown): Map<string, RefusedBranch> {
  if (!(error instanceof ApiError) || error.code !== "deployment_tests_required") return new Map();
  const branches = Array.isArray(error.details.branches) ? (error.details.branches as RefusedBranch[]) : [];
  return new Map(branches.filter((b) => typeof b?.branch_id === "string").map((b) => [b.branch_id, b]));
}

/** What a refused branch lacks, in a sentence shown at its share. */
export function refusalText(refused: RefusedBranch): string {
  switch (refused.reason) {
    case "no_attached_tests":
      return "Refused: no tests are attached to this branch.";
    case "not_tested":
      return "Refused: its latest version has not run every attached test enough times.";
    case "tests_failing": {
      const failing = refused.failing_tests ?? [];
      const which = failing.map((t) => `${t.test_id} (${Math.round(t.pass_rate * 100)}% passed)`).join(", ");
      return `Refused: tests are failing${which ? `: ${which}` : ""}.`;
    }
    default:
      return `Refused: ${refused.reason}.`;
  }
}
