import { type PageQuery, pageSizeOf } from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";

export interface PageRequest<K> {
  pageSize: number;
  /** Sort key of the last item of the previous page; null for the first page. */
  after: K | null;
}

export interface Page<T> {
  items: T[];
  next_cursor: string | null;
  has_more: boolean;
}

/**
 * Reads `page_size` (checked by the route guard: 1..100, default 30) and `cursor` from a query. A
 * cursor is the sort key of the last item served, as base64url JSON: opaque to clients, and
 * checked with `isKey` so that a tampered or foreign cursor is a 422, never a query on unchecked
 * values.
 */
export function pageRequest<K>(query: PageQuery, isKey: (value: unknown) => value is K): PageRequest<K> {
  const fields: FieldError[] = [];
  const pageSize = pageSizeOf(query);
  let after: K | null = null;
  const cursor = query.cursor;
  if (cursor !== undefined && cursor !== "") {
    const key = decodeCursor(cursor);
    if (key !== undefined && isKey(key)) after = key;
    else fields.push({ path: "/cursor", message: "is not a cursor this list handed out" });
  }
  if (fields.length > 0) throw AppError.validation(fields);
  return { pageSize, after };
}

export function encodeCursor(key: unknown): string {
  return Buffer.from(JSON.stringify(key)).toString("base64url");
}

function decodeCursor(cursor: string): unknown {
  if (!/^[A-Za-z0-9_-]{1,512}$/.test(cursor)) return undefined;
  try {
    return JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    return undefined;
  }
}

/** Builds a page from up to `pageSize + 1` rows (the extra row only says there is more). */
export function pageOf<D, T>(
  rows: D[],
  pageSize: number,
  keyOf: (row: D) => unknown,
  view: (rows: D[]) => T[],
): Page<T> {
  const hasMore = rows.length > pageSize;
  const served = hasMore ? rows.slice(0, pageSize) : rows;
  const last = served[served.length - 1];
  return {
    items: view(served),
    next_cursor: hasMore && last !== undefined ? encodeCursor(keyOf(last)) : null,
    has_more: hasMore,
  };
}

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

export function isSeq(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value) && value > 0;
}
