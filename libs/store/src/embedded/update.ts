import type { AnyObject } from "mingo/types";
import { update as applyModifier, type Modifier } from "mingo/updater";
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
  for (const [op, fields] of Object.entries(update)) {
    for (const path of Object.keys(fields)) {
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
      if ((op === "$push" || op === "$addToSet" || op === "$pull") && !Array.isArray(current)) {
        throw new UpdateTypeError(`${op}: the value at "${path}" is not an array`);
      }
    }
  }
}

function run(doc: StoredDocument, update: Update): void {
  if (Object.keys(update).length === 0) return;
  checkTargets(doc, update);
  applyModifier(doc as unknown as AnyObject, update as Modifier<AnyObject>, undefined, undefined, {
    cloneMode: "deep",
  });
}

const IMMUTABLE_ID = "the _id field is immutable";

/**
 * Takes `_id` out of `$set` and `$setOnInsert` (MongoDB accepts it there when it does not change
 * the id; mingo rejects it outright) and refuses every other operator on `_id`.
 */
function separateId(update: Update): { rest: Update; ids: unknown[] } {
  const rest: Update = {};
  const ids: unknown[] = [];
  for (const [op, fields] of Object.entries(update)) {
    const kept: Record<string, unknown> = {};
    for (const [path, value] of Object.entries(fields)) {
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
  run(next, rest);
  const stored = cloneDocument(next);
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
