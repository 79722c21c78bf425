/**
 * The three-way merge of the extension spec's reconcile: base = the draft's base version config,
 * source = the draft config, target = the branch tip config.
 *
 * Per path: a side that did not change it takes the other side's value; equal changes agree; a
 * path both sides changed differently is a conflict, won by the side that changed it last (a tie,
 * or no time on either side, goes to the target) unless a resolution names the winner. Objects
 * present on both sides are merged key by key; where one side holds an object and the other a
 * scalar, array or null, the whole subtree is one conflict, so that a winner never ends up mixed
 * with the loser's leaves.
 */
import type { ReconcileConflict, ReconcileSide } from "@cx/contracts";
import {
  ABSENT,
  changedPaths,
  childOf,
  formatPath,
  type PathSegments,
  type Presence,
  samePresence,
} from "./config-paths.ts";
import { isPlainObject, type JsonObject } from "./json.ts";

export type Side = ReconcileSide;

export interface ChangeStamp {
  at: string;
  /** The version that made the change; null for the draft, which is not a version. */
  versionId: string | null;
}

export interface MergeInput {
  base: JsonObject;
  source: JsonObject;
  target: JsonObject;
  /** When the draft last changed the subtree at a path, if known. */
  sourceChangedAt?: (path: PathSegments) => ChangeStamp | null;
  /** The newest version after the base that changed the subtree at a path, if any. */
  targetChangedAt?: (path: PathSegments) => ChangeStamp | null;
  /** Winners chosen by the caller, by formatted path; they override the last-change rule. */
  resolutions?: ReadonlyMap<string, Side>;
}

/** A conflict as the preview shows it, with its change stamps and winner always filled in. */
export type MergeConflict = Pick<ReconcileConflict, "base" | "source" | "target"> &
  Required<Omit<ReconcileConflict, "base" | "source" | "target" | "winner">> & { winner: Side };

export interface MergeResult {
  config: JsonObject;
  /** Sorted by path. */
  conflicts: MergeConflict[];
  /** Paths where the merged config differs from the source (the draft), sorted. */
  overridden_fields: string[];
}

export function threeWayMerge(input: MergeInput): MergeResult {
  const conflicts: MergeConflict[] = [];
  const merged = mergeNode(
    [],
    { present: true, value: input.base },
    { present: true, value: input.source },
    { present: true, value: input.target },
    input,
    conflicts,
  );
  const config = merged.present && isPlainObject(merged.value) ? merged.value : {};
  conflicts.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { config, conflicts, overridden_fields: changedPaths(input.source, config) };
}

function mergeNode(
  path: string[],
  base: Presence,
  source: Presence,
  target: Presence,
  input: MergeInput,
  conflicts: MergeConflict[],
): Presence {
  if (samePresence(source, base)) return target;
  if (samePresence(target, base)) return source;
  if (samePresence(source, target)) return source;
  if (source.present && target.present && isPlainObject(source.value) && isPlainObject(target.value)) {
    // A base that is not an object has no children: every key counts as added on both sides.
    const baseNode = base.present && isPlainObject(base.value) ? base : ABSENT;
    const keys = new Set([...Object.keys(source.value), ...Object.keys(target.value)]);
    if (baseNode.present) for (const key of Object.keys(baseNode.value as JsonObject)) keys.add(key);
    const out: JsonObject = {};
    for (const key of keys) {
      const child = mergeNode(
        [...path, key],
        childOf(baseNode, key),
        childOf(source, key),
        childOf(target, key),
        input,
        conflicts,
      );
      if (child.present) out[key] = child.value;
    }
    return { present: true, value: out };
  }
  const conflict = describeConflict(path, base, source, target, input);
  conflicts.push(conflict);
  return conflict.winner === "source" ? source : target;
}

function describeConflict(
  path: string[],
  base: Presence,
  source: Presence,
  target: Presence,
  input: MergeInput,
): MergeConflict {
  const formatted = formatPath(path);
  const sourceStamp = input.sourceChangedAt?.(path) ?? null;
  const targetStamp = input.targetChangedAt?.(path) ?? null;
  const conflict: MergeConflict = {
    path: formatted,
    base_present: base.present,
    source_present: source.present,
    target_present: target.present,
    source_last_changed_at: sourceStamp?.at ?? null,
    target_last_changed_at: targetStamp?.at ?? null,
    source_last_changed_version_id: sourceStamp?.versionId ?? null,
    target_last_changed_version_id: targetStamp?.versionId ?? null,
    winner: input.resolutions?.get(formatted) ?? lastChanged(sourceStamp, targetStamp),
  };
  if (base.present) conflict.base = base.value;
  if (source.present) conflict.source = source.value;
  if (target.present) conflict.target = target.value;
  return conflict;
}

/** ISO 8601 UTC times of one format order as strings do. A tie goes to the target. */
export function lastChanged(source: ChangeStamp | null, target: ChangeStamp | null): Side {
  if (source && (!target || source.at > target.at)) return "source";
  return "target";
}
