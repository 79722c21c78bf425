import type { AnyObject, Projection } from "mingo/types";
import type { Filter } from "../port.ts";
import { isPlainObject } from "../subset.ts";
import { reachableValues } from "./paths.ts";
import { compilePrefilter } from "./prefilter.ts";

export type Matcher = (doc: object) => boolean;

export function compileFilter(filter: Filter): Matcher {
  if (Object.keys(filter).length === 0) return () => true;
  const plain = plainMatcher(filter);
  if (plain) return plain;
  const query = new (mingo().Query)(filter);
  const prefilter = compilePrefilter(filter);
  if (!prefilter) return (doc) => query.test(doc as AnyObject);
  return (doc) => prefilter(doc) && query.test(doc as AnyObject);
}

type Scalar = string | number | boolean;

function isScalar(value: unknown): value is Scalar {
  return (
    typeof value === "string" || typeof value === "boolean" || (typeof value === "number" && Number.isFinite(value))
  );
}

/**
 * A matcher made here when the filter only asks top-level fields to equal strings, finite numbers
 * or booleans, to be `$in` a list of them, to be `$ne` one of them or null, to exist or not, or
 * (at any path) to lie within string bounds, and joins such conditions with `$and` and `$or`:
 * `{_id, workspaceId}`, `{_id: {$in: ids}}`, `{lease_until: {$lt: now}}`, a lease claim's `$or`,
 * what most repository reads and every sweeper's are; else null. Compiling a mingo query copies
 * mingo's whole operator table, which cost a one-document read more than the read itself.
 */
export function plainMatcher(filter: Filter): Matcher | null {
  const pairs: [string, Scalar[]][] = [];
  const ranges: [string, [RangeOperator, string][]][] = [];
  const presences: [string, boolean][] = [];
  const clauses: Matcher[] = [];
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = (filter as Record<string, unknown>)[key];
    if (key === "$and" || key === "$or") {
      const branches = plainBranches(value);
      if (!branches) return null;
      clauses.push(key === "$and" ? (doc) => branches.every((m) => m(doc)) : (doc) => branches.some((m) => m(doc)));
      continue;
    }
    if (key.startsWith("$")) return null;
    if (isStringRange(value)) ranges.push([key, Object.entries(value) as [RangeOperator, string][]]);
    else if (key.includes(".")) return null;
    else if (isScalar(value)) pairs.push([key, [value]]);
    else if (isInList(value)) pairs.push([key, value.$in]);
    else if (isNotEqual(value)) clauses.push(notEqual(key, value.$ne));
    else if (isExistence(value)) presences.push([key, value.$exists]);
    else return null;
  }
  const equal = matchAny(pairs);
  if (ranges.length === 0 && presences.length === 0 && clauses.length === 0) return equal;
  return (doc) =>
    equal(doc) &&
    presences.every(([field, present]) => Object.hasOwn(doc, field) === present) &&
    ranges.every(([path, bounds]) => inRange(doc, path, bounds)) &&
    clauses.every((clause) => clause(doc));
}

/** The matchers of a `$and` or `$or` whose every clause `plainMatcher` answers; else null. */
function plainBranches(value: unknown): Matcher[] | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  const branches: Matcher[] = [];
  for (const clause of value) {
    const branch = isPlainObject(clause) ? plainMatcher(clause as Filter) : null;
    if (!branch) return null;
    branches.push(branch);
  }
  return branches;
}

function isExistence(value: unknown): value is { $exists: boolean } {
  return isOnlyOperator(value, "$exists") && typeof value.$exists === "boolean";
}

/** A plain object whose one key is `operator`. */
function isOnlyOperator(value: unknown, operator: string): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length === 1 && keys[0] === operator;
}

type RangeOperator = "$lt" | "$lte" | "$gt" | "$gte";
const RANGE_OPERATORS = new Set(["$lt", "$lte", "$gt", "$gte"]);

/** Bounds on strings only (times as ISO text, mostly): no NaN, and no other type to bracket. */
function isStringRange(value: unknown): value is Record<RangeOperator, string> {
  if (!isPlainObject(value)) return false;
  let operators = 0;
  for (const op in value) {
    if (!Object.hasOwn(value, op)) continue;
    if (!RANGE_OPERATORS.has(op) || typeof value[op] !== "string") return false;
    operators++;
  }
  return operators > 0;
}

function holds(value: string, op: RangeOperator, bound: string): boolean {
  if (op === "$lt") return value < bound;
  if (op === "$lte") return value <= bound;
  if (op === "$gt") return value > bound;
  return value >= bound;
}

/**
 * MongoDB's range on a string bound, at a path that may cross arrays (`outbox.recorded_at`): only
 * strings compare (type bracketing), and each bound may be met by a different value reached.
 */
function inRange(doc: object, path: string, bounds: [RangeOperator, string][]): boolean {
  const candidates = reachableValues(doc, path, false);
  return bounds.every(([op, bound]) => candidates.some((item) => typeof item === "string" && holds(item, op, bound)));
}

function isNotEqual(value: unknown): value is { $ne: Scalar | null } {
  return isOnlyOperator(value, "$ne") && (value.$ne === null || isScalar(value.$ne));
}

/**
 * MongoDB's `$ne` on a scalar or null: the field neither holds the value nor is an array with an
 * element that is it. A missing field equals null, so it matches any other value.
 */
function notEqual(field: string, value: Scalar | null): Matcher {
  return (doc) => {
    if (!Object.hasOwn(doc, field)) return value !== null;
    const held = (doc as Record<string, unknown>)[field];
    return held !== value && !(Array.isArray(held) && held.includes(value));
  };
}

function isInList(value: unknown): value is { $in: Scalar[] } {
  return isOnlyOperator(value, "$in") && Array.isArray(value.$in) && value.$in.every(isScalar);
}

/**
 * MongoDB's equality on scalars: the field holds one of the values, or is an array with an
 * element that is one (`includes` takes 0 and -0 as equal, as MongoDB does). A missing field, an
 * inherited property or a value of another type never matches.
 */
function matchAny(pairs: [string, Scalar[]][]): Matcher {
  return (doc) => {
    for (const [field, values] of pairs) {
      if (!Object.hasOwn(doc, field)) return false;
      const held = (doc as Record<string, unknown>)[field];
      if (values.includes(held as Scalar)) continue;
      if (Array.isArray(held) && held.some((item) => values.includes(item))) continue;
      return false;
    }
    return true;
  };
}

/**
 * mingo, loaded with the first filter, update or projection that needs it: it takes about 17 MB
 * on import, and a process whose reads and writes are plain (see `plainMatcher` and the updates
 * applied in `update.ts`) never does.
 */
let loaded: typeof import("mingo") | undefined;
function mingo(): typeof import("mingo") {
  // Kept once loaded: a \`require\` of a loaded module still resolves its path on every call.
  loaded ??= require("mingo") as typeof import("mingo");
  return loaded;
}

let everything: import("mingo").Query | undefined;

export function project<T extends object>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection || Object.keys(projection).length === 0) return doc;
  const topLevel = topLevelProjection(projection);
  if (topLevel) return topLevel(doc);
  everything ??= new (mingo().Query)({});
  const [projected] = everything.find<T>([doc], projection as Projection<T>).all();
  return projected as T;
}

/**
 * A projection of top-level fields only, made here: MongoDB's inclusion (`_id` kept unless
 * excluded) or exclusion, fields in the document's order. mingo compiles a projection on every
 * call, which cost a small read more than the read itself. Null when a path is dotted, or for
 * what mingo refuses.
 */
function topLevelProjection(projection: Record<string, 0 | 1>): (<T extends object>(doc: T) => T) | null {
  const paths = Object.keys(projection);
  if (paths.some((path) => path.includes("."))) return null;
  const fields = paths.filter((path) => path !== "_id");
  const including = fields.length > 0 ? fields.some((path) => projection[path] === 1) : projection._id === 1;
  // `_id: 1` beside exclusions: mingo refuses it, and so does this store through mingo.
  if (!including && projection._id === 1) return null;
  const keeps = (key: string) => {
    if (key === "_id") return projection._id !== 0;
    return including ? projection[key] === 1 : projection[key] !== 0;
  };
  return <T extends object>(doc: T): T => {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(doc)) if (keeps(key)) out[key] = (doc as Record<string, unknown>)[key];
    return out as T;
  };
}
