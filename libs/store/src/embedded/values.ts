import { isPlainObject } from "../subset.ts";

/**
 * Values the embedded engine stores: what JSON can hold plus `Date`. Copying through this on
 * every write and read keeps callers from sharing (and mutating) stored state.
 */
export function cloneValue(value: unknown, where = "value"): unknown {
  if (value === null || value === undefined) return null; // the driver serializes undefined as null
  switch (typeof value) {
    case "string":
    case "boolean":
      return value;
    case "number":
      return Object.is(value, -0) ? 0 : value;
    case "object":
      break;
    default:
      throw new TypeError(`${where}: cannot store a ${typeof value}`);
  }
  if (value instanceof Date) return new Date(value.getTime());
  if (Array.isArray(value)) return value.map((item, i) => cloneValue(item, `${where}[${i}]`));
  if (!isPlainObject(value)) throw new TypeError(`${where}: cannot store a ${value.constructor?.name ?? "object"}`);
  const copy: Record<string, unknown> = {};
  for (const key in value) if (Object.hasOwn(value, key)) copy[key] = cloneValue(value[key], `${where}.${key}`);
  return copy;
}

export function cloneDocument<T>(doc: T): T {
  return cloneValue(doc, "document") as T;
}

/** Field order matters, as it does for BSON documents. */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date) {
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  }
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    return a.every((item, i) => deepEqual(item, b[i]));
  }
  if (isPlainObject(a) && isPlainObject(b)) {
    const aKeys = Object.keys(a);
    const bKeys = Object.keys(b);
    if (aKeys.length !== bKeys.length) return false;
    return aKeys.every((key, i) => key === bKeys[i] && deepEqual(a[key], b[key]));
  }
  return false;
}
