import type { AgentTestListPage } from "@cx/contracts";
import type { Actor } from "../domain/actor.ts";
import { decodeCursor, encodeCursor, queryFingerprint } from "../domain/cursor.ts";
import type { ListQuery } from "../domain/list-query.ts";
import { listFilter, sortFieldOf } from "../store/list-filter.ts";
import type { TestingDeps } from "./deps.ts";
import { presentEntry } from "./present.ts";
import { breadcrumbsOf, requireFolder } from "./tree.ts";

/**
 * Part 4.3. Keyset pagination on the order's sort key (unique per item): a page is "the next
 * `page_size` keys after the cursor's key", so items created or deleted meanwhile never shift
 * the items a client has not reached yet. See `docs/api/testing.md` for edited items.
 */
export async function listEntries(deps: TestingDeps, actor: Actor, query: ListQuery): Promise<AgentTestListPage> {
  const ws = actor.workspaceId;
  if (query.scope.kind === "folder") await requireFolder(deps, ws, query.scope.folderId);
  const fingerprint = queryFingerprint([query.scope, query.search, query.types, query.sharingMode]);
  const after = query.cursor ? decodeCursor(query.cursor, { sortMode: query.sortMode, query: fingerprint }) : null;
  const sortField = sortFieldOf(query);
  const found = await deps.entries.page(ws, listFilter(ws, query, actor.userId, after), sortField, query.pageSize + 1);
  const hasMore = found.length > query.pageSize;
  const page = hasMore ? found.slice(0, query.pageSize) : found;
  const crumbs = await breadcrumbsOf(
    deps,
    ws,
    page.map((entry) => entry.parent_key),
  );
  const last = page.at(-1);
  return {
    items: page.map((entry) => presentEntry(entry, actor, crumbs.get(entry.parent_key) ?? [])),
    next_cursor:
      hasMore && last ? encodeCursor({ sortMode: query.sortMode, query: fingerprint, after: last[sortField] }) : null,
    has_more: hasMore,
  };
}
