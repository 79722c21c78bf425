import { StartupError } from "@cx/errors";
import { Value } from "@sinclair/typebox/value";
import type { ConfigSlice, ConfigValues, Setting } from "./setting.ts";

export type Environment = Record<string, string | undefined>;

/** Raised at start-up; its message names every offending variable and never its value. */
export class ConfigError extends StartupError {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`, 2);
    this.name = "ConfigError";
  }
}

function parseRaw(setting: Setting, raw: string): unknown {
  const input = setting.list
    ? raw
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : raw;
  return Value.Convert(setting.schema, input);
}

function readSetting(setting: Setting, env: Environment, problems: string[]): unknown {
  const raw = env[setting.env];
  if (raw === undefined || raw === "") {
    if (setting.default !== undefined) return structuredClone(setting.default);
    if (setting.required) problems.push(`${setting.env} is required: ${setting.description}`);
    return undefined;
  }
  const value = parseRaw(setting, raw);
  if (!Value.Check(setting.schema, value)) {
    const first = [...Value.Errors(setting.schema, value)][0];
    const detail = first ? first.message : "invalid value";
    problems.push(`${setting.env} is invalid (${detail}): ${setting.description}`);
  }
  return value;
}

/** Parses and validates one slice; collects every problem before failing. */
export function loadSlice<S extends ConfigSlice>(slice: S, env: Environment = process.env): ConfigValues<S> {
  const problems: string[] = [];
  const values: Record<string, unknown> = {};
  for (const [key, setting] of Object.entries(slice)) values[key] = readSetting(setting, env, problems);
  if (problems.length > 0) throw new ConfigError(problems);
  return values as ConfigValues<S>;
}

/** Parses several slices at once so that one start-up reports every bad variable together. */
export function loadSlices(slices: ConfigSlice[], env: Environment = process.env): void {
  const problems: string[] = [];
  for (const slice of slices) {
    try {
      loadSlice(slice, env);
    } catch (error) {
      if (error instanceof ConfigError) problems.push(...error.problems);
      else throw error;
    }
  }
  if (problems.length > 0) throw new ConfigError([...new Set(problems)]);
}

/** The effective configuration as `NAME=value` lines, secrets replaced by `[redacted]`. */
export function describeEffectiveConfig(slices: ConfigSlice[], env: Environment = process.env): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const slice of slices) {
    for (const setting of Object.values(slice)) {
      if (seen.has(setting.env)) continue;
      seen.add(setting.env);
      const raw = env[setting.env];
      const shown =
        raw === undefined || raw === ""
          ? setting.default === undefined
            ? "(unset)"
            : `${JSON.stringify(setting.default)} (default)`
          : setting.secret
            ? "[redacted]"
            : raw;
      lines.push(`${setting.env}=${shown}`);
    }
  }
  return lines.join("\n");
}
