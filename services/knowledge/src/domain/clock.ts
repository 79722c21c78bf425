/** ISO 8601 UTC with milliseconds, the one time format of the API. */
export function isoNow(now: Date = new Date()): string {
  return now.toISOString();
}

export function isoAfter(ms: number, now: Date = new Date()): string {
  return new Date(now.getTime() + ms).toISOString();
}
