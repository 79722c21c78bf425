/**
 * Optimistic concurrency: read, decide, write conditionally, and on losing the race start over.
 * Racers that lost together would collide again at once, so each retry waits a random, growing
 * moment first; twelve attempts see a dozen simultaneous writers through.
 */
export const CONFLICT_RETRY = Symbol("conflict-retry");

export async function retryOnConflict<T>(
  attempt: () => Promise<T | typeof CONFLICT_RETRY>,
  exhausted: () => Error,
  attempts = 12,
): Promise<T> {
  for (let i = 0; i < attempts; i++) {
    if (i > 0) await Bun.sleep(Math.random() * 2 ** Math.min(i, 6));
    const outcome = await attempt();
    if (outcome !== CONFLICT_RETRY) return outcome;
  }
  throw exhausted();
}
