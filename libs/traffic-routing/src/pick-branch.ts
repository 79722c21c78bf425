import { createHash } from "node:crypto";

/** One bucket per basis point: a distribution totalling 10000 maps every bucket to a branch. */
export const BUCKET_COUNT = 10000;

export interface RoutableAllocation {
  branch_id: string;
  basis_points: number;
}

/**
 * Where an id falls in 0..9999. A cryptographic hash rather than a fast one so that ids that
 * differ by one character (sequential-looking ids in tests, say) still spread evenly; 48 bits
 * read from it keep the modulo bias below 10^-10.
 */
export function bucketOf(conversationId: string): number {
  const digest = createHash("sha256").update(conversationId, "utf8").digest();
  return digest.readUIntBE(0, 6) % BUCKET_COUNT;
}

/**
 * The branch a conversation goes to, in proportion to basis points. The distribution is scaled
 * to its own total, so a total other than 10000 still routes proportionally rather than leaving
 * buckets unassigned. Null only when no entry has any traffic.
 */
export function pickBranch(conversationId: string, distribution: readonly RoutableAllocation[]): string | null {
  const live = distribution
    .filter((entry) => Number.isInteger(entry.basis_points) && entry.basis_points > 0)
    .sort((a, b) => (a.branch_id < b.branch_id ? -1 : a.branch_id > b.branch_id ? 1 : 0));
  const total = live.reduce((sum, entry) => sum + entry.basis_points, 0);
  if (total === 0) return null;
  // Integer arithmetic only: bucket * total stays far below 2^53.
  const point = Math.floor((bucketOf(conversationId) * total) / BUCKET_COUNT);
  let upper = 0;
  for (const entry of live) {
    upper += entry.basis_points;
    if (point < upper) return entry.branch_id;
  }
  return live[live.length - 1]?.branch_id ?? null;
}
