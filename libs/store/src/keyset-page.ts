import { AppError, type FieldError } from "@cx/errors";
import type { Collection, Filter, StoredDocument } from "./port.ts";

/**
 * Cursor pagination, the one helper every list uses (extension spec part 0): a cursor is the
 * sort key of the last item a page served, as base64url JSON, opaque to clients. A list checks
 * what it decodes (`isKey`), so a tampered or foreign cursor is a 422 on `/cursor`, never a query
 * on unchecked values.
 */

export interface PageRequest {
  /** The cursor as the client sent it; absent (or empty) for the first page. */
  cursor?: string | undefined;
  pageSize: number;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
  hasMore: boolean;
}

/** The list answer of the API. */
export interface ListPage<T> {
  items: T[];
  next_cursor: string | null;
  has_more: boolean;
}

const MAX_CURSOR_LENGTH = 2048;
const NOT_ISSUED = "is not a cursor this list issued";

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

/**
 * A cursor this list issued, but for another question (another order, other filters): `message`
 * tells the client so, rather than calling the cursor forged.
 */
export interface CursorBinding {
  wasIssued: (value: unknown) => boolean;
  message: string;
}

/**
 * The key a cursor holds, checked by `isKey`, or null without a cursor (an empty one is how some
 * clients say none); a refused cursor adds its problem on `/cursor` to `problems`.
 */
export function readCursor<K>(
  cursor: string | null | undefined,
  isKey: (value: unknown) => value is K,
  problems: FieldError[],
  binding?: CursorBinding,
): K | null {
  if (!cursor) return null;
  let decoded: unknown;
  let parsed = false;
  if (cursor.length <= MAX_CURSOR_LENGTH && /^[A-Za-z0-9_-]+$/.test(cursor)) {
    try {
      decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
      parsed = true;
    } catch {
      // Refused below.
    }
  }
  if (parsed && isKey(decoded)) return decoded;
  const otherQuestion = parsed && binding?.wasIssued(decoded);
  problems.push({ path: "/cursor", message: otherQuestion && binding ? binding.message : NOT_ISSUED });
  return null;
}

/** `readCursor` on its own: a 422 when the cursor is refused. */
export function cursorKey<K>(
  cursor: string | null | undefined,
  isKey: (value: unknown) => value is K,
  binding?: CursorBinding,
): K | null {
  const problems: FieldError[] = [];
  const key = readCursor(cursor, isKey, problems, binding);
  if (problems.length > 0) throw AppError.validation(problems);
  return key;
}

/** A page from up to `pageSize + 1` rows read in order: the extra row only says there is more. */
export function pageOf<R>(rows: R[], pageSize: number, keyOf: (row: R) => unknown): Page<R> {
  const hasMore = rows.length > pageSize;
  const items = hasMore ? rows.slice(0, pageSize) : rows;
  const last = items.at(-1);
  return { items, hasMore, nextCursor: hasMore && last !== undefined ? encodeCursor(keyOf(last)) : null };
}

/** A page as the API answers it, each item shown by `view` (which sees the page's items at once). */
export function listPage<R, T>(page: Page<R>, view: (items: R[]) => T[]): ListPage<T> {
  return { items: view(page.items), next_cursor: page.nextCursor, has_more: page.hasMore };
}

/** `[time, id]`: the key of lists in creation order. */
export function isTimeAndId(value: unknown): value is [string, string] {
  return (
    Array.isArray(value) &&
    value.length === 2 &&
    typeof value[0] === "string" &&
    typeof value[1] === "string" &&
    value[0].length <= 64 &&
    value[1].length <= 64
  );
}

/** A position in a sequence: the key of lists in `seq` order. */
export function isSeq(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
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
  const after = cursorKey(request.cursor, isTimeAndId);
  if (after) {
    const [at, id] = after;
    const beyond = direction === 1 ? "$gt" : "$lt";
    clauses.push({ $or: [{ [field]: { [beyond]: at } }, { [field]: at, _id: { [beyond]: id } }] });
  }
  const found = await collection.find(clauses.length === 1 ? filter : { $and: clauses }, {
    sort: { [field]: direction, _id: direction },
    limit: request.pageSize + 1,
  });
  return pageOf(found, request.pageSize, (row) => [String(row[field]), row._id]);
}
