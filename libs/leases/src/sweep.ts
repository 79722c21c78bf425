/** What one sweep did: jobs handed to a worker again, and jobs failed for good. */
export interface SweepCounts {
  requeued: number;
  failed: number;
}

/** Jobs one step of a sweep looks at; the next sweep takes the rest. */
export const SWEEP_BATCH = 100;

export interface JobRecovery<J> {
  /** Queues the job again; false when another replica got there first. */
  requeue: (job: J) => Promise<boolean>;
  /**
   * For jobs whose runs are counted: whether one has used them up, and how it then fails instead
   * (false when it was not failed, another replica having got there first).
   */
  exhaustion?: { reached: (job: J) => boolean; fail: (job: J) => Promise<boolean> };
}

/**
 * Gives each job found stuck (its worker died, or its request went missing) a worker again, or
 * fails it once it has used up its runs, adding what it did to `counts`. Safe in every replica at
 * once as long as `fail` and `requeue` are conditional updates that only one of them wins.
 */
export async function recoverJobs<J>(
  jobs: Iterable<J>,
  recovery: JobRecovery<J>,
  counts: SweepCounts = { requeued: 0, failed: 0 },
): Promise<SweepCounts> {
  for (const job of jobs) {
    const { exhaustion } = recovery;
    if (exhaustion?.reached(job)) {
      if (await exhaustion.fail(job)) counts.failed++;
    } else if (await recovery.requeue(job)) {
      counts.requeued++;
    }
  }
  return counts;
}
