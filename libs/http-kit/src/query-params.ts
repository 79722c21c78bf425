import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { type PageRequest, readCursor } from "@cx/store";

/**
 * Plain decimal digits only (no sign, point, exponent or spaces, which `Number` would take), and
 * at most three of them: 100 is the largest size, so anything longer is out of range or padded.
 */
const PAGE_SIZE_TEXT = /^\d{1,3}$/;

/**
 * Reads `page_size` (1..100, default 30; extension spec part 0) from its query text. Query values
 * are text, so every list reads them itself rather than through schema coercion, which reports a
 * range failure without the parameter's path. A problem is added to `problems` (the caller
 * reports it with its other parameters) and the default is returned in its place.
 */
export function pageSizeParam(raw: string | undefined, problems: FieldError[]): number {
  if (raw === undefined) return PAGE_SIZE_DEFAULT;
  const value = PAGE_SIZE_TEXT.test(raw) ? Number(raw) : Number.NaN;
  if (value >= PAGE_SIZE_MIN && value <= PAGE_SIZE_MAX) return value;
  problems.push({ path: "/page_size", message: `must be an integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}` });
  return PAGE_SIZE_DEFAULT;
}

/**
 * `cursor` and `page_size` of a list query, the part every list shares; problems are added to
 * `problems` with the list's other parameters. An empty cursor is none (a null some clients
 * render into a query string).
 */
export function pageParams(
  query: { cursor?: string | undefined; page_size?: string | undefined },
  problems: FieldError[],
): PageRequest {
  const pageSize = pageSizeParam(query.page_size, problems);
  return { pageSize, cursor: query.cursor ? query.cursor : undefined };
}

/** `pageParams` for a list with no other parameters: a 422 naming each problem. */
export function pageQuery(query: { cursor?: string | undefined; page_size?: string | undefined }): PageRequest {
  const problems: FieldError[] = [];
  const page = pageParams(query, problems);
  if (problems.length > 0) throw AppError.validation(problems);
  return page;
}

/** A list in keyset order: its page size and the key its cursor holds (checked by `isKey`). */
export function keysetQuery<K>(
  query: { cursor?: string | undefined; page_size?: string | undefined },
  isKey: (value: unknown) => value is K,
): { pageSize: number; after: K | null } {
  const problems: FieldError[] = [];
  const { pageSize, cursor } = pageParams(query, problems);
  const after = readCursor(cursor, isKey, problems);
  if (problems.length > 0) throw AppError.validation(problems);
  return { pageSize, after };
}
