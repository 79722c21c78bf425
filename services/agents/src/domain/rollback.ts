/**
 * Automatic rollback (extension spec part 11), as pure rules: which branch is the largest, since
 * when a branch's conversations count, and whether they fail too often.
 */
import type { Allocation } from "./distribution.ts";

export interface RollbackSettings {
  enabled: boolean;
  min_conversations: number;
  max_failure_rate: number;
}

/** One past distribution, oldest first, with when it took effect. */
export interface PastDistribution {
  distribution: readonly Allocation[];
  started_at: string;
}

export interface RollbackDecision {
  branch_id: string;
  to_branch_id: string;
  failure_rate: number;
  conversations: number;
  distribution: Allocation[];
}

const shareOf = (distribution: readonly Allocation[], branchId: string) =>
  distribution.find((a) => a.branch_id === branchId)?.basis_points ?? 0;

/** The branch with the largest share; on a tie `main` wins, else the smallest id (stable everywhere). */
export function largestBranch(distribution: readonly Allocation[], mainBranchId: string): string | null {
  let best: Allocation | null = null;
  for (const entry of distribution) {
    if (entry.basis_points <= 0) continue;
    if (
      best === null ||
      entry.basis_points > best.basis_points ||
      (entry.basis_points === best.basis_points &&
        best.branch_id !== mainBranchId &&
        (entry.branch_id === mainBranchId || entry.branch_id < best.branch_id))
    ) {
      best = entry;
    }
  }
  return best?.branch_id ?? null;
}

/**
 * When the deployment that last raised the branch's share took effect: walking back from the
 * current distribution, the newest one whose share of the branch is above the one before it.
 * `deployments` are oldest first, the current one last.
 */
export function lastRaisedAt(deployments: readonly PastDistribution[], branchId: string): string | null {
  for (let i = deployments.length - 1; i >= 0; i--) {
    const current = deployments[i];
    if (!current) continue;
    const before = i > 0 ? shareOf(deployments[i - 1]?.distribution ?? [], branchId) : 0;
    if (shareOf(current.distribution, branchId) > before) return current.started_at;
  }
  return null;
}

/**
 * Whether the branch's newest analysed conversations (`outcomes`: `call_successful` of each,
 * newest first, only those routed by the deployment since it was last raised) call for moving its
 * share to the largest branch. Null when nothing is to be done.
 */
export function decideRollback(input: {
  settings: RollbackSettings;
  distribution: readonly Allocation[];
  mainBranchId: string;
  branchId: string;
  outcomes: readonly boolean[];
}): RollbackDecision | null {
  const { settings, distribution, branchId } = input;
  if (!settings.enabled) return null;
  const share = shareOf(distribution, branchId);
  if (share <= 0) return null;
  const largest = largestBranch(distribution, input.mainBranchId);
  if (largest === null || largest === branchId) return null;
  const counted = input.outcomes.slice(0, settings.min_conversations);
  if (counted.length < settings.min_conversations) return null;
  const failures = counted.filter((ok) => !ok).length;
  const failureRate = failures / counted.length;
  if (!(failureRate > settings.max_failure_rate)) return null;
  const moved = distribution
    .map((a) =>
      a.branch_id === branchId
        ? { ...a, basis_points: 0 }
        : a.branch_id === largest
          ? { ...a, basis_points: a.basis_points + share }
          : { ...a },
    )
    .filter((a) => a.basis_points > 0);
  return {
    branch_id: branchId,
    to_branch_id: largest,
    failure_rate: failureRate,
    conversations: counted.length,
    distribution: moved,
  };
}
