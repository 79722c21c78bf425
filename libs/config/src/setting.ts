import type { Static, TSchema } from "@sinclair/typebox";

/** One environment variable: its name, type, default and whether it holds a secret. */
export interface Setting<S extends TSchema = TSchema> {
  env: string;
  schema: S;
  description: string;
  default?: Static<S>;
  /** Required settings without a default stop the process when missing. */
  required?: boolean;
  /** Redacted when the effective configuration is printed. */
  secret?: boolean;
  /** Comma-separated list (parsed into an array before validation). */
  list?: boolean;
}

/** A module's slice of the configuration, keyed by the name the module reads. */
export type ConfigSlice = Record<string, Setting>;

type ValueOf<S extends Setting> = S extends { default: unknown }
  ? Static<S["schema"]>
  : S extends { required: true }
    ? Static<S["schema"]>
    : Static<S["schema"]> | undefined;

export type ConfigValues<S extends ConfigSlice> = { [K in keyof S]: ValueOf<S[K]> };

/** Keeps the literal shape of a slice so that `ConfigValues` can type it. */
export function defineSlice<const S extends ConfigSlice>(slice: S): S {
  return slice;
}
