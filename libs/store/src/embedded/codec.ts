import { isPlainObject } from "../subset.ts";

/**
 * How a document is kept in SQLite: JSON text, with the values JSON cannot carry tagged. The tag
 * keys start with a NUL character, which no field name of the platform's documents does, so a
 * tag is never confused with data. Only text holding a NUL escape goes through the slower
 * decoding that restores tagged values.
 */
const DATE_TAG = "\u0000date";
const NUMBER_TAG = "\u0000number";
const ESCAPED_NUL = "\\u0000";

function replace(this: Record<string, unknown>, key: string, item: unknown): unknown {
  const raw = this[key];
  if (raw === undefined) return null; // the driver stores undefined as null
  if (raw instanceof Date) {
    const time = raw.getTime();
    return { [DATE_TAG]: Number.isNaN(time) ? "NaN" : time };
  }
  switch (typeof raw) {
    case "number":
      if (!Number.isFinite(raw)) return { [NUMBER_TAG]: String(raw) };
      return Object.is(raw, -0) ? 0 : raw;
    case "string":
    case "boolean":
      return raw;
    case "object":
      if (raw === null || Array.isArray(raw) || isPlainObject(raw)) return item;
      throw new TypeError(`cannot store a ${(raw as object).constructor?.name ?? "object"}`);
    default:
      throw new TypeError(`cannot store a ${typeof raw}`);
  }
}

/** Expects a document whose depth was checked (`assertDocumentDepth`): encoding recurses. */
export function encodeDocument(doc: object): string {
  return plainJson(doc) ? JSON.stringify(doc) : JSON.stringify(doc, replace);
}

/**
 * Whether `JSON.stringify` alone writes `value` as `replace` would: strings, booleans, null,
 * finite numbers other than -0, and arrays and plain objects of those. Most documents are; for
 * them one walk is cheaper than a call of `replace` on every value.
 */
function plainJson(value: unknown): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      if (Array.isArray(value)) {
        for (let i = 0; i < value.length; i++) if (!(i in value) || !plainJson(value[i])) return false;
        return true;
      }
      if (!isPlainObject(value)) return false;
      for (const key of Object.keys(value)) if (!plainJson(value[key])) return false;
      return true;
    }
    default:
      return false;
  }
}

function revive(_key: string, item: unknown): unknown {
  if (isPlainObject(item)) {
    const keys = Object.keys(item);
    if (keys.length === 1) {
      if (keys[0] === DATE_TAG) return new Date(item[DATE_TAG] as number);
      if (keys[0] === NUMBER_TAG) return Number(item[NUMBER_TAG]);
    }
  }
  return item;
}

export function decodeDocument<T>(text: string): T {
  return (text.includes(ESCAPED_NUL) ? JSON.parse(text, revive) : JSON.parse(text)) as T;
}
