import { compareValues } from "./compare.ts";
import { firstArrayOn, reachableValues, readPath } from "./paths.ts";

/** A stored document with its insertion order, which breaks ties between equal keys. */
export interface Sequenced<D> {
  seq: number;
  doc: D;
}

export interface OrderedEntry<D> extends Sequenced<D> {
  /** One value per index field. A document has one entry per combination of its array elements. */
  readonly key: readonly unknown[];
}

/** Which side of the entries sharing a probe's leading values the probe stands on. */
export type Edge = "before" | "after";

/** Below this many changes per write, entries are spliced in place instead of merged. */
const SPLICE_LIMIT = 16;

/**
 * The same fields as a hash index, kept in key order (MongoDB's type order, each field in its
 * direction, then insertion order), so a sorted page can be read by walking the entries and
 * stopping early. A sorted array: binary search finds ranges, small writes splice, large writes
 * merge. Missing fields are stored as null. Array elements are stored one by one (multikey); a
 * field that holds an array in some document is flagged, because such a field cannot give
 * MongoDB's sort order (min or max element) by position.
 */
export class OrderedIndex<D extends object> {
  readonly fields: string[];
  readonly directions: Array<1 | -1>;
  private entries: OrderedEntry<D>[] = [];
  /** Per field, how many documents reach an array on its path. */
  private readonly arrayHolders: number[];
  /** Per field, how many documents hold NaN there (see `holdsNaN`). */
  private readonly nanHolders: number[];

  constructor(keys: Record<string, 1 | -1>) {
    this.fields = Object.keys(keys);
    this.directions = Object.values(keys);
    this.arrayHolders = this.fields.map(() => 0);
    this.nanHolders = this.fields.map(() => 0);
  }

  get size(): number {
    return this.entries.length;
  }

  at(position: number): OrderedEntry<D> | undefined {
    return this.entries[position];
  }

  isMultikey(field: number): boolean {
    return (this.arrayHolders[field] ?? 0) > 0;
  }

  /**
   * NaN sorts below every number, yet mingo lets `$gte`/`$lte` with any number match it, so a
   * range cannot start at a numeric lower bound on a field that holds NaN.
   */
  holdsNaN(field: number): boolean {
    return (this.nanHolders[field] ?? 0) > 0;
  }

  hasMultikey(): boolean {
    return this.arrayHolders.some((count) => count > 0);
  }

  /** Compares keys field by field over the shorter of the two, each in its index direction. */
  compareKeys(a: readonly unknown[], b: readonly unknown[]): number {
    const length = Math.min(a.length, b.length);
    for (let i = 0; i < length; i++) {
      const result = compareValues(a[i], b[i]);
      if (result !== 0) return result * (this.directions[i] as 1 | -1);
    }
    return 0;
  }

  /**
   * The position of a probe made of leading key values: before or after every entry that starts
   * with them. `seek(p, "before")` up to `seek(p, "after")` is the range holding exactly `p`.
   */
  seek(prefix: readonly unknown[], edge: Edge): number {
    const afterProbe = edge === "before" ? 0 : 1;
    let low = 0;
    let high = this.entries.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      const result = this.compareKeys((this.entries[mid] as OrderedEntry<D>).key, prefix);
      if (result < 0 || (result === 0 && afterProbe === 1)) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  /** Replaces the contents (used when the index is built over existing documents). */
  rebuild(items: Iterable<Sequenced<D>>): void {
    this.clear();
    for (const item of items) {
      this.count(item.doc, 1);
      this.entries.push(...this.entriesOf(item));
    }
    this.entries.sort((a, b) => this.compareEntries(a, b));
  }

  clear(): void {
    this.entries = [];
    this.arrayHolders.fill(0);
    this.nanHolders.fill(0);
  }

  /**
   * Removes the entries of `removed` and adds those of `added`, in that order, so an updated
   * document (same seq in both) ends up with only its new entries.
   */
  apply(removed: readonly Sequenced<D>[], added: readonly Sequenced<D>[]): void {
    for (const item of removed) this.count(item.doc, -1);
    for (const item of added) this.count(item.doc, 1);
    if (removed.length + added.length <= SPLICE_LIMIT) {
      const leaving = new Map(removed.map((item) => [item.seq, this.entriesOf(item)]));
      const arriving: OrderedEntry<D>[] = [];
      for (const item of added) {
        const fresh = this.entriesOf(item);
        const old = leaving.get(item.seq);
        // An update that leaves this index's fields alone keeps its places: only the document
        // changes, with no splicing.
        if (old && old.length === fresh.length && old.every((entry, i) => this.sameKey(entry, fresh[i]))) {
          for (const [i, entry] of fresh.entries()) this.replace(old[i] as OrderedEntry<D>, entry);
          leaving.delete(item.seq);
        } else {
          arriving.push(...fresh);
        }
      }
      for (const entries of leaving.values()) for (const entry of entries) this.spliceOut(entry);
      for (const entry of arriving) this.spliceIn(entry);
      return;
    }
    const gone = new Set(removed.map((item) => item.seq));
    const kept = gone.size > 0 ? this.entries.filter((entry) => !gone.has(entry.seq)) : this.entries;
    const incoming = added.flatMap((item) => this.entriesOf(item));
    incoming.sort((a, b) => this.compareEntries(a, b));
    const merged: OrderedEntry<D>[] = [];
    let from = 0;
    for (const entry of incoming) {
      const at = this.gallop(kept, entry, from);
      for (let i = from; i < at; i++) merged.push(kept[i] as OrderedEntry<D>);
      merged.push(entry);
      from = at;
    }
    for (let i = from; i < kept.length; i++) merged.push(kept[i] as OrderedEntry<D>);
    this.entries = merged;
  }

  private compareEntries(a: OrderedEntry<D>, b: OrderedEntry<D>): number {
    return this.compareKeys(a.key, b.key) || a.seq - b.seq;
  }

  /**
   * `lowerBound` from `from`, probing 1, 2, 4… places ahead first: merging sorted entries then
   * costs about the log of each gap, not of the whole index, and few comparisons when the new
   * keys come after the old ones (times, counters).
   */
  private gallop(list: readonly OrderedEntry<D>[], entry: OrderedEntry<D>, from: number): number {
    let low = from;
    let high = list.length;
    for (let step = 1; low + step - 1 < list.length; step *= 2) {
      const probe = low + step - 1;
      if (this.compareEntries(list[probe] as OrderedEntry<D>, entry) >= 0) {
        high = probe;
        break;
      }
      low = probe + 1;
    }
    return this.lowerBound(list, entry, low, high);
  }

  private lowerBound(list: readonly OrderedEntry<D>[], entry: OrderedEntry<D>, from = 0, to = list.length): number {
    let low = from;
    let high = to;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.compareEntries(list[mid] as OrderedEntry<D>, entry) < 0) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private spliceIn(entry: OrderedEntry<D>): void {
    this.entries.splice(this.lowerBound(this.entries, entry), 0, entry);
  }

  private spliceOut(entry: OrderedEntry<D>): void {
    const at = this.lowerBound(this.entries, entry);
    if (this.sameKey(this.entries[at], entry)) this.entries.splice(at, 1);
  }

  private replace(old: OrderedEntry<D>, fresh: OrderedEntry<D>): void {
    const at = this.lowerBound(this.entries, old);
    if (this.sameKey(this.entries[at], old)) this.entries[at] = fresh;
  }

  private sameKey(a: OrderedEntry<D> | undefined, b: OrderedEntry<D> | undefined): boolean {
    return a !== undefined && b !== undefined && a.seq === b.seq && this.compareKeys(a.key, b.key) === 0;
  }

  /** Counts the document's arrays and NaNs up (or down). */
  private count(doc: D, delta: 1 | -1): void {
    this.fields.forEach((field, i) => {
      if (firstArrayOn(doc, field) !== null) this.arrayHolders[i] = (this.arrayHolders[i] ?? 0) + delta;
      else if (Number.isNaN(readPath(doc, field))) this.nanHolders[i] = (this.nanHolders[i] ?? 0) + delta;
    });
  }

  /** The entries a document contributes. */
  private entriesOf({ seq, doc }: Sequenced<D>): OrderedEntry<D>[] {
    let keys: unknown[][] = [[]];
    for (const field of this.fields) {
      const values = fieldValues(doc, field);
      keys = values.length === 1 ? keys.map((key) => [...key, values[0]]) : combine(keys, values);
    }
    return keys.map((key) => ({ key, seq, doc }));
  }
}

/**
 * The values a document is found under for one field. Arrays are stored by element (an equality
 * on a scalar matches an element); arrays themselves are left out because range lookups are only
 * made with scalars. Elements that compare equal are kept once, so a document appears at most
 * once per key.
 */
function fieldValues(doc: object, field: string): unknown[] {
  if (firstArrayOn(doc, field) === null) return [reachableValues(doc, field, false)[0] ?? null];
  const values = reachableValues(doc, field, true).filter((value) => !Array.isArray(value));
  if (values.length === 0) return [null];
  values.sort(compareValues);
  return values.filter((value, i) => i === 0 || compareValues(values[i - 1], value) !== 0);
}

function combine(keys: unknown[][], values: unknown[]): unknown[][] {
  const out: unknown[][] = [];
  for (const key of keys) for (const value of values) out.push([...key, value]);
  return out;
}
