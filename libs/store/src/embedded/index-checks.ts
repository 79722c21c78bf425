import { isPlainObject } from "../subset.ts";
import { fieldExpression, jsonPath } from "./catalog.ts";
import { MISSING, readPath } from "./paths.ts";
import type { SqlValue } from "./sql-filter.ts";

/** Whether `path` reaches an array or an embedded document (a date is one, as stored) in `doc`. */
export function irregularAt(doc: object, path: string): boolean {
  let value: unknown = doc;
  for (const segment of path.split(".")) {
    if (Array.isArray(value)) return true;
    if (!isPlainObject(value)) return false;
    value = value[segment];
  }
  return typeof value === "object" && value !== null;
}

/** SQL that holds for a document in which `path` reaches an array or an embedded document. */
export function irregularSql(path: string): string {
  const segments = path.split(".");
  const prefixes = segments
    .slice(0, -1)
    .map((_, i) => `json_type(doc, ${jsonPath(segments.slice(0, i + 1).join("."))}) = 'array'`);
  return [...prefixes, `json_type(doc, ${jsonPath(path)}) IN ('array', 'object')`].join(" OR ");
}

/** A unique index's key part as bound to SQL: null for a missing field, undefined when it is no scalar. */
export function keyPart(doc: object, path: string): SqlValue | null | undefined {
  const value = readPath(doc, path);
  if (value === MISSING || value === null) return null;
  if (typeof value === "string" || typeof value === "number") return value;
  if (typeof value === "boolean") return Number(value);
  return undefined;
}

/**
 * SQLite holds NULLs distinct in a unique index, where MongoDB takes a missing field as null and
 * lets one document only go without it. This finds a key of `paths` with a null part held by two
 * documents, before a unique index is made over them.
 */
export function missingDuplicatesSql(table: string, paths: string[]): string {
  const expressions = paths.map(fieldExpression);
  return (
    `SELECT 1 FROM "${table}" WHERE ${expressions.map((e) => `${e} IS NULL`).join(" OR ")} ` +
    `GROUP BY ${expressions.join(", ")} HAVING count(*) > 1 LIMIT 1`
  );
}

/** Another document with the same key of `paths` (its parts bound, then the written row's id), nulls equal. */
export function sameKeySql(table: string, paths: string[]): string {
  const parts = paths.map((path) => `${fieldExpression(path)} IS ?`).join(" AND ");
  return `SELECT 1 FROM "${table}" WHERE ${parts} AND rowid <> ? LIMIT 1`;
}
