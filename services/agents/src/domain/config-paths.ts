/**
 * Config paths in the dot form of the extension spec (`agent.prompt.temperature`). Objects are
 * descended into; arrays and scalars are leaves; a key present on one side only is a leaf that is
 * present on one side and absent on the other.
 *
 * The free-form members (`platform_settings.data_collection`, `workflow`) may hold keys that
 * contain dots. To keep a path unambiguous such a key is written with its dots (and backslashes)
 * escaped by a backslash: the key `a.b` under `workflow` is the path `workflow.a\.b`.
 */
import { deepEqual, isPlainObject, type JsonObject } from "./json.ts";

export type PathSegments = readonly string[];

export type Presence = { present: true; value: unknown } | { present: false };

export const ABSENT: Presence = { present: false };

export function formatPath(segments: PathSegments): string {
  return segments.map((segment) => segment.replace(/[\\.]/g, (c) => `\\${c}`)).join(".");
}

export function parsePath(path: string): string[] {
  const segments: string[] = [];
  let current = "";
  for (let i = 0; i < path.length; i++) {
    const c = path[i];
    if (c === "\\" && i + 1 < path.length) {
      current += path[i + 1];
      i++;
    } else if (c === ".") {
      segments.push(current);
      current = "";
    } else {
      current += c;
    }
  }
  segments.push(current);
  return segments;
}

export function childOf(parent: Presence, key: string): Presence {
  if (!parent.present || !isPlainObject(parent.value) || !Object.hasOwn(parent.value, key)) return ABSENT;
  return { present: true, value: parent.value[key] };
}

export function valueAt(root: unknown, path: PathSegments): Presence {
  let node: Presence = { present: true, value: root };
  for (const segment of path) node = childOf(node, segment);
  return node;
}

export function samePresence(a: Presence, b: Presence): boolean {
  if (!a.present || !b.present) return a.present === b.present;
  return deepEqual(a.value, b.value);
}

/** `a` is `b` or one of its ancestors. */
export function isPrefixOf(a: PathSegments, b: PathSegments): boolean {
  return a.length <= b.length && a.every((segment, i) => segment === b[i]);
}

/** One path contains the other (the same subtree is involved). */
export function pathsOverlap(a: PathSegments, b: PathSegments): boolean {
  return isPrefixOf(a, b) || isPrefixOf(b, a);
}

/**
 * The paths at which two configs differ, by the leaf rule above, sorted. Equal configs: none.
 * This is a version's `changed_paths` (against its parent) and the paths a draft has changed
 * (against its base).
 */
export function changedPaths(before: JsonObject, after: JsonObject): string[] {
  const paths: string[] = [];
  collectChanges(before, after, [], paths);
  return paths.sort();
}

function collectChanges(before: JsonObject, after: JsonObject, path: string[], into: string[]): void {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  for (const key of keys) {
    const inBefore = Object.hasOwn(before, key);
    const inAfter = Object.hasOwn(after, key);
    const childPath = [...path, key];
    if (inBefore && inAfter) {
      const a = before[key];
      const b = after[key];
      if (isPlainObject(a) && isPlainObject(b)) collectChanges(a, b, childPath, into);
      else if (!deepEqual(a, b)) into.push(formatPath(childPath));
    } else {
      into.push(formatPath(childPath));
    }
  }
}

/**
 * Every leaf of a config with its value: objects are descended into, an empty object has no
 * leaves. Used to state what "a change was kept" means, leaf by leaf.
 */
export function leaves(config: unknown): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const walk = (value: unknown, path: string[]) => {
    if (isPlainObject(value)) {
      for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
    } else {
      out.set(formatPath(path), value);
    }
  };
  walk(config, []);
  return out;
}
