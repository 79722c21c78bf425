import type { Filter } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import type { ListQuery } from "../domain/list-query.ts";
import { ROOT_KEY } from "./documents.ts";
import { scopeKey } from "./scope-keys.ts";

export type SortField = "recent_key" | "alpha_key";

export function sortFieldOf(query: Pick<ListQuery, "sortMode">): SortField {
  return query.sortMode === "folders_first" ? "alpha_key" : "recent_key";
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The store filter of one list page: the tenant, the scope, the filters, and "after the cursor"
 * as one `$gt` on the order's sort key. The tenant is in the filter either as `workspace_id` or
 * inside a scope key (see `scopeKey`); `workspace_id` is named only when no scope key is, so the
 * narrowest index is the only one the embedded engine consults. Exported on its own so a test can
 * ask the engine which index answers it.
 */
export function listFilter(
  workspaceId: WorkspaceId,
  query: Pick<ListQuery, "scope" | "search" | "types" | "sharingMode" | "sortMode">,
  callerId: string,
  after: string | null,
): Filter {
  const filter: Filter = {};
  if (query.scope.kind === "root") filter.folder_scope = scopeKey(workspaceId, ROOT_KEY);
  else if (query.scope.kind === "folder") filter.folder_scope = scopeKey(workspaceId, query.scope.folderId);
  if (query.sharingMode === "shared_with_me") filter.share_scopes = scopeKey(workspaceId, callerId);
  else if (query.sharingMode === "created_by_me") filter.creator_scope = scopeKey(workspaceId, callerId);
  if (Object.keys(filter).length === 0) filter.workspace_id = workspaceId;
  if (query.types) filter.list_type = { $in: query.types };
  // The name key is lower-cased, so a case-sensitive pattern over it is a case-insensitive search.
  if (query.search) filter.name_key = { $regex: escapeRegex(query.search) };
  if (after !== null) filter[sortFieldOf(query)] = { $gt: after };
  return filter;
}

/** Whether a filter built here is confined to `workspaceId` (checked before every page query). */
export function isConfinedTo(filter: Filter, workspaceId: WorkspaceId): boolean {
  const scoped = [filter.folder_scope, filter.share_scopes, filter.creator_scope].filter(
    (value): value is string => typeof value === "string",
  );
  if (filter.workspace_id !== undefined && filter.workspace_id !== workspaceId) return false;
  if (scoped.some((key) => JSON.parse(key)[0] !== workspaceId)) return false;
  return filter.workspace_id === workspaceId || scoped.length > 0;
}
