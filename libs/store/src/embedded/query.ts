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
 * or booleans, to be `$in` a list of them, to exist or not, or (at any path) to lie within string
 * bounds: `{_id, workspaceId}`, `{_id: {$in: ids}}`, `{lease_until: {$lt: now}}`, what most
 * repository reads and every sweeper's are; else null. Compiling a mingo query copies mingo's
 * whole operator table, which cost a one-document read more than the read itself.
 */
export function plainMatcher(filter: Filter): Matcher | null {
  const pairs: [string, Scalar[]][] = [];
  const ranges: [string, [RangeOperator, string][]][] = [];
  const presences: [string, boolean][] = [];
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = (filter as Record<string, unknown>)[key];
    if (key.startsWith("$")) return null;
    if (isStringRange(value)) ranges.push([key, Object.entries(value) as [RangeOperator, string][]]);
    else if (key.includes(".")) return null;
    else if (isScalar(value)) pairs.push([key, [value]]);
    else if (isInList(value)) pairs.push([key, value.$in]);
    else if (isExistence(value)) presences.push([key, value.$exists]);
    else return null;
  }
  const equal = matchAny(pairs);
  if (ranges.length === 0 && presences.length === 0) return equal;
  return (doc) =>
    equal(doc) &&
    presences.every(([field, present]) => Object.hasOwn(doc, field) === present) &&
    ranges.every(([path, bounds]) => inRange(doc, path, bounds));
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
  const entries = Object.entries(value);
  return entries.length > 0 && entries.every(([op, bound]) => RANGE_OPERATORS.has(op) && typeof bound === "string");
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
function mingo(): typeof import("mingo") {
  return require("mingo") as typeof import("mingo");
}

let everything: import("mingo").Query | undefined;

export function project<T extends object>(doc: T, projection: Record<string, 0 | 1> | undefined): T {
  if (!projection || Object.keys(projection).length === 0) return doc;
  everything ??= new (mingo().Query)({});
  const [projected] = everything.find<T>([doc], projection as Projection<T>).all();
  return projected as T;
}
