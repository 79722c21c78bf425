import {
  type ConversationDetail,
  type ConversationListPage,
  type ConversationListQuery,
  pageSizeOf,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { WorkspaceId } from "@cx/ids";
import { listPage } from "@cx/store";
import type { ConversationFilters } from "../store/conversations-repository.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { detailOf, summaryOf } from "./present.ts";

export async function getConversation(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  id: string,
): Promise<ConversationDetail> {
  const record = await deps.conversations.find(workspaceId, id);
  if (!record) throw AppError.notFound("conversation");
  return detailOf(record, nowOf(deps));
}

/** The list's query, already validated by the route guard against `ConversationListQuery`. */
function listQuery(query: ConversationListQuery) {
  const { cursor, page_size: _pageSize, ...filters } = query;
  return {
    filters: filters as ConversationFilters,
    page: { pageSize: pageSizeOf(query), ...(cursor ? { cursor } : {}) },
  };
}

/** Newest `started_at` first; items without transcript, events and analysis. */
export async function listConversations(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  query: ConversationListQuery,
): Promise<ConversationListPage> {
  const { filters, page } = listQuery(query);
  const found = await deps.conversations.list(workspaceId, filters, page);
  const now = nowOf(deps);
  return listPage(found, (items) => items.map((record) => summaryOf(record, now)));
}
