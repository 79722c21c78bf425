import type { AgentTestListPage, AgentTestListQuery } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { listPage } from "@cx/store";
import type { Actor } from "../domain/actor.ts";
import { decodeCursor, positionKey, queryFingerprint } from "../domain/cursor.ts";
import { listQueryOf } from "../domain/list-query.ts";
import type { TestingPorts } from "./ports.ts";
import { presentEntry } from "./present.ts";
import { breadcrumbsOf } from "./tree.ts";

/**
 * Part 4.3. Keyset pagination on the order's sort key (unique per item): a page is "the next
 * `page_size` keys after the cursor's key", so items created or deleted meanwhile never shift
 * the items a client has not reached yet. See `docs/api/testing.md` for edited items.
 */
export async function listEntries(
  deps: TestingPorts,
  actor: Actor,
  query: AgentTestListQuery,
): Promise<AgentTestListPage> {
  const ws = actor.workspaceId;
  const { pageSize, cursor, ...listing } = listQueryOf(query);
  const bound = {
    sortMode: listing.sortMode,
    query: queryFingerprint([listing.scope, listing.search, listing.types, listing.sharingMode]),
  };
  const after = cursor ? decodeCursor(cursor, bound) : null;
  const page = await deps.entries.listPage(ws, listing, actor.userId, after, pageSize, (key) =>
    positionKey(bound.sortMode, bound.query, key),
  );
  if (!page) throw AppError.notFound("folder");
  const crumbs = await breadcrumbsOf(
    deps,
    ws,
    page.items.map((entry) => entry.parent_key),
  );
  return listPage(page, (items) =>
    items.map((entry) => presentEntry(entry, actor, crumbs.get(entry.parent_key) ?? [])),
  );
}
