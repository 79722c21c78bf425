import { isPlainObject } from "../subset.ts";

const ARRAY_INDEX = /^\d+$/;

/**
 * Every value a dotted path can reach, descending into arrays the way MongoDB does (each element,
 * and also the element at a numeric segment). When `withArrays` is set, an array found at the end
 * of the path is returned itself as well as element by element (an equality filter may match
 * either); sorting wants the elements only. An empty result means the path is missing.
 */
export function reachableValues(doc: unknown, path: string, withArrays: boolean): unknown[] {
  const out: unknown[] = [];
  walk(doc, path.split("."), 0, withArrays, out);
  return out;
}

function walk(value: unknown, segments: string[], at: number, withArrays: boolean, out: unknown[]): void {
  if (at === segments.length) {
    if (Array.isArray(value)) {
      if (withArrays) out.push(value);
      for (const item of value) {
        if (Array.isArray(item) && !withArrays) out.push(item);
        else if (Array.isArray(item)) walk(item, segments, at, withArrays, out);
        else out.push(item);
      }
    } else {
      out.push(value);
    }
    return;
  }
  const segment = segments[at] as string;
  if (Array.isArray(value)) {
    if (ARRAY_INDEX.test(segment)) {
      const item = value[Number(segment)];
      if (item !== undefined) walk(item, segments, at + 1, withArrays, out);
    }
    for (const item of value) {
      if (isPlainObject(item) || (withArrays && Array.isArray(item))) walk(item, segments, at, withArrays, out);
    }
    return;
  }
  if (isPlainObject(value) && Object.hasOwn(value, segment)) {
    walk(value[segment], segments, at + 1, withArrays, out);
  }
}

/** The path of the first array met while following `path`, or null when it crosses none. */
export function firstArrayOn(doc: unknown, path: string): string | null {
  const segments = path.split(".");
  let value: unknown = doc;
  for (let i = 0; i < segments.length; i++) {
    if (Array.isArray(value)) return segments.slice(0, i).join(".");
    if (!isPlainObject(value)) return null;
    value = value[segments[i] as string];
  }
  return Array.isArray(value) ? path : null;
}

export const MISSING: unique symbol = Symbol("missing");

/** The single value at a path without fanning out over arrays (numeric segments index them). */
export function readPath(doc: unknown, path: string): unknown {
  let value: unknown = doc;
  for (const segment of path.split(".")) {
    if (Array.isArray(value) && ARRAY_INDEX.test(segment)) value = value[Number(segment)];
    else if (isPlainObject(value) && Object.hasOwn(value, segment)) value = value[segment];
    else return MISSING;
    if (value === undefined) return MISSING;
  }
  return value;
}

/** Writes `value` at a dotted path, creating intermediate objects (used to seed upserts). */
export function writePath(doc: Record<string, unknown>, path: string, value: unknown): void {
  const segments = path.split(".");
  let target: Record<string, unknown> = doc;
  for (const segment of segments.slice(0, -1)) {
    const next = target[segment];
    if (!isPlainObject(next)) target[segment] = {};
    target = target[segment] as Record<string, unknown>;
  }
  target[segments[segments.length - 1] as string] = value;
}
