import type { Filter } from "../port.ts";
import { isOperatorObject, isPlainObject } from "../subset.ts";
import { compareValues } from "./compare.ts";

export interface Bound {
  value: unknown;
  inclusive: boolean;
}

/** Values outside these bounds (in MongoDB's type order) cannot match; null means unbounded. */
export interface Range {
  lower: Bound | null;
  upper: Bound | null;
}

const UNBOUNDED: Range = { lower: null, upper: null };

/**
 * Scalars a range can be cut at. Comparison operators only match values of their operand's type,
 * and that type is one contiguous run of MongoDB's order, so a bound narrows without losing a
 * match. Null, NaN, objects, arrays and regular expressions have looser matching rules and are
 * left out: leaving a condition out only widens the range.
 */
export function isBoundable(value: unknown): boolean {
  if (typeof value === "number") return !Number.isNaN(value);
  if (typeof value === "string" || typeof value === "boolean") return true;
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/**
 * The range a filter confines `path` to, for a path that holds no arrays. Conditions at the top
 * level and in `$and` narrow it; an `$or` bounds it only as far as every branch does (this is what
 * keyset pagination's `{ $or: [{ t: { $lt: x } }, { t: x, _id: { $gt: id } }] }` looks like).
 */
export function rangeOn(filter: Filter, path: string): Range {
  let range = UNBOUNDED;
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = filter[key];
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) range = intersect(range, rangeOn(clause, path));
    } else if (key === "$or" && Array.isArray(value) && value.length > 0) {
      const branches = value.map((clause) => (isPlainObject(clause) ? rangeOn(clause, path) : UNBOUNDED));
      range = intersect(range, branches.reduce(union));
    } else if (key === path) {
      range = intersect(range, conditionRange(value));
    }
  }
  return range;
}

function conditionRange(condition: unknown): Range {
  if (!isOperatorObject(condition)) return isBoundable(condition) ? exactly(condition) : UNBOUNDED;
  let range = UNBOUNDED;
  for (const operator in condition) {
    if (!Object.hasOwn(condition, operator)) continue;
    const operand = condition[operator];
    if (operator === "$in" && Array.isArray(operand) && operand.length > 0 && operand.every(isBoundable)) {
      const sorted = [...operand].sort(compareValues);
      range = intersect(range, {
        lower: { value: sorted[0], inclusive: true },
        upper: { value: sorted.at(-1), inclusive: true },
      });
      continue;
    }
    if (!isBoundable(operand)) continue;
    if (operator === "$eq") range = intersect(range, exactly(operand));
    else if (operator === "$gt" || operator === "$gte") {
      range = intersect(range, { lower: { value: operand, inclusive: operator === "$gte" }, upper: null });
    } else if (operator === "$lt" || operator === "$lte") {
      range = intersect(range, { lower: null, upper: { value: operand, inclusive: operator === "$lte" } });
    }
  }
  return range;
}

function exactly(value: unknown): Range {
  return { lower: { value, inclusive: true }, upper: { value, inclusive: true } };
}

/**
 * Of two bounds, the one with the higher value (`side` 1) or the lower (`side` -1). On equal
 * values, the exclusive one when `exclusiveFirst` (the tighter), else the inclusive one.
 */
function pick(a: Bound, b: Bound, side: 1 | -1, exclusiveFirst: boolean): Bound {
  const byValue = compareValues(a.value, b.value);
  if (byValue !== 0) return byValue * side > 0 ? a : b;
  if (a.inclusive === b.inclusive) return a;
  return a.inclusive !== exclusiveFirst ? a : b;
}

function intersect(a: Range, b: Range): Range {
  return {
    lower: a.lower && b.lower ? pick(a.lower, b.lower, 1, true) : (a.lower ?? b.lower),
    upper: a.upper && b.upper ? pick(a.upper, b.upper, -1, true) : (a.upper ?? b.upper),
  };
}

function union(a: Range, b: Range): Range {
  return {
    lower: a.lower && b.lower ? pick(a.lower, b.lower, -1, false) : null,
    upper: a.upper && b.upper ? pick(a.upper, b.upper, 1, false) : null,
  };
}
