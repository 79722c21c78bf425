/**
 * Agent configurations read by path, as the API names them (dot form: objects are descended
 * into; arrays and scalars are leaves; a key with a dot or a backslash is escaped by a backslash).
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

export function isObject(value: unknown): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const escapeKey = (key: string) => key.replace(/[\\.]/g, (c) => `\\${c}`);

/** Every leaf of the configuration by its dot path. */
export function leaves(config: unknown, prefix = ""): Map<string, Json> {
  const out = new Map<string, Json>();
  if (!isObject(config)) {
    if (prefix) out.set(prefix, config as Json);
    return out;
  }
  for (const [key, value] of Object.entries(config)) {
    const path = prefix ? `${prefix}.${escapeKey(key)}` : escapeKey(key);
    if (isObject(value) && Object.keys(value).length > 0) for (const [p, v] of leaves(value, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

export interface PathChange {
  path: string;
  left: Json | undefined;
  right: Json | undefined;
}

/** The paths where two configurations differ, in path order. */
export function diffConfigs(left: unknown, right: unknown): PathChange[] {
  const a = leaves(left);
  const b = leaves(right);
  const paths = [...new Set([...a.keys(), ...b.keys()])].sort();
  return paths
    .filter((path) => JSON.stringify(a.get(path)) !== JSON.stringify(b.get(path)))
    .map((path) => ({ path, left: a.get(path), right: b.get(path) }));
}

/** The value at a path of keys, or undefined. */
export function getAt(config: unknown, keys: readonly string[]): unknown {
  let here: unknown = config;
  for (const key of keys) {
    if (!isObject(here)) return undefined;
    here = here[key];
  }
  return here;
}

/**
 * A copy of the configuration with the value at `keys` replaced; `undefined` removes the key,
 * and an object left empty by the removal is removed with it.
 */
export function setAt<T>(config: T, keys: readonly string[], value: unknown): T {
  const [key, ...rest] = keys;
  if (key === undefined) return value as T;
  const base: JsonObject = isObject(config) ? { ...config } : {};
  const next = rest.length === 0 ? value : setAt(base[key], rest, value);
  if (next === undefined || (rest.length > 0 && isObject(next) && Object.keys(next).length === 0)) delete base[key];
  else base[key] = next as Json;
  return base as T;
}

/** The JSON pointer of a config path, as the API names fields in `error.details.fields`. */
export function pointerOf(keys: readonly string[]): string {
  return `/config/${keys.map((k) => k.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")}`;
}
