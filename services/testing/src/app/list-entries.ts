import type { AgentTestListPage } from "@cx/contracts";
import { listPage, pageOf } from "@cx/store";
import type { Actor } from "../domain/actor.ts";
import { decodeCursor, positionKey, queryFingerprint } from "../domain/cursor.ts";
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
  const page = pageOf(found, query.pageSize, (last) => positionKey(query.sortMode, fingerprint, last[sortField]));
  const crumbs = await breadcrumbsOf(
    deps,
    ws,
    page.items.map((entry) => entry.parent_key),
  );
  return listPage(page, (items) =>
    items.map((entry) => presentEntry(entry, actor, crumbs.get(entry.parent_key) ?? [])),
  );
}
