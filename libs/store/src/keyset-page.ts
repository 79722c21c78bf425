import { AppError } from "@cx/errors";
import type { Collection, Filter, StoredDocument } from "./port.ts";

export interface PageRequest {
  cursor?: string | undefined;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

function encodeCursor(at: string, id: string): string {
  return Buffer.from(JSON.stringify([at, id])).toString("base64url");
}

function decodeCursor(cursor: string): { at: string; id: string } {
  try {
    const decoded: unknown = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
    if (Array.isArray(decoded) && decoded.length === 2 && decoded.every((part) => typeof part === "string")) {
      return { at: decoded[0] as string, id: decoded[1] as string };
    }
  } catch {
    // Falls through to the validation error below.
  }
  throw AppError.validation([{ path: "/cursor", message: "is not a cursor this list issued" }]);
}

/**
 * Keyset pagination on (`field`, `_id`), where `field` is a creation time that never changes.
 * Oldest first (`1`): items created while a client pages sort after everything it has seen.
 * Newest first (`-1`): they sort before the page the client is on. Either way nothing that
 * existed throughout is skipped or repeated, which offset paging cannot promise.
 */
export async function findKeysetPage<T extends StoredDocument>(
  collection: Collection<T>,
  filter: Filter,
  field: keyof T & string,
  request: PageRequest,
  direction: 1 | -1 = 1,
): Promise<Page<T>> {
  const clauses: Filter[] = [filter];
  if (request.cursor !== undefined) {
    const { at, id } = decodeCursor(request.cursor);
    const beyond = direction === 1 ? "$gt" : "$lt";
    clauses.push({ $or: [{ [field]: { [beyond]: at } }, { [field]: at, _id: { [beyond]: id } }] });
  }
  const found = await collection.find(clauses.length === 1 ? filter : { $and: clauses }, {
    sort: { [field]: direction, _id: direction },
    limit: request.pageSize + 1,
  });
  const hasMore = found.length > request.pageSize;
  const items = hasMore ? found.slice(0, request.pageSize) : found;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(String(last[field]), last._id) : null };
}
