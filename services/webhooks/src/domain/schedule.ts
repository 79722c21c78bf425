/**
 * When a failed delivery is tried again (extension spec part 11): after each failure the next
 * gap of the schedule, the last gap repeating, until the window since the first attempt closes.
 */
export interface RetrySchedule {
  /** Gaps after the 1st, 2nd, ... failure, in milliseconds; the last repeats. */
  gapsMs: readonly number[];
  /** How long after the first attempt retries stop. */
  windowMs: number;
}

/** About 30 s, 2 min, 10 min, 1 h, then hourly, for 24 h. */
export const DEFAULT_RETRY_SCHEDULE: RetrySchedule = {
  gapsMs: [30_000, 120_000, 600_000, 3_600_000],
  windowMs: 24 * 3_600_000,
};

/** When the attempt after `failures` failures is due, or null when the window has closed. */
export function nextAttemptAt(schedule: RetrySchedule, firstAttemptAt: Date, lastAttemptAt: Date, failures: number) {
  const gaps = schedule.gapsMs;
  const gap = gaps[Math.min(failures, gaps.length) - 1] ?? gaps[gaps.length - 1] ?? 0;
  const next = new Date(lastAttemptAt.getTime() + gap);
  return next.getTime() - firstAttemptAt.getTime() > schedule.windowMs ? null : next;
}

/** Failed attempts in a row after which a webhook is disabled. */
export const FAILURES_BEFORE_DISABLING = 50;
