import { encodeDocument } from "./codec.ts";
import { firstArrayOn, reachableValues } from "./paths.ts";

export class ParallelArraysError extends Error {
  constructor(index: string) {
    super(`cannot index parallel arrays: more than one field of index ${index} holds an array`);
    this.name = "ParallelArraysError";
  }
}

/**
 * Type ranks in MongoDB's comparison order. Every index key starts with its rank, so SQLite's
 * byte-wise comparison of keys orders values across types as MongoDB does.
 */
export const RANK = {
  null: 0x10,
  number: 0x20,
  string: 0x30,
  object: 0x40,
  array: 0x50,
  boolean: 0x60,
  date: 0x70,
  regex: 0x80,
} as const;

const utf8 = new TextEncoder();

function prefixed(rank: number, bytes: Uint8Array): Uint8Array {
  const out = new Uint8Array(bytes.length + 1);
  out[0] = rank;
  out.set(bytes, 1);
  return out;
}

/**
 * Eight bytes that compare like the number: the sign bit flipped for positives, every bit
 * flipped for negatives. NaN sorts below every number, as in MongoDB.
 */
function orderedDouble(rank: number, value: number): Uint8Array {
  const out = new Uint8Array(9);
  out[0] = rank;
  if (Number.isNaN(value)) return out;
  const view = new DataView(out.buffer);
  view.setFloat64(1, Object.is(value, -0) ? 0 : value);
  if ((out[1] as number) & 0x80) for (let i = 1; i < 9; i++) out[i] = ~(out[i] as number) & 0xff;
  else out[1] = (out[1] as number) | 0x80;
  return out;
}

/**
 * One index key: equal for values MongoDB's equality treats as equal, and ordered as MongoDB
 * orders them (strings by UTF-8 bytes, as MongoDB's simple collation does). Objects and nested
 * arrays compare by their JSON text: equality is exact, order among them is approximate.
 */
export function encodeKey(value: unknown): Uint8Array {
  if (value === null || value === undefined) return Uint8Array.of(RANK.null);
  switch (typeof value) {
    case "number":
      return orderedDouble(RANK.number, value);
    case "string":
      return prefixed(RANK.string, utf8.encode(value));
    case "boolean":
      return Uint8Array.of(RANK.boolean, value ? 1 : 0);
  }
  if (value instanceof Date) return orderedDouble(RANK.date, value.getTime());
  if (value instanceof RegExp) return prefixed(RANK.regex, utf8.encode(String(value)));
  const rank = Array.isArray(value) ? RANK.array : RANK.object;
  return prefixed(rank, utf8.encode(encodeDocument(value as object)));
}

/** Whether a query value can be looked up by its key (what equality on it matches is exactly that key). */
export function isKeyable(value: unknown): boolean {
  if (typeof value === "number") return !Number.isNaN(value);
  if (typeof value === "string" || typeof value === "boolean") return true;
  return value instanceof Date && !Number.isNaN(value.getTime());
}

export function rankOf(value: unknown): number {
  if (typeof value === "number") return RANK.number;
  if (typeof value === "string") return RANK.string;
  if (typeof value === "boolean") return RANK.boolean;
  return RANK.date;
}

export interface IndexEntries {
  /** One tuple of keys per combination of array elements, without repeats. */
  entries: Uint8Array[][];
  /** Per field, whether the document reaches an array or an embedded document there. */
  irregular: boolean[];
}

function hex(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("hex");
}

/**
 * The entries a document has in an index over `fields`. Array elements are indexed one by one
 * (multikey), a missing field as null. Like MongoDB, at most one field may hold an array.
 */
export function indexEntries(name: string, fields: readonly string[], doc: object): IndexEntries {
  return scalarEntries(fields, doc) ?? fannedOutEntries(name, fields, doc);
}

/**
 * Whether an update leaves a document's entries in an index over `fields` as they were, so that
 * they need not be rewritten. Most updates touch no indexed field: a plain value left as it was
 * answers without making a key; anything else compares the entries key by key.
 */
export function sameIndexEntries(name: string, fields: readonly string[], before: object, after: object): boolean {
  if (fields.every((field) => sameScalar(before, after, field))) return true;
  const old = indexEntries(name, fields, before).entries;
  const next = indexEntries(name, fields, after).entries;
  return old.length === next.length && old.every((tuple, i) => sameTuple(tuple, next[i] as Uint8Array[]));
}

/** The same plain value at a top-level field of both documents, which therefore has the same key. */
function sameScalar(before: object, after: object, field: string): boolean {
  if (field.includes(".")) return false;
  const a = (before as Record<string, unknown>)[field];
  const b = (after as Record<string, unknown>)[field];
  if (a instanceof Date && b instanceof Date) return a.getTime() === b.getTime();
  return a === b && hasOneKey(a);
}

function sameTuple(a: readonly Uint8Array[], b: readonly Uint8Array[]): boolean {
  return a.length === b.length && a.every((key, i) => Buffer.compare(key, b[i] as Uint8Array) === 0);
}

/** A value with one index key of its own: no array to fan out, no embedded document. */
function hasOneKey(value: unknown): boolean {
  const type = typeof value;
  return value == null || type === "string" || type === "number" || type === "boolean" || value instanceof Date;
}

/**
 * The common case, a document with a plain value at every top-level field of the index: one
 * entry, found without walking paths or looking for arrays (most writes, chunks among them).
 */
function scalarEntries(fields: readonly string[], doc: object): IndexEntries | null {
  const keys: Uint8Array[] = [];
  for (const field of fields) {
    if (field.includes(".")) return null;
    const value = (doc as Record<string, unknown>)[field];
    if (!hasOneKey(value)) return null;
    keys.push(encodeKey(value));
  }
  return { entries: [keys], irregular: fields.map(() => false) };
}

function fannedOutEntries(name: string, fields: readonly string[], doc: object): IndexEntries {
  const arrays = fields.map((field) => firstArrayOn(doc, field));
  if (new Set(arrays.filter((path) => path !== null)).size > 1) throw new ParallelArraysError(name);
  const irregular = arrays.map((path) => path !== null);
  const perField = fields.map((field, i) => {
    const values = reachableValues(doc, field, false);
    if (values.some((value) => typeof value === "object" && value !== null && !(value instanceof Date))) {
      irregular[i] = true;
    }
    const keys = values.length === 0 ? [encodeKey(null)] : values.map(encodeKey);
    const unique = new Map<string, Uint8Array>();
    for (const key of keys) unique.set(hex(key), key);
    return [...unique.values()];
  });
  let tuples: Uint8Array[][] = [[]];
  for (const keys of perField) tuples = tuples.flatMap((tuple) => keys.map((key) => [...tuple, key]));
  return { entries: tuples, irregular };
}
