import { pageSizeOf } from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { type PageRequest, readCursor } from "@cx/store";

type PageText = { cursor?: string | undefined; page_size?: string | undefined };

/**
 * `cursor` and `page_size` of a list query that the route guard has validated (`page_size` 1..100,
 * default 30; extension spec part 0). An empty cursor is none (a null some clients render into a
 * query string). `problems` collects what the list's own checks find, to be answered together.
 */
export function pageParams(query: PageText, _problems?: FieldError[]): PageRequest {
  return { pageSize: pageSizeOf(query), cursor: query.cursor ? query.cursor : undefined };
}

/** `pageParams` for a list with no other parameters. */
export function pageQuery(query: PageText): PageRequest {
  return pageParams(query);
}

/** A list in keyset order: its page size and the key its cursor holds (checked by `isKey`: 422 otherwise). */
export function keysetQuery<K>(
  query: PageText,
  isKey: (value: unknown) => value is K,
): { pageSize: number; after: K | null } {
  const problems: FieldError[] = [];
  const { pageSize, cursor } = pageParams(query);
  const after = readCursor(cursor, isKey, problems);
  if (problems.length > 0) throw AppError.validation(problems);
  return { pageSize, after };
}
