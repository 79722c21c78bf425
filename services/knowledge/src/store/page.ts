import { AppError } from "@cx/errors";
import type { Collection, Filter, StoredDocument } from "@cx/store";

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
    // Falls through to the validation error.
  }
  throw AppError.validation([{ path: "/cursor", message: "is not a cursor this list issued" }]);
}

/**
 * Keyset pagination on (`field`, `_id`), newest first. An item created while a client pages has a
 * later time than the cursor, so it sorts before the page the client is on: it is neither
 * repeated nor makes another item skip.
 */
export async function findPageNewestFirst<T extends StoredDocument>(
  collection: Collection<T>,
  filter: Filter,
  field: keyof T & string,
  request: PageRequest,
): Promise<Page<T>> {
  const clauses: Filter[] = [filter];
  if (request.cursor !== undefined) {
    const { at, id } = decodeCursor(request.cursor);
    clauses.push({ $or: [{ [field]: { $lt: at } }, { [field]: at, _id: { $lt: id } }] });
  }
  const found = await collection.find(clauses.length === 1 ? filter : { $and: clauses }, {
    sort: { [field]: -1, _id: -1 },
    limit: request.pageSize + 1,
  });
  const hasMore = found.length > request.pageSize;
  const items = hasMore ? found.slice(0, request.pageSize) : found;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last ? encodeCursor(String(last[field]), last._id) : null };
}
