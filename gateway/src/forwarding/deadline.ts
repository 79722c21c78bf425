export const TIMED_OUT: unique symbol = Symbol("timed out");

/**
 * Waits for `work` at most `ms`. The work itself is not cancelled: a caller that still wants its
 * outcome (a late answer to store) keeps the original promise. One promise and one timer per
 * call: this runs on every forwarded request.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    work.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
