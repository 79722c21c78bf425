import {
  AGENT_TEST_LIST_TYPES,
  AGENT_TEST_SHARING_MODES,
  AGENT_TEST_SORT_MODES,
  type AgentTestListType,
  type AgentTestSharingMode,
  type AgentTestSortMode,
  ROOT_FOLDER,
} from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { pageSizeParam } from "@cx/http-kit";
import { NAME_MAX_LENGTH } from "./names.ts";

/** Where to list: everywhere in the workspace, at the root, or in one folder (direct children). */
export type ListScope = { kind: "workspace" } | { kind: "root" } | { kind: "folder"; folderId: string };

export interface ListQuery {
  scope: ListScope;
  /** Lower-cased substring of the name, or null for no search. */
  search: string | null;
  /** Allowed kinds, sorted, or null for all. */
  types: AgentTestListType[] | null;
  sortMode: AgentTestSortMode;
  sharingMode: AgentTestSharingMode;
  pageSize: number;
  cursor: string | null;
}

const SINGLE = ["cursor", "page_size", "search", "parent_folder_id", "sort_mode", "sharing_mode"] as const;
const TYPES = "types[]";
const KNOWN = new Set<string>([...SINGLE, TYPES]);

function oneOf<T extends string>(allowed: readonly T[], value: string): value is T {
  return (allowed as readonly string[]).includes(value);
}

/**
 * Part 4.3 with the extension spec's values. Query strings are text, so this reads them itself
 * rather than through a body schema: a repeated single-valued parameter, an unknown parameter or an
 * out-of-range value is a 422 naming the parameter, never a silent default.
 */
export function parseListQuery(params: URLSearchParams): ListQuery {
  const fields: FieldError[] = [];
  for (const name of new Set(params.keys())) {
    if (!KNOWN.has(name)) fields.push({ path: `/${name}`, message: "is not a parameter of this list" });
  }
  const single: Partial<Record<(typeof SINGLE)[number], string>> = {};
  for (const name of SINGLE) {
    const values = params.getAll(name);
    if (values.length > 1) fields.push({ path: `/${name}`, message: "must be given at most once" });
    if (values[0] !== undefined) single[name] = values[0];
  }

  const pageSize = pageSizeParam(single.page_size, fields);

  let scope: ListScope = { kind: "workspace" };
  const parent = single.parent_folder_id;
  if (parent !== undefined) {
    if (parent === "") {
      fields.push({
        path: "/parent_folder_id",
        message: `must be "${ROOT_FOLDER}" or a folder id; omit it to list the whole workspace`,
      });
    } else {
      scope = parent === ROOT_FOLDER ? { kind: "root" } : { kind: "folder", folderId: parent };
    }
  }

  let search: string | null = null;
  const rawSearch = single.search?.normalize("NFC").trim();
  if (rawSearch) {
    if (rawSearch.length > NAME_MAX_LENGTH) {
      fields.push({ path: "/search", message: `must be at most ${NAME_MAX_LENGTH} characters` });
    } else {
      search = rawSearch.toLowerCase();
    }
  }

  let types: AgentTestListType[] | null = null;
  const rawTypes = params.getAll(TYPES);
  if (rawTypes.length > 0) {
    const chosen = new Set<AgentTestListType>();
    rawTypes.forEach((value, i) => {
      if (oneOf(AGENT_TEST_LIST_TYPES, value)) chosen.add(value);
      else fields.push({ path: `/${TYPES}/${i}`, message: `must be one of: ${AGENT_TEST_LIST_TYPES.join(", ")}` });
    });
    types = [...chosen].sort();
  }

  let sortMode: AgentTestSortMode = "default";
  if (single.sort_mode !== undefined) {
    if (oneOf(AGENT_TEST_SORT_MODES, single.sort_mode)) sortMode = single.sort_mode;
    else fields.push({ path: "/sort_mode", message: `must be one of: ${AGENT_TEST_SORT_MODES.join(", ")}` });
  }

  let sharingMode: AgentTestSharingMode = "all";
  if (single.sharing_mode !== undefined) {
    if (oneOf(AGENT_TEST_SHARING_MODES, single.sharing_mode)) sharingMode = single.sharing_mode;
    else fields.push({ path: "/sharing_mode", message: `must be one of: ${AGENT_TEST_SHARING_MODES.join(", ")}` });
  }

  if (fields.length > 0) throw AppError.validation(fields, "The list query is not valid.");
  // An empty cursor is how some clients spell "no cursor" (a null rendered into a query string).
  const cursor = single.cursor ? single.cursor : null;
  return { scope, search, types, sortMode, sharingMode, pageSize, cursor };
}
