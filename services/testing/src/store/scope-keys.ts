import type { WorkspaceId } from "../domain/ids.ts";

/**
 * A value qualified by its workspace, as one indexable string: `["ws_…","tfd_…"]`. Queries narrow
 * on these instead of on `workspace_id` plus a second field, because the embedded engine builds
 * the candidate set of every index whose leading field the filter fixes: a filter naming
 * `workspace_id` makes it gather every entry of the workspace once per such index, even when
 * another index would leave only a folder's worth. The workspace is still in every filter, inside
 * the key, and only repository code (which takes a `WorkspaceId`) builds keys.
 */
export function scopeKey(workspaceId: WorkspaceId, value: string): string {
  return JSON.stringify([workspaceId, value]);
}
