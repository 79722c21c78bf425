import {
  CONVERSATION_SOURCES,
  CONVERSATION_STATUSES,
  type ConversationDetail,
  type ConversationListPage,
  type ConversationSource,
  type ConversationStatus,
} from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { pageSizeParam } from "@cx/http-kit";
import type { WorkspaceId } from "@cx/ids";
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

const KNOWN = new Set(["agent_id", "branch_id", "status", "source", "cursor", "page_size"]);
const ID_TEXT = /^[A-Za-z0-9_-]{1,64}$/;

/** Reads the list's query: its values are text, each checked here with its own path. */
function listQuery(query: Record<string, string | undefined>) {
  const fields: FieldError[] = [];
  for (const name of Object.keys(query)) {
    if (!KNOWN.has(name)) fields.push({ path: `/${name}`, message: "is not a parameter of this list" });
  }
  const filters: ConversationFilters = {};
  for (const name of ["agent_id", "branch_id"] as const) {
    const value = query[name];
    if (value === undefined) continue;
    if (ID_TEXT.test(value)) filters[name] = value;
    else fields.push({ path: `/${name}`, message: "is not an id" });
  }
  if (query.status !== undefined) {
    if ((CONVERSATION_STATUSES as readonly string[]).includes(query.status))
      filters.status = query.status as ConversationStatus;
    else fields.push({ path: "/status", message: `must be one of ${CONVERSATION_STATUSES.join(", ")}` });
  }
  if (query.source !== undefined) {
    if ((CONVERSATION_SOURCES as readonly string[]).includes(query.source))
      filters.source = query.source as ConversationSource;
    else fields.push({ path: "/source", message: `must be one of ${CONVERSATION_SOURCES.join(", ")}` });
  }
  const pageSize = pageSizeParam(query.page_size, fields);
  const cursor = query.cursor === undefined || query.cursor === "" ? undefined : query.cursor;
  if (cursor !== undefined && !/^[A-Za-z0-9_-]{1,512}$/.test(cursor))
    fields.push({ path: "/cursor", message: "is not a cursor this list issued" });
  if (fields.length > 0) throw AppError.validation(fields);
  return { filters, page: { pageSize, ...(cursor !== undefined ? { cursor } : {}) } };
}

/** Newest `started_at` first; items without transcript, events and analysis. */
export async function listConversations(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  query: Record<string, string | undefined>,
): Promise<ConversationListPage> {
  const { filters, page } = listQuery(query);
  const found = await deps.conversations.list(workspaceId, filters, page);
  const now = nowOf(deps);
  return {
    items: found.items.map((record) => summaryOf(record, now)),
    next_cursor: found.nextCursor,
    has_more: found.hasMore,
  };
}
