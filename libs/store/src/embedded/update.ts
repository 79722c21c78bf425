import type { AnyObject } from "mingo/types";
import type { Modifier } from "mingo/updater";
import type { Filter, StoredDocument, Update } from "../port.ts";
import { isPlainObject } from "../subset.ts";
import { equalityFields, needsGeneratedId, newDocumentId } from "../upsert.ts";
import { MISSING, readPath, writePath } from "./paths.ts";
import { cloneDocument, cloneValue, deepEqual } from "./values.ts";

/** MongoDB raises these where mingo would silently skip the field. */
export class UpdateTypeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "UpdateTypeError";
  }
}

function checkTargets(doc: StoredDocument, update: Update): void {
  for (const op in update) {
    if (!Object.hasOwn(update, op)) continue;
    const fields = update[op] as Record<string, unknown>;
    for (const path in fields) {
      if (!Object.hasOwn(fields, path)) continue;
      const segments = path.split(".");
      // Unsetting a path that cannot exist is a no-op in MongoDB, not an error.
      for (let i = 1; i < segments.length && op !== "$unset"; i++) {
        const parent = readPath(doc, segments.slice(0, i).join("."));
        const child = segments[i] as string;
        const blocked = parent !== MISSING && !isPlainObject(parent) && !(Array.isArray(parent) && /^\d+$/.test(child));
        if (blocked) throw new UpdateTypeError(`${op}: cannot create field "${child}" in a non-object at "${path}"`);
      }
      const current = readPath(doc, path);
      if (current === MISSING) continue;
      if (op === "$inc" && typeof current !== "number") {
        throw new UpdateTypeError(`$inc: cannot apply to the non-numeric value at "${path}"`);
      }
      if ((op === "$push" || op === "$pull") && !Array.isArray(current)) {
        throw new UpdateTypeError(`${op}: the value at "${path}" is not an array`);
      }
    }
  }
}

/**
 * Applies `update` to `doc` in place. True when every value it wrote is already as the store
 * keeps it (copied through `cloneValue`); mingo's operators make no such promise.
 */
function run(doc: StoredDocument, update: Update): boolean {
  if (Object.keys(update).length === 0) return true;
  checkTargets(doc, update);
  if (applyToTopLevel(doc as unknown as Record<string, unknown>, update)) return true;
  // Loaded with the first update that needs it, as mingo's queries are (see `mingo.ts`).
  const { update: applyModifier } = require("mingo/updater") as typeof import("mingo/updater");
  applyModifier(doc as unknown as AnyObject, update as Modifier<AnyObject>, undefined, undefined, {
    cloneMode: "deep",
  });
  return false;
}

const TOP_LEVEL_OPERATORS = new Set(["$set", "$unset", "$inc", "$push"]);

/**
 * `$set`, `$unset`, `$inc` and `$push` (of values, or `$each` alone) on distinct top-level fields
 * (a lease renewed, a status set, events recorded: most updates), applied here; false, having changed nothing, for anything else.
 * mingo builds its operator tables anew on every update, which cost more than a small update
 * itself.
 */
function applyToTopLevel(doc: Record<string, unknown>, update: Update): boolean {
  const named = new Set<string>();
  // Every step is planned before any is taken, so an update this cannot apply leaves `doc` alone.
  const steps: (() => void)[] = [];
  for (const op in update) {
    if (!TOP_LEVEL_OPERATORS.has(op)) return false;
    const fields = update[op as keyof Update] as Record<string, unknown>;
    for (const field in fields) {
      if (field.includes(".") || field.startsWith("$") || field === "__proto__" || named.has(field)) return false;
      named.add(field);
      const step = topLevelStep(doc, op, field, fields[field]);
      if (!step) return false;
      steps.push(step);
    }
  }
  for (const step of steps) step();
  return true;
}

/** One operator on one top-level field, or null when it is not one this applies. */
function topLevelStep(doc: Record<string, unknown>, op: string, field: string, value: unknown): (() => void) | null {
  switch (op) {
    case "$set":
      return () => {
        doc[field] = cloneValue(value);
      };
    case "$unset":
      return () => {
        delete doc[field];
      };
    case "$inc":
      if (typeof value !== "number") return null;
      return () => {
        doc[field] = ((doc[field] as number | undefined) ?? 0) + value;
      };
    case "$push": {
      const pushed = isPushable(doc, field) ? pushedValues(value) : null;
      if (!pushed) return null;
      return () => {
        doc[field] = [...((doc[field] as unknown[] | undefined) ?? []), ...pushed.map((item) => cloneValue(item))];
      };
    }
    default:
      return null;
  }
}

/** `$push` appends to an array, or makes one where the field is missing. */
function isPushable(doc: Record<string, unknown>, field: string): boolean {
  return !Object.hasOwn(doc, field) || Array.isArray(doc[field]);
}

/** What a `$push` appends: one value, or `$each`'s values (with no other modifier). */
function pushedValues(value: unknown): unknown[] | null {
  if (!isPlainObject(value)) return [value];
  const keys = Object.keys(value);
  if (!keys.some((key) => key.startsWith("$"))) return [value];
  return keys.length === 1 && keys[0] === "$each" && Array.isArray(value.$each) ? value.$each : null;
}

const IMMUTABLE_ID = "the _id field is immutable";

/**
 * Takes `_id` out of `$set` and `$setOnInsert` (MongoDB accepts it there when it does not change
 * the id; mingo rejects it outright) and refuses every other operator on `_id`.
 */
function separateId(update: Update): { rest: Update; ids: unknown[] } {
  const rest: Update = {};
  const ids: unknown[] = [];
  for (const op in update) {
    if (!Object.hasOwn(update, op)) continue;
    const fields = update[op] as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const path in fields) {
      if (!Object.hasOwn(fields, path)) continue;
      const value = fields[path];
      const targetsId = path === "_id" || path.startsWith("_id.");
      if (targetsId && path === "_id" && (op === "$set" || op === "$setOnInsert")) ids.push(value);
      else if (targetsId) throw new UpdateTypeError(IMMUTABLE_ID);
      else kept[path] = value;
    }
    if (Object.keys(kept).length > 0) rest[op] = kept;
  }
  return { rest, ids };
}

function withoutSetOnInsert(update: Update): Update {
  const { $setOnInsert: _ignored, ...rest } = update;
  return rest;
}

/** Applies an update to a copy of `doc`; `changed` is false when MongoDB would report no modification. */
export function updatedCopy<T extends StoredDocument>(doc: T, update: Update): { doc: T; changed: boolean } {
  const { rest, ids } = separateId(withoutSetOnInsert(update));
  if (ids.some((id) => id !== doc._id)) throw new UpdateTypeError(IMMUTABLE_ID);
  const next = cloneDocument(doc);
  // A copy made only to put values in the form stored: the operators applied here already did.
  const stored = run(next, rest) ? next : cloneDocument(next);
  return { doc: stored, changed: !deepEqual(doc, stored) };
}

/** The document an update-style upsert inserts: filter equalities, then the update, then `$setOnInsert`. */
export function upsertDocument<T extends StoredDocument>(filter: Filter, update: Update): T {
  const doc: Record<string, unknown> = {};
  for (const [path, value] of equalityFields(filter)) writePath(doc, path, cloneValue(value));
  const { rest, ids } = separateId(update);
  for (const id of ids) {
    if (doc._id !== undefined && doc._id !== id) throw new UpdateTypeError(IMMUTABLE_ID);
    doc._id = id;
  }
  if (needsGeneratedId(filter, update)) doc._id = newDocumentId();
  const seeded = doc as unknown as StoredDocument;
  run(seeded, withoutSetOnInsert(rest));
  if (rest.$setOnInsert) run(seeded, { $set: rest.$setOnInsert });
  return finishInsert<T>(seeded);
}

/** A replacement-style upsert takes `_id` from the filter only when the replacement has none. */
export function upsertReplacement<T extends StoredDocument>(filter: Filter, replacement: T): T {
  const doc = cloneDocument(replacement) as Record<string, unknown>;
  if (doc._id === undefined || doc._id === null) {
    doc._id = equalityFields(filter).find(([path]) => path === "_id")?.[1];
  }
  return finishInsert<T>(doc as unknown as StoredDocument);
}

function finishInsert<T extends StoredDocument>(doc: StoredDocument): T {
  const stored = cloneDocument(doc);
  if (typeof stored._id !== "string" || stored._id === "") {
    throw new UpdateTypeError("an upserted document needs a string _id");
  }
  // Keep `_id` first, as MongoDB does.
  const { _id, ...rest } = stored;
  return { _id, ...rest } as unknown as T;
}
