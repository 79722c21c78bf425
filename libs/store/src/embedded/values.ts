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
  for (const [key, item] of Object.entries(value)) copy[key] = cloneValue(item, `${where}.${key}`);
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

/**
 * A string that is equal for values an equality filter treats as equal, used as a hash-index
 * key. Object keys are sorted so the key is never stricter than the matcher: the index only has
 * to narrow candidates, never to decide a match.
 */
export function indexKey(value: unknown): string {
  if (value === null || value === undefined) return "n";
  switch (typeof value) {
    case "number":
      return `d${Object.is(value, -0) ? 0 : value}`;
    case "string":
      return `s${value}`;
    case "boolean":
      return value ? "b1" : "b0";
  }
  if (value instanceof Date) return `t${value.getTime()}`;
  if (Array.isArray(value)) return `a[${value.map(indexKey).join(",")}]`;
  if (value instanceof RegExp) return `r${value.toString()}`;
  if (isPlainObject(value)) {
    const parts = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${indexKey(value[key])}`);
    return `o{${parts.join(",")}}`;
  }
  return `x${String(value)}`;
}

const DATE_TAG = "$date";

/** JSON for the log; dates are tagged because `JSON.stringify` would turn them into strings. */
export function encodeJson(value: unknown): string {
  return JSON.stringify(value, function replace(this: Record<string, unknown>, key: string, item: unknown) {
    const raw = this[key];
    return raw instanceof Date ? { [DATE_TAG]: raw.getTime() } : item;
  });
}

export function decodeJson(text: string): unknown {
  return JSON.parse(text, (_key, item: unknown) => {
    if (isPlainObject(item)) {
      const keys = Object.keys(item);
      if (keys.length === 1 && keys[0] === DATE_TAG && typeof item[DATE_TAG] === "number") {
        return new Date(item[DATE_TAG]);
      }
    }
    return item;
  });
}
