import type { Filter, SortSpec } from "../port.ts";
import { compareValues } from "./compare.ts";
import type { OrderedEntry, OrderedIndex } from "./ordered-index.ts";
import type { Matcher } from "./query.ts";
import { isBoundable, type Range, rangeOn } from "./range-bounds.ts";

/** `$in` combinations on the equality prefix beyond this are not merged; the walk is not planned. */
const MAX_RANGES = 64;

/** A sorted read answered by walking an ordered index instead of matching and sorting every candidate. */
export interface WalkPlan<D extends object> {
  index: string;
  ordered: OrderedIndex<D>;
  /** Key positions of the sort's fields: entries are ordered, and ties found, by `key[from..to)`. */
  from: number;
  to: number;
  /** The sort is the index order reversed on every field. */
  reverse: boolean;
  /** Position ranges, one per combination of the equality prefix's values, already cut to the range bound. */
  ranges: Array<{ start: number; end: number }>;
  /** Entries inside the ranges: the most the walk can examine. */
  size: number;
}

export interface WalkResult<D> {
  /** Matches in sort order; at least `wanted` of them unless the ranges run out. */
  docs: D[];
  scanned: number;
}

/**
 * Plans a walk when the index's fields are: equality-fixed leading fields, then the sort's fields
 * in order, all in the index's directions or all reversed. Fields pinned to one value by the
 * prefix may be left out of the sort. Sort fields must not hold arrays (MongoDB sorts an array by
 * its smallest or largest element, which a position in the index cannot give). Prefix values must
 * be scalars, compared in MongoDB's type order like the entries.
 */
export function planWalk<D extends object>(
  index: string,
  ordered: OrderedIndex<D>,
  filter: Filter,
  constraints: Map<string, unknown[]>,
  sort: SortSpec,
): WalkPlan<D> | null {
  const prefixValues: unknown[][] = [];
  for (const field of ordered.fields) {
    const values = constraints.get(field);
    if (!values?.every(isBoundable)) break;
    prefixValues.push(distinct(values));
  }
  // The longest usable prefix narrows most; a shorter one may still line up with the sort.
  for (let fixed = prefixValues.length; fixed >= 0; fixed--) {
    const plan = planWithPrefix(index, ordered, filter, prefixValues.slice(0, fixed), sort);
    if (plan) return plan;
  }
  return null;
}

function planWithPrefix<D extends object>(
  index: string,
  ordered: OrderedIndex<D>,
  filter: Filter,
  prefixValues: unknown[][],
  sort: SortSpec,
): WalkPlan<D> | null {
  const from = prefixValues.length;
  const pinned = new Set(
    ordered.fields.slice(0, from).filter((_, i) => prefixValues[i]?.length === 1 && !ordered.isMultikey(i)),
  );
  const sortFields = Object.entries(sort).filter(([path]) => !pinned.has(path));
  if (sortFields.length === 0 || from + sortFields.length > ordered.fields.length) return null;
  let reverse: boolean | null = null;
  for (const [j, [path, direction]] of sortFields.entries()) {
    const at = from + j;
    if (ordered.fields[at] !== path || ordered.isMultikey(at)) return null;
    const flipped = direction !== ordered.directions[at];
    if (reverse === null) reverse = flipped;
    else if (reverse !== flipped) return null;
  }
  const prefixes = cartesian(prefixValues);
  if (!prefixes) return null;
  let range = rangeOn(filter, ordered.fields[from] as string);
  if (typeof range.lower?.value === "number" && ordered.holdsNaN(from)) {
    range = { ...range, lower: { value: Number.NaN, inclusive: true } };
  }
  const ranges = prefixes
    .map((prefix) => positions(ordered, prefix, range))
    .filter((candidate) => candidate.end > candidate.start);
  const size = ranges.reduce((sum, candidate) => sum + candidate.end - candidate.start, 0);
  return { index, ordered, from, to: from + sortFields.length, reverse: reverse === true, ranges, size };
}

/** Entries holding `prefix` whose next field lies in `range`, found by binary search. */
function positions<D extends object>(ordered: OrderedIndex<D>, prefix: unknown[], range: Range) {
  let start = ordered.seek(prefix, "before");
  let end = ordered.seek(prefix, "after");
  const ascending = ordered.directions[prefix.length] === 1;
  const { lower, upper } = range;
  if (lower) {
    const inside = ascending === lower.inclusive ? "before" : "after";
    const at = ordered.seek([...prefix, lower.value], inside);
    if (ascending) start = Math.max(start, at);
    else end = Math.min(end, at);
  }
  if (upper) {
    const inside = ascending === upper.inclusive ? "after" : "before";
    const at = ordered.seek([...prefix, upper.value], inside);
    if (ascending) end = Math.min(end, at);
    else start = Math.max(start, at);
  }
  return { start, end };
}

interface Cursor {
  at: number;
  stop: number;
}

/**
 * Walks the plan's ranges in sort order (merging them when the prefix had several values),
 * testing each document against the whole filter, until `wanted` matches are found and the last
 * one's ties are exhausted. Matches that tie on the sort's fields come back in insertion order,
 * which is how the in-memory sort orders ties; so the result is exactly what matching and sorting
 * every candidate gives, cut after the tie group that reaches `wanted`.
 */
export function walk<D extends object>(plan: WalkPlan<D>, matches: Matcher, wanted: number): WalkResult<D> {
  const { ordered, from, to } = plan;
  const step = plan.reverse ? -1 : 1;
  const directions = ordered.directions.map((direction) => direction * step);
  const cursors: Cursor[] = plan.ranges.map(({ start, end }) =>
    plan.reverse ? { at: end - 1, stop: start - 1 } : { at: start, stop: end },
  );
  const order = (a: OrderedEntry<D>, b: OrderedEntry<D>): number => {
    for (let i = from; i < to; i++) {
      const result = compareValues(a.key[i], b.key[i]);
      if (result !== 0) return result * (directions[i] as number);
    }
    return 0;
  };
  const only = cursors.length === 1 ? (cursors[0] as Cursor) : null;
  /** The cursor whose entry comes next in sort order, or null when every range is done. */
  const pick = (): Cursor | null => {
    if (only) return only.at === only.stop ? null : only;
    let best: Cursor | null = null;
    let bestEntry: OrderedEntry<D> | undefined;
    for (const cursor of cursors) {
      if (cursor.at === cursor.stop) continue;
      const entry = ordered.at(cursor.at) as OrderedEntry<D>;
      if (!bestEntry || order(entry, bestEntry) < 0) {
        best = cursor;
        bestEntry = entry;
      }
    }
    return best;
  };
  // A document has several entries only through arrays in non-sort fields or several prefixes.
  const seen = cursors.length > 1 || ordered.hasMultikey() ? new Set<number>() : null;
  const found: OrderedEntry<D>[] = [];
  let ties = false;
  let scanned = 0;
  for (let cursor = pick(); cursor; cursor = pick()) {
    const entry = ordered.at(cursor.at) as OrderedEntry<D>;
    const last = found.at(-1);
    // Entries come in sort order, so only consecutive matches need comparing to find ties, and
    // once the page is full only the last match's ties are left to see.
    if (found.length >= wanted && last && order(entry, last) !== 0) break;
    cursor.at += step;
    if (seen?.has(entry.seq)) continue;
    seen?.add(entry.seq);
    scanned++;
    if (!matches(entry.doc)) continue;
    if (last && order(entry, last) === 0) ties = true;
    found.push(entry);
  }
  if (ties) found.sort((a, b) => order(a, b) || a.seq - b.seq);
  return { docs: found.map((entry) => entry.doc), scanned };
}

function distinct(values: unknown[]): unknown[] {
  const sorted = [...values].sort(compareValues);
  return sorted.filter((value, i) => i === 0 || compareValues(sorted[i - 1], value) !== 0);
}

function cartesian(lists: unknown[][]): unknown[][] | null {
  let out: unknown[][] = [[]];
  for (const list of lists) {
    out = out.flatMap((prefix) => list.map((value) => [...prefix, value]));
    if (out.length > MAX_RANGES) return null;
  }
  return out;
}
