import type { WorkspaceId } from "../domain/ids.ts";

/**
 * A value qualified by its workspace, as one indexable string: `["ws_…","tfd_…"]`. Entries are
 * stored and indexed with these keys, and queries narrow on them instead of on `workspace_id`
 * plus a second field, so the workspace is in every filter, inside the key, and only repository
 * code (which takes a `WorkspaceId`) builds keys. They were made for an engine that gathered the
 * candidates of every index whose leading field a filter fixed; SQLite's planner picks one index,
 * so a new collection would not need them, but stored entries and their indexes carry them.
 */
export function scopeKey(workspaceId: WorkspaceId, value: string): string {
  return JSON.stringify([workspaceId, value]);
}
