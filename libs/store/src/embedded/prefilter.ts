import type { Filter } from "../port.ts";
import { isOperatorObject, isPlainObject } from "../subset.ts";
import { MISSING, readPath } from "./paths.ts";

/** Holds for a document that may match; false only when the document certainly does not. */
type Check = (value: string | number | boolean) => boolean;

type Scalar = string | number | boolean;

const NUMERIC_SEGMENT = /(^|\.)\d+(\.|$)/;

/**
 * A cheap necessary condition for a filter, tested before mingo. Testing one document with mingo
 * costs far more than reading a field, and a scan or a walk over a large range spends most of its
 * time rejecting documents on one simple condition (a search pattern, an equality). Only the
 * plainest case is decided here: the field holds a string, a number other than NaN or a boolean,
 * reached without crossing an array. Arrays, objects, dates, null and missing fields always pass
 * on to mingo, so this never rejects a document the filter would match. Conditions come from the
 * top level and `$and`; `$or`, `$not` and the like are left to mingo.
 */
export function compilePrefilter(filter: Filter): ((doc: object) => boolean) | null {
  const checks: Array<{ path: string; check: Check }> = [];
  collect(filter, checks);
  if (checks.length === 0) return null;
  const readers = checks.map(({ path, check }) => ({ read: reader(path), check }));
  return (doc) => {
    for (const { read, check } of readers) {
      const value = read(doc);
      // mingo compares NaN in ways of its own (`$gte: 0` matches it); it decides those.
      if (value === MISSING || Number.isNaN(value)) continue;
      if ((typeof value === "string" || typeof value === "number" || typeof value === "boolean") && !check(value)) {
        return false;
      }
    }
    return true;
  };
}

/**
 * Reads a field like `readPath`, without splitting the path for every document. A top-level name
 * is read directly: an inherited property (`constructor`) is a function, never a checked scalar.
 */
function reader(path: string): (doc: object) => unknown {
  if (path.includes(".")) return (doc) => readPath(doc, path);
  return (doc) => (doc as Record<string, unknown>)[path] ?? MISSING;
}

function collect(filter: Filter, checks: Array<{ path: string; check: Check }>): void {
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const condition = filter[key];
    if (key === "$and" && Array.isArray(condition)) {
      for (const clause of condition) if (isPlainObject(clause)) collect(clause, checks);
      continue;
    }
    // Numeric segments also reach fields named like indexes inside array elements: left to mingo.
    if (key.startsWith("$") || NUMERIC_SEGMENT.test(key)) continue;
    for (const check of conditionChecks(condition)) checks.push({ path: key, check });
  }
}

function conditionChecks(condition: unknown): Check[] {
  if (condition instanceof RegExp) return regexCheck(condition, "");
  if (!isOperatorObject(condition)) return isScalar(condition) ? [(value) => value === condition] : [];
  const checks: Check[] = [];
  for (const operator in condition) {
    if (!Object.hasOwn(condition, operator)) continue;
    const operand = condition[operator];
    if (operator === "$eq" && isScalar(operand)) checks.push((value) => value === operand);
    else if (operator === "$in" && Array.isArray(operand) && operand.every(isScalar)) {
      const allowed = new Set<unknown>(operand);
      checks.push((value) => allowed.has(value));
    } else if (operator === "$regex" && (typeof operand === "string" || operand instanceof RegExp)) {
      const options = condition.$options;
      checks.push(...regexCheck(operand, typeof options === "string" ? options : ""));
    } else if (isRange(operator) && (typeof operand === "string" || isNumber(operand))) {
      // Comparisons match only values of the operand's type.
      checks.push((value) => typeof value === typeof operand && compare(operator, value, operand));
    }
  }
  return checks;
}

/** A string can only match when the pattern finds it; other scalars never match a pattern. */
function regexCheck(pattern: string | RegExp, options: string): Check[] {
  if (!/^i?$/.test(options)) return [];
  let regex: RegExp;
  try {
    const flags = (pattern instanceof RegExp ? pattern.flags : "").replace(/[gy]/g, "");
    regex = new RegExp(
      pattern instanceof RegExp ? pattern.source : pattern,
      flags.includes("i") ? flags : flags + options,
    );
  } catch {
    return [];
  }
  return [(value) => typeof value === "string" && regex.test(value)];
}

function isScalar(value: unknown): value is Scalar {
  return typeof value === "string" || typeof value === "boolean" || isNumber(value);
}

function isNumber(value: unknown): value is number {
  return typeof value === "number" && !Number.isNaN(value);
}

function isRange(operator: string): operator is "$gt" | "$gte" | "$lt" | "$lte" {
  return operator === "$gt" || operator === "$gte" || operator === "$lt" || operator === "$lte";
}

function compare(operator: "$gt" | "$gte" | "$lt" | "$lte", value: Scalar, operand: string | number): boolean {
  switch (operator) {
    case "$gt":
      return value > operand;
    case "$gte":
      return value >= operand;
    case "$lt":
      return value < operand;
    case "$lte":
      return value <= operand;
  }
}
