/** The source of "now", so tests can order writes without sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** ISO 8601 UTC with milliseconds, the one time format of the API. */
export function isoNow(clock: Clock): string {
  return clock().toISOString();
}
