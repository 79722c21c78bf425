import type { Filter, SortSpec } from "../port.ts";
import { isOperatorObject, isPlainObject } from "../subset.ts";
import { jsonStringBody } from "./codec.ts";
import { encodeKey, isKeyable, rankOf } from "./index-keys.ts";
import { type Bound, rangeOn } from "./range-bounds.ts";

/** What the planner knows of one secondary index. */
export interface IndexShape {
  name: string;
  fields: string[];
  directions: Array<1 | -1>;
  table: string;
  /**
   * Per field: some document holds an array (multikey) or an embedded document there, whose keys
   * do not give MongoDB's sort order. Set once and kept, like MongoDB's multikey flag.
   */
  irregular: boolean[];
}

export type SqlValue = string | number | Uint8Array;

/**
 * How a read is answered: which rows SQLite hands over (a superset of the matches, tested with
 * the full matcher afterwards) and in what order. `ordered` is set when that order is already
 * the requested sort, so a page can stop after its last match.
 */
export interface Plan {
  /** The index used; `_id_` for lookups by id; null for a scan of the collection. */
  index: string | null;
  /** The candidates in the plan's order: the sort's when `ordered`, else insertion order. */
  sql: string;
  /**
   * The same candidates in no particular order, for a walk that reads them all and orders them
   * itself: SQLite's sorter costs a few µs a statement even when no row comes back. Absent when
   * `sql` costs no sort.
   */
  anyOrderSql?: string;
  params: SqlValue[];
  ordered: boolean;
  /** A multikey index can hand over one document several times. */
  mayRepeat: boolean;
  /** A lookup of given ids: a few rows at most. */
  lookup?: boolean;
}

export const ID_INDEX_NAME = "_id_";

/**
 * Values that must hold at a path for a document to match: from `path: value`, `$eq` and `$in`,
 * at the top level or inside `$and`, keeping only values whose equality is exactly their index
 * key (null matches missing fields, arrays and objects match in other ways).
 */
export function equalityConstraints(filter: Filter): Map<string, unknown[]> {
  const constraints = new Map<string, unknown[]>();
  const keep = (path: string, values: unknown[]) => {
    if (!values.every(isKeyable)) return;
    const known = constraints.get(path);
    if (!known || values.length < known.length) constraints.set(path, values);
  };
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = filter[key];
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) {
        if (!isPlainObject(clause)) continue;
        for (const [path, values] of equalityConstraints(clause)) keep(path, values);
      }
    } else if (key.startsWith("$")) {
      // $or cannot narrow: any branch may match.
    } else if (isOperatorObject(value)) {
      if ("$eq" in value) keep(key, [value.$eq]);
      else if (Array.isArray(value.$in) && value.$in.length > 0) keep(key, value.$in);
    } else {
      keep(key, [value]);
    }
  }
  return constraints;
}

const REGEX_SPECIAL = new Set([..."\\^$.*+?()[]{}|/-"]);

/** The text a pattern matches literally (no metacharacters, no flags), or null. */
export function literalOf(pattern: unknown, options: unknown): string | null {
  if (options !== undefined && options !== "") return null;
  let source: string;
  if (pattern instanceof RegExp) {
    if (pattern.flags.replace(/[gy]/g, "") !== "") return null;
    source = pattern.source;
  } else if (typeof pattern === "string") source = pattern;
  else return null;
  let literal = "";
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "\\") {
      const next = source[i + 1];
      if (next === undefined || !REGEX_SPECIAL.has(next)) return null;
      literal += next;
      i++;
    } else if (REGEX_SPECIAL.has(char) && char !== "-" && char !== "/") return null;
    else literal += char;
  }
  return literal === "" ? null : literal;
}

/** Text every match must contain at a path: string equalities and literal patterns. */
function requiredTexts(filter: Filter): Array<{ path: string; text: string; exact: boolean }> {
  const out: Array<{ path: string; text: string; exact: boolean }> = [];
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = filter[key];
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) out.push(...requiredTexts(clause));
    } else if (key.startsWith("$")) {
      // $or and the like: no single text is required.
    } else if (typeof value === "string") out.push({ path: key, text: value, exact: true });
    else if (value instanceof RegExp) {
      const literal = literalOf(value, undefined);
      if (literal) out.push({ path: key, text: literal, exact: false });
    } else if (isOperatorObject(value)) {
      if (typeof value.$eq === "string") out.push({ path: key, text: value.$eq, exact: true });
      const literal = "$regex" in value ? literalOf(value.$regex, value.$options) : null;
      if (literal) out.push({ path: key, text: literal, exact: false });
    }
  }
  return out;
}

interface Candidate {
  index: IndexShape;
  score: number;
  equal: number;
  range: { lower: Bound | null; upper: Bound | null } | null;
  ordered: false | 1 | -1;
  texts: Array<{ column: number; text: string }>;
}

/** The sort an index walk gives, after `equal` leading fields: 1 (index order), -1 (reversed) or no. */
function walkDirection(index: IndexShape, equal: number, sort: SortSpec | undefined): false | 1 | -1 {
  const entries = sort ? Object.entries(sort) : [];
  if (entries.length === 0) return false;
  let direction: 1 | -1 | null = null;
  for (const [i, [path, wanted]] of entries.entries()) {
    const position = equal + i;
    if (index.fields[position] !== path || index.irregular[position]) return false;
    const relative = (wanted * (index.directions[position] as number)) as 1 | -1;
    if (direction === null) direction = relative;
    else if (direction !== relative) return false;
  }
  return direction ?? false;
}

function candidateFor(
  index: IndexShape,
  filter: Filter,
  constraints: Map<string, unknown[]>,
  texts: ReturnType<typeof requiredTexts>,
  sort: SortSpec | undefined,
): Candidate {
  let equal = 0;
  while (equal < index.fields.length && constraints.has(index.fields[equal] as string)) equal++;
  const next = index.fields[equal];
  const bounds = next !== undefined && !index.irregular[equal] ? rangeOn(filter, next) : null;
  const range = bounds && (bounds.lower || bounds.upper) ? bounds : null;
  const ordered = walkDirection(index, equal, sort);
  // Texts on fields after the equalities are tested on the index entries, before any document is read.
  const columnTexts = texts
    .map(({ path, text }) => ({ column: index.fields.indexOf(path), text }))
    .filter(({ column }) => column >= equal);
  const score = equal * 4 + (columnTexts.length > 0 ? 3 : 0) + (ordered ? 2 : 0) + (range ? 1 : 0);
  return { index, score, equal, range, ordered, texts: columnTexts };
}

/** A test that a document's JSON holds a text (the parameter): a prefilter, never the match itself. */
function containsText(column: string): string {
  return `instr(${column}, ?) > 0`;
}

function quote(name: string): string {
  return `"${name}"`;
}

/** Builds the SQL that hands over the candidates of a read on a collection stored in `table`. */
export function plan(table: string, indexes: readonly IndexShape[], filter: Filter, sort: SortSpec | undefined): Plan {
  const constraints = equalityConstraints(filter);
  const texts = requiredTexts(filter);
  const where: string[] = [];
  const params: SqlValue[] = [];
  // Any text a match must hold appears in its JSON, so rows without it never reach the matcher.
  for (const { text, exact } of texts) {
    where.push(containsText("m.doc"));
    params.push(exact ? JSON.stringify(text) : jsonStringBody(text));
  }

  const ids = constraints.get("_id");
  if (ids?.every((id) => typeof id === "string")) {
    where.unshift(`m.id IN (${ids.map(() => "?").join(", ")})`);
    params.unshift(...(ids as string[]));
    const select = `SELECT m.rowid AS r, m.doc AS d FROM ${quote(table)} m WHERE ${where.join(" AND ")}`;
    return {
      index: ID_INDEX_NAME,
      // One id needs no sort: its rows are a single document's.
      ...(ids.length > 1 ? { sql: `${select} ORDER BY m.rowid`, anyOrderSql: select } : { sql: select }),
      params,
      ordered: false,
      mayRepeat: false,
      lookup: true,
    };
  }

  let best: Candidate | null = null;
  for (const index of indexes) {
    const candidate = candidateFor(index, filter, constraints, texts, sort);
    if (candidate.score > 0 && (!best || candidate.score > best.score)) best = candidate;
  }
  const idOrder = walkIdDirection(sort);
  if (!best || (idOrder && best.equal === 0 && best.texts.length === 0 && !best.ordered)) {
    const order = idOrder ? `m.id ${idOrder === 1 ? "ASC" : "DESC"}` : "m.rowid";
    return {
      index: idOrder ? ID_INDEX_NAME : null,
      sql: `SELECT m.rowid AS r, m.doc AS d FROM ${quote(table)} m${where.length > 0 ? ` WHERE ${where.join(" AND ")}` : ""} ORDER BY ${order}`,
      params,
      ordered: idOrder !== false,
      mayRepeat: false,
    };
  }

  const { index } = best;
  // The document of each key row is read by a subquery, not a join: with a join, SQLite planned
  // the statement again on every run (its cost grew with the statement's length), five µs or more
  // a read even when no row matched.
  const docOfKey = `(SELECT doc FROM ${quote(table)} WHERE rowid = x.rid)`;
  // Texts of the equalities the key table answers exactly need no second look at the document.
  const answered = new Set(index.fields.slice(0, best.equal));
  const docWhere: string[] = [];
  const docParams: SqlValue[] = [];
  texts.forEach(({ path, exact }, i) => {
    if (exact && answered.has(path) && !index.irregular[index.fields.indexOf(path)]) return;
    docWhere.push(containsText(docOfKey));
    docParams.push(params[i] as SqlValue);
  });
  const keyWhere: string[] = [];
  const keyParams: SqlValue[] = [];
  for (let i = 0; i < best.equal; i++) {
    const values = constraints.get(index.fields[i] as string) as unknown[];
    keyWhere.push(values.length === 1 ? `x.k${i} = ?` : `x.k${i} IN (${values.map(() => "?").join(", ")})`);
    keyParams.push(...values.map(encodeKey));
  }
  if (best.range) {
    const column = `x.k${best.equal}`;
    const { lower, upper } = best.range;
    // Comparisons match only values of their operand's type: a one-sided range stops at the type's edge.
    if (lower) keyWhere.push(`${column} ${lower.inclusive ? ">=" : ">"} ?`);
    else keyWhere.push(`${column} >= ?`);
    keyParams.push(lower ? encodeKey(lower.value) : Uint8Array.of(rankOf((upper as Bound).value)));
    if (upper) keyWhere.push(`${column} ${upper.inclusive ? "<=" : "<"} ?`);
    else keyWhere.push(`${column} < ?`);
    keyParams.push(upper ? encodeKey(upper.value) : Uint8Array.of(rankOf((lower as Bound).value) + 1));
  }
  for (const { column, text } of best.texts) {
    keyWhere.push(`instr(x.k${column}, ?) > 0`);
    keyParams.push(new TextEncoder().encode(text));
  }
  let order: string | null = null;
  if (best.ordered) {
    const columns: string[] = [];
    const sortLength = Object.keys(sort ?? {}).length;
    for (let i = best.equal; i < best.equal + sortLength; i++) {
      const ascending = (index.directions[i] as number) * best.ordered > 0;
      columns.push(`x.k${i} ${ascending ? "ASC" : "DESC"}`);
    }
    order = columns.join(", ");
  }
  const all = [...keyWhere, ...docWhere];
  const select = `SELECT x.rid AS r, ${docOfKey} AS d FROM ${quote(index.table)} x${all.length > 0 ? ` WHERE ${all.join(" AND ")}` : ""}`;
  return {
    index: index.name,
    sql: `${select} ORDER BY ${order ?? "x.rid"}`,
    ...(order === null ? { anyOrderSql: select } : {}),
    params: [...keyParams, ...docParams],
    ordered: best.ordered !== false,
    mayRepeat: index.irregular.some(Boolean),
  };
}

/** A sort on `_id` alone can walk the collection's own id index. */
function walkIdDirection(sort: SortSpec | undefined): false | 1 | -1 {
  const entries = sort ? Object.entries(sort) : [];
  if (entries.length !== 1 || entries[0]?.[0] !== "_id") return false;
  return entries[0][1];
}
