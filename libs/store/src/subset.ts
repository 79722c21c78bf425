import type { Filter, FindOptions, IndexSpec, StoredDocument, Update } from "./port.ts";

/**
 * Both adapters check their inputs against the subset before doing anything, so a repository
 * that strays outside it fails the same way in tests (embedded) as in production (MongoDB),
 * instead of working against one engine only.
 */
export class OutsideSubsetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OutsideSubsetError";
  }
}

const FIELD_OPERATORS = new Set(["$ne", "$gt", "$gte", "$lt", "$lte", "$in", "$exists", "$regex", "$options", "$size"]);

export const UPDATE_OPERATORS = new Set(["$set", "$unset", "$inc", "$push", "$pull", "$setOnInsert", "$max"]);

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

export function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isPlainObject(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith("$"));
}

function fail(where: string, message: string): never {
  throw new OutsideSubsetError(`${where}: ${message}`);
}

export function assertFilter(filter: Filter, where = "filter"): void {
  checkQuery(filter, where);
}

function checkQuery(query: unknown, where: string): void {
  if (!isPlainObject(query)) fail(where, "must be a plain object");
  for (const key in query) {
    if (!Object.hasOwn(query, key)) continue;
    const value = query[key];
    if (key === "$and" || key === "$or") {
      if (!Array.isArray(value) || value.length === 0) fail(`${where}.${key}`, "must be a non-empty array");
      for (const [i, clause] of value.entries()) checkQuery(clause, `${where}.${key}[${i}]`);
    } else if (key.startsWith("$")) {
      fail(where, `operator ${key} is outside the subset`);
    } else {
      checkCondition(value, `${where}.${key}`);
    }
  }
}

function checkCondition(condition: unknown, where: string): void {
  if (!isPlainObject(condition)) return;
  const keys = Object.keys(condition);
  const operators = keys.filter((key) => key.startsWith("$"));
  if (operators.length === 0) return;
  if (operators.length !== keys.length) fail(where, "cannot mix operators and field names");
  for (const op of operators) {
    const operand = condition[op];
    switch (op) {
      case "$in":
        if (!Array.isArray(operand)) fail(`${where}.${op}`, "must be an array");
        break;
      case "$exists":
        if (typeof operand !== "boolean") fail(`${where}.${op}`, "must be a boolean");
        break;
      case "$size":
        if (!Number.isInteger(operand) || (operand as number) < 0) {
          fail(`${where}.${op}`, "must be a non-negative integer");
        }
        break;
      case "$regex":
        if (typeof operand !== "string" && !(operand instanceof RegExp)) {
          fail(`${where}.${op}`, "must be a string or RegExp");
        }
        break;
      case "$options":
        if (!("$regex" in condition)) fail(`${where}.${op}`, "requires $regex");
        if (typeof operand !== "string" || !/^i?$/.test(operand)) fail(`${where}.${op}`, 'only "i" is supported');
        break;
      default:
        if (!FIELD_OPERATORS.has(op)) fail(where, `operator ${op} is outside the subset`);
    }
  }
}

export function assertUpdate(update: Update, where = "update"): void {
  if (!isPlainObject(update)) fail(where, "must be a plain object");
  let operators = 0;
  for (const op in update) {
    if (!Object.hasOwn(update, op)) continue;
    operators++;
    const fields: unknown = update[op];
    if (!UPDATE_OPERATORS.has(op)) fail(where, `operator ${op} is outside the subset`);
    if (!isPlainObject(fields)) fail(`${where}.${op}`, "must be an object of paths");
    for (const path in fields) {
      if (!Object.hasOwn(fields, path)) continue;
      const value = fields[path];
      checkUpdatePath(path, `${where}.${op}`);
      if (op === "$inc" && typeof value !== "number") fail(`${where}.${op}.${path}`, "must be a number");
      if (op === "$push" && isOperatorObject(value)) {
        const modifiers = Object.keys(value);
        if (modifiers.length !== 1 || modifiers[0] !== "$each" || !Array.isArray(value.$each)) {
          fail(`${where}.${op}.${path}`, "only the $each modifier (an array) is supported");
        }
      }
    }
  }
  if (operators === 0) fail(where, "must contain at least one operator");
}

function checkUpdatePath(path: string, where: string): void {
  const segments = path.split(".");
  if (segments.some((segment) => segment === "")) fail(where, `invalid path "${path}"`);
  // Positional operators ($, $[], $[id]) are outside the subset.
  if (segments.some((segment) => segment.startsWith("$")))
    fail(where, `positional path "${path}" is outside the subset`);
}

export function assertFindOptions(options: FindOptions | undefined, where = "options"): void {
  if (!options) return;
  if (options.sort) assertSort(options.sort, `${where}.sort`);
  for (const key of ["limit", "skip"] as const) {
    const value = options[key];
    if (value !== undefined && (!Number.isInteger(value) || value < 0)) {
      fail(`${where}.${key}`, "must be a non-negative integer");
    }
  }
  if (options.projection) {
    const entries = Object.entries(options.projection);
    for (const [path, flag] of entries) {
      if (flag !== 0 && flag !== 1) fail(`${where}.projection.${path}`, "must be 0 or 1");
      checkUpdatePath(path, `${where}.projection`);
    }
    const fields = entries.filter(([path]) => path !== "_id");
    const included = fields.some(([, flag]) => flag === 1);
    const excluded = fields.some(([, flag]) => flag === 0);
    if (included && excluded) fail(`${where}.projection`, "cannot mix inclusion and exclusion");
  }
}

export function assertSort(sort: Record<string, unknown>, where = "sort"): void {
  for (const [path, direction] of Object.entries(sort)) {
    if (direction !== 1 && direction !== -1) fail(`${where}.${path}`, "must be 1 or -1");
  }
}

export function assertDocument(doc: StoredDocument, where = "document"): void {
  assertReplacement(doc, where);
  if (doc._id === undefined) fail(`${where}._id`, "is required");
}

/** A replacement may leave `_id` out (the matched document keeps its own). */
export function assertReplacement(doc: StoredDocument, where = "replacement"): void {
  if (!isPlainObject(doc)) fail(where, "must be a plain object");
  if (doc._id !== undefined && (typeof doc._id !== "string" || doc._id === "")) {
    fail(`${where}._id`, "must be a non-empty string");
  }
  for (const key of Object.keys(doc)) {
    if (key.startsWith("$")) fail(where, `field names cannot start with "$" (${key})`);
  }
}

export function assertIndexSpecs(specs: IndexSpec[]): void {
  for (const spec of specs) {
    const entries = Object.entries(spec.keys);
    if (entries.length === 0) fail("index", "keys must not be empty");
    for (const [path, direction] of entries) {
      if (direction !== 1 && direction !== -1) fail(`index.${path}`, "direction must be 1 or -1");
      checkUpdatePath(path, "index");
    }
  }
}

/** Every collection keeps its `_id` index; both adapters refuse to drop it alike. */
export function assertDroppableIndex(name: string): void {
  if (name === "_id_") fail("index", "the _id_ index cannot be dropped");
}

/** MongoDB's own default index name, so both adapters list the same names. */
export function defaultIndexName(keys: Record<string, 1 | -1>): string {
  return Object.entries(keys)
    .map(([path, direction]) => `${path}_${direction}`)
    .join("_");
}
