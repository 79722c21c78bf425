import { isPlainObject } from "../subset.ts";

const ARRAY_INDEX = /^\d+$/;

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
