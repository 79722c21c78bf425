/** Pure rules of a conversation's life (extension spec part 4). */

/** Whole seconds from `startedAt` to `endedAt`, or to `now` while the conversation is active. */
export function durationSeconds(startedAt: string, endedAt: string | null, now: Date): number {
  const end = endedAt ? Date.parse(endedAt) : now.getTime();
  return Math.max(0, Math.floor((end - Date.parse(startedAt)) / 1000));
}

/** Whether `conversation.max_duration_seconds` has passed: checked when a message arrives. */
export function pastMaxDuration(startedAt: string, maxDurationSeconds: number | undefined, now: Date): boolean {
  if (maxDurationSeconds === undefined || !Number.isFinite(maxDurationSeconds) || maxDurationSeconds <= 0) return false;
  return now.getTime() - Date.parse(startedAt) >= maxDurationSeconds * 1000;
}
