import type { Filter, SortSpec } from "../port.ts";
import { isOperatorObject, isPlainObject } from "../subset.ts";
import type { HashIndex } from "./hash-index.ts";
import type { OrderedIndex } from "./ordered-index.ts";
import { planWalk, type WalkPlan } from "./ordered-walk.ts";

/**
 * Values that must hold at a path for a document to match: from `path: value`, `$eq` and `$in`,
 * at the top level or inside `$and`. Null and regular expressions are left out because they can
 * match documents whose indexed key differs (missing fields, partial strings); a field left out
 * simply is not used to narrow.
 */
export function equalityConstraints(filter: Filter): Map<string, unknown[]> {
  const constraints = new Map<string, unknown[]>();
  const keep = (path: string, values: unknown[]) => {
    if (values.some((value) => value === null || value === undefined || value instanceof RegExp)) return;
    const known = constraints.get(path);
    if (!known || values.length < known.length) constraints.set(path, values);
  };
  for (const [key, value] of Object.entries(filter)) {
    if (key === "$and" && Array.isArray(value)) {
      for (const clause of value) {
        if (!isPlainObject(clause)) continue;
        for (const [path, values] of equalityConstraints(clause)) keep(path, values);
      }
    } else if (key.startsWith("$")) {
      // Other logical operators ($or) cannot narrow: any branch may match.
    } else if (isOperatorObject(value)) {
      if ("$eq" in value && !isOperatorObject(value.$eq)) keep(key, [value.$eq]);
      else if (Array.isArray(value.$in) && !value.$in.some(isOperatorObject)) keep(key, value.$in);
    } else {
      keep(key, [value]);
    }
  }
  return constraints;
}

/** A secondary index: hash buckets answer equalities, ordered entries answer sorted pages. */
export interface IndexStructures<D extends object> {
  readonly hash: HashIndex;
  readonly ordered: OrderedIndex<D>;
}

export interface PlannerInput<D extends object> {
  filter: Filter;
  /** Set for a sorted read with a limit: `wanted` is skip + limit. */
  order: { sort: SortSpec; wanted: number } | null;
  documents: number;
  /** How many of these `_id` values are stored. */
  countIds(ids: unknown[]): number;
  indexes: readonly IndexStructures<D>[];
  /** The `_id` index in key order (its equality lookups go to the documents themselves). */
  idOrder: OrderedIndex<D>;
}

export type Plan<D extends object> =
  | { kind: "scan" }
  | { kind: "ids"; ids: unknown[] }
  | { kind: "hash"; index: HashIndex; values: unknown[][] }
  | { kind: "walk"; walk: WalkPlan<D> };

export function planName<D extends object>(plan: Plan<D>): string | null {
  switch (plan.kind) {
    case "scan":
      return null;
    case "ids":
      return ID_INDEX_NAME;
    case "hash":
      return plan.index.definition.name;
    case "walk":
      return plan.walk.index;
  }
}

export const ID_INDEX_NAME = "_id_";

/**
 * Chooses how to answer a filter by estimated documents examined. Equality candidates are
 * estimated from bucket sizes and only the chosen index's set is built later. An index always
 * beats the full scan, as it did before costs were estimated. For a sorted page, an ordered walk
 * is estimated to examine `wanted` entries spread over its range at the density of the best
 * equality candidates; it replaces the candidates when that is fewer than matching and sorting
 * them all.
 */
export function choosePlan<D extends object>(input: PlannerInput<D>): Plan<D> {
  const constraints = equalityConstraints(input.filter);
  const candidates: Array<{ plan: Plan<D>; cost: number }> = [];
  const idValues = constraints.get("_id");
  if (idValues) candidates.push({ plan: { kind: "ids", ids: idValues }, cost: input.countIds(idValues) });
  for (const { hash } of input.indexes) {
    const values: unknown[][] = [];
    for (const field of hash.fields) {
      const allowed = constraints.get(field);
      if (!allowed) break;
      values.push(allowed);
    }
    if (values.length === 0) continue;
    const estimate = hash.estimate(values);
    if (estimate !== null) candidates.push({ plan: { kind: "hash", index: hash, values }, cost: estimate });
  }
  // The first of equally good candidates wins, as before costs were estimated.
  let best = candidates.reduce<{ plan: Plan<D>; cost: number } | null>(
    (kept, candidate) => (kept && kept.cost <= candidate.cost ? kept : candidate),
    null,
  ) ?? { plan: { kind: "scan" }, cost: input.documents };
  if (!input.order) return best.plan;

  const { sort, wanted } = input.order;
  const density = best.cost;
  const sources = [
    { name: ID_INDEX_NAME, ordered: input.idOrder },
    ...input.indexes.map(({ hash, ordered }) => ({ name: hash.definition.name, ordered })),
  ];
  for (const { name, ordered } of sources) {
    const walk = planWalk(name, ordered, input.filter, constraints, sort);
    if (!walk) continue;
    const cost = walkCost(walk.size, wanted, Math.min(walk.size, density));
    if (cost < best.cost) best = { plan: { kind: "walk", walk }, cost };
  }
  return best.plan;
}

/**
 * Entries a walk is expected to examine: all of them when the range is not larger than what is
 * wanted, else `wanted` matches spread evenly over `size` entries holding about `matches`.
 */
function walkCost(size: number, wanted: number, matches: number): number {
  if (size <= wanted) return size;
  return Math.min(size, Math.ceil((wanted * size) / Math.max(1, matches)));
}
