import type { KnowledgeDocumentStatus, KnowledgeDocumentType } from "@cx/contracts";
import { KNOWLEDGE_DOCUMENT_STATUSES, KNOWLEDGE_DOCUMENT_TYPES } from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { pageParams } from "@cx/http-kit";
import type { DocumentListQuery } from "../app/documents.ts";

type Query = Record<string, string | string[] | undefined>;

function single(query: Query, key: string, problems: FieldError[]): string | undefined {
  const value = query[key];
  if (Array.isArray(value)) {
    problems.push({ path: `/${key}`, message: "must be given once" });
    return undefined;
  }
  return value;
}

/**
 * Query strings arrive as text; they are checked here rather than by schema coercion so that
 * every problem is reported with its parameter, as body validation does.
 */
export function parseListQuery(query: Query): DocumentListQuery {
  const problems: FieldError[] = [];
  const known = new Set(["cursor", "page_size", "folder_id", "search", "type", "status"]);
  for (const key of Object.keys(query))
    if (!known.has(key)) problems.push({ path: `/${key}`, message: "is not a known parameter" });
  const page = pageParams(
    { cursor: single(query, "cursor", problems), page_size: single(query, "page_size", problems) },
    problems,
  );
  const folder = single(query, "folder_id", problems);
  const type = single(query, "type", problems);
  if (type !== undefined && !(KNOWLEDGE_DOCUMENT_TYPES as readonly string[]).includes(type)) {
    problems.push({ path: "/type", message: `must be one of ${KNOWLEDGE_DOCUMENT_TYPES.join(", ")}` });
  }
  const status = single(query, "status", problems);
  if (status !== undefined && !(KNOWLEDGE_DOCUMENT_STATUSES as readonly string[]).includes(status)) {
    problems.push({ path: "/status", message: `must be one of ${KNOWLEDGE_DOCUMENT_STATUSES.join(", ")}` });
  }
  const search = single(query, "search", problems);
  if (problems.length > 0) throw AppError.validation(problems);
  return {
    ...page,
    // `root` (or an empty value) means documents at the workspace root.
    folderId: folder === undefined ? undefined : folder === "root" || folder === "" ? null : folder,
    search: search?.trim() ? search.trim() : undefined,
    type: type as KnowledgeDocumentType | undefined,
    status: status as KnowledgeDocumentStatus | undefined,
  };
}

/** `?force=true` (or `1`); absent or `false` is not forced; anything else is a 422. */
export function parseForce(query: Query): boolean {
  const value = query.force;
  if (value === undefined || value === "false" || value === "0") return false;
  if (value === "true" || value === "1" || value === "") return true;
  throw AppError.validation([{ path: "/force", message: "must be true or false" }]);
}
