export const TIMED_OUT: unique symbol = Symbol("timed out");

/**
 * Waits for `work` at most `ms`. The work itself is not cancelled: a caller that still wants its
 * outcome (a late answer to store) keeps the original promise.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), ms);
  });
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer));
}
