import type { Filter } from "@cx/store";
import type { ListQuery } from "../domain/list-query.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { ROOT_KEY } from "./documents.ts";

export type SortField = "recent_key" | "alpha_key";

export function sortFieldOf(query: Pick<ListQuery, "sortMode">): SortField {
  return query.sortMode === "folders_first" ? "alpha_key" : "recent_key";
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The store filter of one list page: the workspace, the scope, the filters, and "after the
 * cursor" as one `$gt` on the order's sort key. Exported on its own so a test can ask the embedded
 * engine which index answers it.
 */
export function listFilter(
  workspaceId: WorkspaceId,
  query: Pick<ListQuery, "scope" | "search" | "types" | "sharingMode" | "sortMode">,
  callerId: string,
  after: string | null,
): Filter {
  const filter: Filter = { workspace_id: workspaceId };
  if (query.scope.kind === "root") filter.parent_key = ROOT_KEY;
  else if (query.scope.kind === "folder") filter.parent_key = query.scope.folderId;
  if (query.sharingMode === "shared_with_me") filter.access_user_ids = callerId;
  else if (query.sharingMode === "created_by_me") filter.created_by = callerId;
  if (query.types) filter.list_type = { $in: query.types };
  // The name key is lower-cased, so a case-sensitive pattern over it is a case-insensitive search.
  if (query.search) filter.name_key = { $regex: escapeRegex(query.search) };
  if (after !== null) filter[sortFieldOf(query)] = { $gt: after };
  return filter;
}
