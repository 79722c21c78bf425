import type { Filter, SortSpec } from "../port.ts";
import { isOperatorObject } from "../subset.ts";
import { fieldExpression, isSqlPath, jsonPath } from "./catalog.ts";

export type SqlValue = string | number;

/**
 * A filter as SQL over the collection's table: `where` holds exactly the documents the translated
 * conditions match, and `residual` the conditions SQL cannot state (patterns, dates, embedded
 * documents or arrays as values, paths below the top level), which the caller tests on each row.
 */
export interface SqlFilter {
  where: string;
  params: SqlValue[];
  residual: Filter[];
}

interface Clause {
  sql: string;
  params: SqlValue[];
}

type Scalar = string | number | boolean;

/**
 * Translates `filter`. `regular(path)` says that no document holds an array or an embedded
 * document at `path` (an index over it has never seen one): a condition on it is then a plain
 * comparison of the field's expression, which the index answers. Elsewhere each array element is
 * tested (`json_each`), as MongoDB matches an array that holds the value.
 */
export function toSql(filter: Filter, regular: (path: string) => boolean): SqlFilter {
  const clauses: Clause[] = [];
  const residual: Filter[] = [];
  conjunction(filter, regular, clauses, residual);
  return {
    where: clauses.length === 0 ? "1" : clauses.map((clause) => clause.sql).join(" AND "),
    params: clauses.flatMap((clause) => clause.params),
    residual,
  };
}

/** `ORDER BY` over the same expressions as the indexes, so an index can give the order. */
export function orderBy(sort: SortSpec): string {
  return Object.entries(sort)
    .map(([path, direction]) => `${fieldExpression(path)} ${direction === 1 ? "ASC" : "DESC"}`)
    .join(", ");
}

function conjunction(filter: Filter, regular: (path: string) => boolean, out: Clause[], residual: Filter[]): void {
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = filter[key];
    if (key === "$and") {
      for (const clause of value as Filter[]) conjunction(clause, regular, out, residual);
    } else if (key === "$or") {
      const branches = (value as Filter[]).map((branch) => toSql(branch, regular));
      if (branches.some((branch) => branch.residual.length > 0)) residual.push({ $or: value });
      else
        out.push({
          sql: `(${branches.map((b) => `(${b.where})`).join(" OR ")})`,
          params: branches.flatMap((b) => b.params),
        });
    } else {
      const clause = condition(key, value, regular);
      if (clause) out.push(clause);
      else residual.push({ [key]: value });
    }
  }
}

/** One field's condition as SQL, or null when SQL cannot state it exactly. */
function condition(path: string, value: unknown, regular: (path: string) => boolean): Clause | null {
  if (path === "_id") return idCondition(value);
  if (path.includes(".") || !isSqlPath(path)) return null;
  const field = new Field(path, regular(path));
  if (value instanceof RegExp) return field.contains(value, undefined);
  if (!isOperatorObject(value)) return field.equal(value);
  const parts: Clause[] = [];
  for (const op in value) {
    const operand = value[op];
    let part: Clause | null = null;
    if (op === "$ne") part = field.notEqual(operand);
    else if (op === "$in") part = field.oneOf(operand as unknown[]);
    else if (op === "$exists")
      part = { sql: `json_type(doc, ${field.path}) IS ${operand ? "NOT " : ""}NULL`, params: [] };
    else if (op === "$size") {
      part = {
        sql: `(json_type(doc, ${field.path}) = 'array' AND json_array_length(doc, ${field.path}) = ?)`,
        params: [operand as number],
      };
    } else if (op === "$gt" || op === "$gte" || op === "$lt" || op === "$lte") part = field.range(op, operand);
    else if (op === "$regex") part = field.contains(operand, value.$options);
    else if (op === "$options") continue;
    if (!part) return null;
    parts.push(part);
  }
  return and(parts);
}

/** Ids are non-empty strings (the subset's rule) kept in their own column. */
function idCondition(value: unknown): Clause | null {
  if (typeof value === "string") return { sql: "id = ?", params: [value] };
  if (!isOperatorObject(value)) return null;
  const parts: Clause[] = [];
  for (const op in value) {
    const operand = value[op];
    if (op === "$in" && Array.isArray(operand) && operand.every((id) => typeof id === "string")) {
      parts.push(
        operand.length === 0 ? { sql: "0", params: [] } : { sql: `id IN (${marks(operand)})`, params: operand },
      );
    } else if (op === "$ne" && typeof operand === "string") parts.push({ sql: "id IS NOT ?", params: [operand] });
    else if (op === "$exists") parts.push({ sql: operand ? "1" : "0", params: [] });
    else if (RANGES[op] && typeof operand === "string") parts.push({ sql: `id ${RANGES[op]} ?`, params: [operand] });
    else return null;
  }
  return and(parts);
}

const RANGES: Record<string, string> = { $gt: ">", $gte: ">=", $lt: "<", $lte: "<=" };

function marks(values: readonly unknown[]): string {
  return values.map(() => "?").join(", ");
}

function and(parts: Clause[]): Clause {
  if (parts.length === 1) return parts[0] as Clause;
  return { sql: `(${parts.map((part) => part.sql).join(" AND ")})`, params: parts.flatMap((part) => part.params) };
}

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))
  );
}

/** The `json_each` type names of a scalar's JSON type. */
function jsonTypes(value: Scalar): string {
  if (typeof value === "string") return "type = 'text'";
  if (typeof value === "number") return "type IN ('integer', 'real')";
  return `type = '${value}'`;
}

/** A boolean as SQLite's JSON functions return it. */
function bound(value: Scalar): SqlValue {
  return typeof value === "boolean" ? Number(value) : value;
}

/**
 * Conditions on one top-level field. A regular field is compared through its expression (what the
 * index holds); SQLite's order puts NULL below numbers and numbers below text, so a one-sided range
 * is closed at its type's edge to keep MongoDB's rule that a bound matches only values of its type.
 */
class Field {
  readonly path: string;
  private readonly expression: string;

  constructor(
    name: string,
    private readonly regular: boolean,
  ) {
    this.path = jsonPath(name);
    this.expression = fieldExpression(name);
  }

  equal(value: unknown): Clause | null {
    if (value === null) {
      if (this.regular) return { sql: `${this.expression} IS NULL`, params: [] };
      return {
        sql: `(json_type(doc, ${this.path}) IS NULL OR EXISTS (SELECT 1 FROM json_each(doc, ${this.path}) WHERE type = 'null'))`,
        params: [],
      };
    }
    if (!isScalar(value)) return null;
    if (!this.regular) return this.anyElement(`${jsonTypes(value)} AND value = ?`, [bound(value)]);
    // true and 1 are one value to json_extract; the JSON type tells them apart.
    const typed =
      typeof value === "boolean"
        ? ` AND json_type(doc, ${this.path}) = '${value}'`
        : typeof value === "number"
          ? ` AND ${this.notBoolean}`
          : "";
    return { sql: `${this.expression} = ?${typed}`, params: [bound(value)] };
  }

  notEqual(value: unknown): Clause | null {
    if (this.regular && value === null) return { sql: `${this.expression} IS NOT NULL`, params: [] };
    if (this.regular && typeof value === "boolean") {
      return { sql: `json_type(doc, ${this.path}) IS NOT '${value}'`, params: [] };
    }
    if (this.regular && typeof value === "number" && Number.isFinite(value)) {
      return { sql: `(${this.expression} IS NOT ? OR NOT ${this.notBoolean})`, params: [value] };
    }
    if (this.regular && typeof value === "string") return { sql: `${this.expression} IS NOT ?`, params: [value] };
    // Never NULL (an EXISTS, or a test of the JSON type), so its negation holds for missing fields.
    const equal = this.equal(value);
    return equal && { sql: `NOT ${equal.sql}`, params: equal.params };
  }

  oneOf(values: unknown[]): Clause | null {
    if (values.length === 0) return { sql: "0", params: [] };
    const plain = values.every((v) => typeof v === "string" || (typeof v === "number" && Number.isFinite(v)));
    if (plain) {
      const list = values as SqlValue[];
      const typed = list.some((v) => typeof v === "number") ? ` AND ${this.notBoolean}` : "";
      if (this.regular) return { sql: `(${this.expression} IN (${marks(list)})${typed})`, params: list };
      return this.anyElement(`type IN ('text', 'integer', 'real') AND value IN (${marks(list)})`, list);
    }
    const each = values.map((value) => this.equal(value));
    if (each.some((clause) => clause === null)) return null;
    const clauses = each as Clause[];
    return { sql: `(${clauses.map((c) => c.sql).join(" OR ")})`, params: clauses.flatMap((c) => c.params) };
  }

  range(op: string, value: unknown): Clause | null {
    const operator = RANGES[op] as string;
    if (typeof value === "string") {
      if (!this.regular) return this.anyElement(`type = 'text' AND value ${operator} ?`, [value]);
      const floor = op === "$lt" || op === "$lte" ? ` AND ${this.expression} >= ''` : "";
      return { sql: `(${this.expression} ${operator} ?${floor})`, params: [value] };
    }
    if (typeof value === "number" && Number.isFinite(value)) {
      if (!this.regular) return this.anyElement(`type IN ('integer', 'real') AND value ${operator} ?`, [value]);
      const ceiling = op === "$gt" || op === "$gte" ? ` AND ${this.expression} < ''` : "";
      return { sql: `(${this.expression} ${operator} ?${ceiling} AND ${this.notBoolean})`, params: [value] };
    }
    return null;
  }

  /**
   * A pattern that is a text taken literally (what a search escapes) as a substring test. With
   * the `i` option only an ASCII text: a regular expression without the `u` flag folds an ASCII
   * letter only to ASCII letters, exactly what SQLite's `lower` folds. Else null (left to mingo).
   */
  contains(pattern: unknown, options: unknown): Clause | null {
    const literal = literalOf(pattern, options);
    if (literal === null) return null;
    const value = literal.ignoreCase ? "lower(value)" : "value";
    if (!this.regular) {
      return this.anyElement(`type = 'text' AND instr(${value}, ?) > 0`, [literal.text]);
    }
    const field = literal.ignoreCase ? `lower(${this.expression})` : this.expression;
    return { sql: `(instr(${field}, ?) > 0 AND ${this.expression} >= '')`, params: [literal.text] };
  }

  /** Holds for a present field that is no boolean (json_extract gives booleans as 0 and 1). */
  private get notBoolean(): string {
    return `json_type(doc, ${this.path}) NOT IN ('true', 'false')`;
  }

  /** The field's value, or any element of the array it holds, meets `test`. */
  private anyElement(test: string, params: SqlValue[]): Clause {
    return { sql: `EXISTS (SELECT 1 FROM json_each(doc, ${this.path}) WHERE ${test})`, params };
  }
}

const REGEX_SPECIAL = new Set([..."\\^$.*+?()[]{}|"]);

/** The text a pattern matches literally, lower-cased when it ignores case; null for anything else. */
function literalOf(pattern: unknown, options: unknown): { text: string; ignoreCase: boolean } | null {
  let source: string;
  let flags: string;
  if (pattern instanceof RegExp) {
    source = pattern.source;
    flags = pattern.flags.replace(/[gy]/g, "") + (typeof options === "string" ? options : "");
  } else if (typeof pattern === "string") {
    source = pattern;
    flags = typeof options === "string" ? options : "";
  } else return null;
  if (!/^i*$/.test(flags)) return null;
  let text = "";
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (char === "\\") {
      const next = source[i + 1];
      if (next === undefined || !REGEX_SPECIAL.has(next)) return null;
      text += next;
      i++;
    } else if (REGEX_SPECIAL.has(char)) return null;
    else text += char;
  }
  const ignoreCase = flags.includes("i");
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the ASCII range itself.
  if (text === "" || (ignoreCase && !/^[\x00-\x7f]*$/.test(text))) return null;
  return { text: ignoreCase ? text.toLowerCase() : text, ignoreCase };
}
