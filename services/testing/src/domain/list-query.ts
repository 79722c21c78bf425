import {
  type AgentTestListQuery,
  type AgentTestListType,
  type AgentTestSharingMode,
  type AgentTestSortMode,
  pageSizeOf,
  ROOT_FOLDER,
} from "@cx/contracts";

/** Where to list: everywhere in the workspace, at the root, or in one folder (direct children). */
export type ListScope = { kind: "workspace" } | { kind: "root" } | { kind: "folder"; folderId: string };

/** Which entries a list shows and in which order: what the entries repository pages through. */
export interface EntryListing {
  scope: ListScope;
  /** Lower-cased substring of the name, or null for no search. */
  search: string | null;
  /** Allowed kinds, sorted, or null for all. */
  types: AgentTestListType[] | null;
  sortMode: AgentTestSortMode;
  sharingMode: AgentTestSharingMode;
}

export interface ListQuery extends EntryListing {
  pageSize: number;
  cursor: string | null;
}

/**
 * Part 4.3 with the extension spec's values, from a query the route guard has validated: the
 * scope it names, the search as names are compared (NFC, trimmed, lower-cased), the kinds in a
 * stable order (so that a cursor is bound to the set, not to how it was spelt).
 */
export function listQueryOf(query: AgentTestListQuery): ListQuery {
  const parent = query.parent_folder_id;
  const scope: ListScope =
    parent === undefined
      ? { kind: "workspace" }
      : parent === ROOT_FOLDER
        ? { kind: "root" }
        : { kind: "folder", folderId: parent };
  const search = query.search?.normalize("NFC").trim().toLowerCase();
  const types = query["types[]"];
  return {
    scope,
    search: search ? search : null,
    types: types && types.length > 0 ? [...new Set(types)].sort() : null,
    sortMode: query.sort_mode ?? "default",
    sharingMode: query.sharing_mode ?? "all",
    pageSize: pageSizeOf(query),
    // An empty cursor is how some clients spell "no cursor" (a null rendered into a query string).
    cursor: query.cursor ? query.cursor : null,
  };
}
