/**
 * The deployment gate's evidence (extension spec part 11): for a branch's tip version, the newest
 * `completed` invocation of that version whose tests include every attached test, each with at
 * least `min_repeats` terminal runs and a pass rate of at least `min_pass_rate`. Read from the
 * index of a version's completed invocations and the tests' settled results (one small document per
 * test and invocation), never from the runs.
 */
import type { DeploymentEvidenceReply, DeploymentEvidenceRequest } from "@cx/contracts";
import type { WorkspaceId } from "../domain/ids.ts";
import { expandAttachedTests } from "./attached-tests.ts";
import type { TestingPorts } from "./ports.ts";

/** How far back the gate looks: invocations older than the newest this many are not evidence. */
export const EVIDENCE_LOOKBACK = 50;

type BranchVerdict = DeploymentEvidenceReply["branches"][number];
type BranchQuestion = DeploymentEvidenceRequest["branches"][number];

export async function judgeDeployment(
  deps: Pick<TestingPorts, "entries" | "history">,
  request: DeploymentEvidenceRequest,
): Promise<DeploymentEvidenceReply> {
  const ws = request.workspace_id as WorkspaceId;
  const branches = await Promise.all(request.branches.map((branch) => judgeBranch(deps, ws, request, branch)));
  return { branches };
}

async function judgeBranch(
  deps: Pick<TestingPorts, "entries" | "history">,
  ws: WorkspaceId,
  request: DeploymentEvidenceRequest,
  branch: BranchQuestion,
): Promise<BranchVerdict> {
  const verdict = { branch_id: branch.branch_id, version_id: branch.version_id };
  const { testIds } = await expandAttachedTests(deps, ws, branch.attached_tests);
  if (testIds.length === 0) return { ...verdict, outcome: "no_attached_tests", invocation_id: null, failing_tests: [] };
  const invocations = await deps.history.completedInvocationsOfVersion(
    ws,
    request.agent_id,
    branch.version_id,
    EVIDENCE_LOOKBACK,
  );
  let shortfall: BranchVerdict | null = null;
  for (const invocation of invocations) {
    if (invocation.repeat_count < request.min_repeats) continue;
    const itemOf = new Map(invocation.items.map((item) => [item.test_id, item.invocation_item_id] as const));
    if (!testIds.every((id) => itemOf.has(id))) continue;
    const results = await deps.history.resultsOfItems(
      ws,
      testIds.map((id) => itemOf.get(id) as string),
    );
    const tally = new Map(results.map((result) => [result.test_id, result.final] as const));
    const failing: { test_id: string; pass_rate: number }[] = [];
    let covered = true;
    for (const id of testIds) {
      const final = tally.get(id);
      const terminal = final ? final.passed + final.failed + final.interrupted : 0;
      if (!final || terminal < request.min_repeats) {
        covered = false;
        break;
      }
      const passRate = final.passed / terminal;
      if (passRate < request.min_pass_rate) failing.push({ test_id: id, pass_rate: passRate });
    }
    if (!covered) continue;
    if (failing.length === 0) {
      return { ...verdict, outcome: "passed", invocation_id: invocation._id, failing_tests: [] };
    }
    shortfall ??= { ...verdict, outcome: "tests_failing", invocation_id: invocation._id, failing_tests: failing };
  }
  return shortfall ?? { ...verdict, outcome: "not_tested", invocation_id: null, failing_tests: [] };
}
