import type { SortSpec } from "../port.ts";
import { isPlainObject } from "../subset.ts";
import { reachableValues } from "./paths.ts";

/** MongoDB's comparison order across BSON types; missing fields sort as null. */
function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 1;
  if (typeof value === "number") return 2;
  if (typeof value === "string") return 3;
  if (Array.isArray(value)) return 5;
  if (typeof value === "boolean") return 8;
  if (value instanceof Date) return 9;
  if (value instanceof RegExp) return 11;
  return 4;
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

export function compareValues(a: unknown, b: unknown): number {
  // Index keys are mostly strings: settle those before ranking types.
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return sign(rank);
  if (typeof a === "number" && typeof b === "number") {
    // NaN sorts below every other number, as in MongoDB.
    if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
    return sign(a - b);
  }
  if (typeof a === "string" && typeof b === "string") return a < b ? -1 : a > b ? 1 : 0;
  if (typeof a === "boolean" && typeof b === "boolean") return Number(a) - Number(b);
  if (a instanceof Date && b instanceof Date) return sign(a.getTime() - b.getTime());
  if (Array.isArray(a) && Array.isArray(b)) return compareSequences(a, b, compareValues);
  if (isPlainObject(a) && isPlainObject(b)) {
    return compareSequences(Object.entries(a), Object.entries(b), ([ak, av], [bk, bv]) => {
      const byValueType = typeRank(av) - typeRank(bv);
      if (byValueType !== 0) return sign(byValueType);
      const byKey = ak < bk ? -1 : ak > bk ? 1 : 0;
      return byKey !== 0 ? byKey : compareValues(av, bv);
    });
  }
  return 0;
}

function compareSequences<T>(a: T[], b: T[], compare: (x: T, y: T) => number): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const result = compare(a[i] as T, b[i] as T);
    if (result !== 0) return result;
  }
  return sign(a.length - b.length);
}

/**
 * The value a document sorts by on one path: for arrays MongoDB uses the smallest element when
 * ascending and the largest when descending.
 */
export function sortKey(doc: unknown, path: string, direction: 1 | -1): unknown {
  const values = reachableValues(doc, path, false);
  let best: unknown = null;
  values.forEach((value, i) => {
    if (i === 0 || compareValues(value, best) * direction < 0) best = value;
  });
  return best;
}

/** Stable multi-key sort; documents that tie keep their natural (insertion) order. */
export function sortDocuments<T>(docs: T[], sort: SortSpec, documentOf: (item: T) => unknown = (item) => item): T[] {
  const fields = Object.entries(sort);
  if (fields.length === 0) return docs;
  const keyed = docs.map((doc) => ({
    doc,
    keys: fields.map(([path, direction]) => sortKey(documentOf(doc), path, direction)),
  }));
  keyed.sort((a, b) => {
    for (let i = 0; i < fields.length; i++) {
      const direction = (fields[i] as [string, 1 | -1])[1];
      const result = compareValues(a.keys[i], b.keys[i]) * direction;
      if (result !== 0) return result;
    }
    return 0;
  });
  return keyed.map((entry) => entry.doc);
}
