import type { Filter } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import type { EntryListing } from "../domain/list-query.ts";
import { ROOT_KEY } from "./documents.ts";
import { scopeKey } from "./scope-keys.ts";

/** The one string per entry each order is keyset-paginated on (see `domain/sort-keys.ts`). */
export type SortField = "recent_key" | "alpha_key";

export function sortFieldOf(listing: Pick<EntryListing, "sortMode">): SortField {
  return listing.sortMode === "folders_first" ? "alpha_key" : "recent_key";
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The store filter of one list page, built only by the entries repository: the tenant, the scope,
 * the filters, and "after the cursor" as one `$gt` on the order's sort key. The tenant is in the
 * filter either as `workspace_id` or inside a scope key (see `scopeKey`); `workspace_id` is named
 * only when no single-valued scope key is, so the narrowest index is the one SQLite's planner
 * finds. `share_scopes` holds an array, which an expression index cannot look into: the
 * workspace's index narrows those pages instead.
 * Its own module so that the scale test can ask the engine which index answers it.
 */
export function listFilter(
  workspaceId: WorkspaceId,
  listing: EntryListing,
  callerId: string,
  after: string | null,
): Filter {
  const filter: Filter = {};
  if (listing.scope.kind === "root") filter.folder_scope = scopeKey(workspaceId, ROOT_KEY);
  else if (listing.scope.kind === "folder") filter.folder_scope = scopeKey(workspaceId, listing.scope.folderId);
  if (listing.sharingMode === "shared_with_me") filter.share_scopes = scopeKey(workspaceId, callerId);
  else if (listing.sharingMode === "created_by_me") filter.creator_scope = scopeKey(workspaceId, callerId);
  if (!filter.folder_scope && !filter.creator_scope) filter.workspace_id = workspaceId;
  if (listing.types) filter.list_type = { $in: listing.types };
  // The name key is lower-cased, so a case-sensitive pattern over it is a case-insensitive search.
  if (listing.search) filter.name_key = { $regex: escapeRegex(listing.search) };
  if (after !== null) filter[sortFieldOf(listing)] = { $gt: after };
  return filter;
}
