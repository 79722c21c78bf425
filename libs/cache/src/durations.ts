/**
 * Redis takes whole, positive milliseconds for PX/PEXPIRE; rounding up keeps a value alive at least as
 * long as asked, and rejecting zero/negative/NaN stops a bug from silently creating keys that never expire.
 */
export function toPositiveWholeMs(value: number, what: string): number {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${what} must be a positive number of milliseconds, got ${value}`);
  }
  return Math.ceil(value);
}
