import { firstArrayOn, reachableValues } from "./paths.ts";
import { indexKey } from "./values.ts";

export interface IndexDefinition {
  name: string;
  keys: Record<string, 1 | -1>;
  unique: boolean;
}

export class ParallelArraysError extends Error {
  constructor(index: string) {
    super(`cannot index parallel arrays: more than one field of index ${index} holds an array`);
    this.name = "ParallelArraysError";
  }
}

/** Sets larger than this are not worth enumerating for a lookup; the planner scans instead. */
export const MAX_LOOKUP_KEYS = 1000;

function combine(prefixes: string[][], next: string[]): string[][] {
  const out: string[][] = [];
  for (const prefix of prefixes) for (const key of next) out.push([...prefix, key]);
  return out;
}

/**
 * A hash index over one or more fields (direction does not matter for hashing). For each prefix
 * of the fields it maps the prefix's key to the ids holding it, so a filter with equality on the
 * leading field(s) can be answered without touching other documents. Array values are indexed as
 * a whole and element by element (multikey), missing fields as null.
 */
export class HashIndex {
  readonly fields: string[];
  private readonly prefixes: Array<Map<string, Set<string>>>;

  constructor(readonly definition: IndexDefinition) {
    this.fields = Object.keys(definition.keys);
    this.prefixes = this.fields.map(() => new Map());
  }

  /** For each prefix length, the distinct keys `doc` has. */
  private keysOf(doc: object): string[][] {
    const arrays = new Set<string>();
    const perField = this.fields.map((field) => {
      const array = firstArrayOn(doc, field);
      if (array !== null) arrays.add(array);
      const values = reachableValues(doc, field, true);
      return values.length === 0 ? ["n"] : [...new Set(values.map(indexKey))];
    });
    // Fields inside one array (`items.sku`, `items.qty`) are fine; two different arrays are not.
    if (arrays.size > 1) throw new ParallelArraysError(this.definition.name);
    const result: string[][] = [];
    let tuples: string[][] = [[]];
    for (const keys of perField) {
      tuples = combine(tuples, keys);
      result.push(tuples.map((tuple) => JSON.stringify(tuple)));
    }
    return result;
  }

  /** Throws `ParallelArraysError` when `doc` cannot be indexed. */
  check(doc: object): void {
    this.keysOf(doc);
  }

  fullKeys(doc: object): string[] {
    return this.keysOf(doc).at(-1) ?? [];
  }

  add(id: string, doc: object): void {
    this.keysOf(doc).forEach((keys, depth) => {
      const map = this.prefixes[depth] as Map<string, Set<string>>;
      for (const key of keys) {
        const ids = map.get(key);
        if (ids) ids.add(id);
        else map.set(key, new Set([id]));
      }
    });
  }

  remove(id: string, doc: object): void {
    this.keysOf(doc).forEach((keys, depth) => {
      const map = this.prefixes[depth] as Map<string, Set<string>>;
      for (const key of keys) {
        const ids = map.get(key);
        ids?.delete(id);
        if (ids?.size === 0) map.delete(key);
      }
    });
  }

  holders(fullKey: string): ReadonlySet<string> | undefined {
    return this.prefixes.at(-1)?.get(fullKey);
  }

  /**
   * Ids whose leading fields equal one of the given values each (`values[i]` for field i).
   * Returns null when the combinations are too many to enumerate.
   */
  lookup(values: unknown[][]): Set<string> | null {
    const buckets = this.buckets(values);
    if (!buckets) return null;
    const ids = new Set<string>();
    for (const bucket of buckets) for (const id of bucket) ids.add(id);
    return ids;
  }

  /**
   * How many ids `lookup` would return, from bucket sizes alone (an id in several buckets counts
   * once per bucket), so the planner can compare indexes without building their sets.
   */
  estimate(values: unknown[][]): number | null {
    const buckets = this.buckets(values);
    if (!buckets) return null;
    let total = 0;
    for (const bucket of buckets) total += bucket.size;
    return total;
  }

  private buckets(values: unknown[][]): Array<ReadonlySet<string>> | null {
    let tuples: string[][] = [[]];
    for (const candidates of values) {
      tuples = combine(tuples, [...new Set(candidates.map(indexKey))]);
      if (tuples.length > MAX_LOOKUP_KEYS) return null;
    }
    const map = this.prefixes[values.length - 1];
    if (!map) return null;
    const found: Array<ReadonlySet<string>> = [];
    for (const tuple of tuples) {
      const bucket = map.get(JSON.stringify(tuple));
      if (bucket) found.push(bucket);
    }
    return found;
  }

  clear(): void {
    for (const map of this.prefixes) map.clear();
  }
}
