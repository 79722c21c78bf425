import type { SQLQueryBindings, Statement } from "bun:sqlite";
import type { IndexSpec } from "../port.ts";
import { OutsideSubsetError } from "../subset.ts";

/**
 * An index of one collection: its definition, the SQLite expression index that holds it, and
 * per field whether some document held an array or an embedded document there. While a field's
 * flag is clear, the expression `json_extract(doc, path)` is the field's value in every document,
 * so a filter on it can be answered by the index; once set, it stays set, like MongoDB's multikey
 * flag, and filters on the field test each array element instead.
 */
export interface IndexRecord {
  definition: Required<IndexSpec>;
  sqlName: string;
  irregular: boolean[];
}

/** What a collection asks of its database: the connection, its table and its index catalog. */
export interface CollectionCatalog {
  /** The prepared statement of `sql`, kept for the next call. */
  statement<Row = unknown, Params extends SQLQueryBindings[] = SQLQueryBindings[]>(sql: string): Statement<Row, Params>;
  assertOpen(): void;
  /** The collection's table, or null while the collection does not exist. */
  table(): string | null;
  ensureTable(): string;
  indexes(): readonly IndexRecord[];
  /** Creates the SQLite index over the collection's documents; throws SQLite's error on a duplicate. */
  addIndex(definition: Required<IndexSpec>): IndexRecord;
  removeIndex(name: string): void;
  /** Records that a document holds arrays or embedded documents on some of an index's fields. */
  noteIrregular(index: IndexRecord, irregular: readonly boolean[]): void;
  transaction(work: () => void): void;
}

/** A path SQLite's JSON functions can name: no quote or backslash in a segment. */
export function isSqlPath(path: string): boolean {
  return !/["'\\]/.test(path);
}

/** The JSON path of a dotted field path, as a SQL literal: `'$."a"."b"'`. */
export function jsonPath(path: string): string {
  if (!isSqlPath(path)) throw new OutsideSubsetError(`the path "${path}" cannot be indexed`);
  return `'$.${path
    .split(".")
    .map((segment) => `"${segment}"`)
    .join(".")}'`;
}

/**
 * The value of a field as SQLite sees it. Indexes are built over exactly this text, and filters
 * and sorts are written with it, so that SQLite's planner matches them to the index.
 */
export function fieldExpression(path: string): string {
  return path === "_id" ? "id" : `json_extract(doc, ${jsonPath(path)})`;
}
