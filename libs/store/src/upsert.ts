import type { Filter, Update } from "./port.ts";
import { isOperatorObject, isPlainObject, OutsideSubsetError } from "./subset.ts";

/**
 * The `path: value` pairs MongoDB copies from a filter into a document created by an upsert:
 * plain equalities, at the top level or inside `$and`.
 */
export function equalityFields(filter: Filter): Array<[string, unknown]> {
  const pairs: Array<[string, unknown]> = [];
  for (const key in filter) {
    if (!Object.hasOwn(filter, key)) continue;
    const value = filter[key];
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) if (isPlainObject(clause)) pairs.push(...equalityFields(clause));
    } else if (key.startsWith("$")) {
      // MongoDB seeds nothing from $or.
    } else if (!isOperatorObject(value) && !(value instanceof RegExp)) {
      pairs.push([key, value]);
    }
  }
  return pairs;
}

/**
 * MongoDB would give an upserted document an ObjectId; the platform's ids are strings, so both
 * adapters make a string id themselves when neither the filter nor the update supplies one.
 */
export function needsGeneratedId(filter: Filter, update: Update): boolean {
  if (equalityFields(filter).some(([path]) => path === "_id")) return false;
  return !["$set", "$setOnInsert"].some((op) => {
    const fields = update[op];
    return fields !== undefined && "_id" in fields;
  });
}

/**
 * A replacement carries its own `_id`; an upserting one without it would get the server's
 * ObjectId on MongoDB, so it must name the id in the replacement or pin it in the filter.
 */
export function assertReplacementUpsertId(filter: Filter, replacement: { _id?: unknown }): void {
  if (replacement._id === undefined && needsGeneratedId(filter, {})) {
    throw new OutsideSubsetError("replaceOne with upsert: give the replacement an _id or filter on _id");
  }
}

/** 24 hex characters like an ObjectId: a seconds timestamp then 8 random bytes. */
export function newDocumentId(): string {
  const seconds = Math.floor(Date.now() / 1000)
    .toString(16)
    .padStart(8, "0");
  const random = crypto.getRandomValues(new Uint8Array(8));
  return seconds + Array.from(random, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
