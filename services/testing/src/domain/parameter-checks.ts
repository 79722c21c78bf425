/**
 * The parameter evals of a tool-invocation test that need no model (extension spec part 3.1):
 * `anything`, `exact` and `regex`, on the call's arguments at a dot-form path
 * (`order.items.0.sku`). Regular expressions run on RE2 (linear time), so a test's pattern cannot
 * stall a worker however the agent's arguments look.
 */

import { isDeepStrictEqual } from "node:util";
import type { ParameterResult } from "@cx/contracts";
import { RE2JS } from "re2js";

export type Lookup = { found: true; value: unknown } | { found: false };

/** The value at `path` (dots between keys; a number steps into an array). */
export function valueAt(args: Record<string, unknown> | null, path: string): Lookup {
  let current: unknown = args;
  for (const step of path.split(".")) {
    if (Array.isArray(current) && /^\d+$/.test(step) && Number(step) < current.length) {
      current = current[Number(step)];
    } else if (
      current !== null &&
      typeof current === "object" &&
      !Array.isArray(current) &&
      Object.hasOwn(current, step)
    ) {
      current = (current as Record<string, unknown>)[step];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

/** A value as the `regex` and `llm` evals see it: text as is, anything else as JSON text. */
export function valueText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

const SHOWN = 200;

function shown(value: unknown): string {
  const text = valueText(value) ?? "undefined";
  return text.length > SHOWN ? `${text.slice(0, SHOWN)}…` : text;
}

export function missing(path: string): ParameterResult {
  return { matched: false, reason: `The call has no value at "${path}".`, error: null };
}

export function checkAnything(path: string, lookup: Lookup): ParameterResult {
  return lookup.found ? { matched: true, reason: `"${path}" is present.`, error: null } : missing(path);
}

export function checkExact(path: string, lookup: Lookup, expected: unknown): ParameterResult {
  if (!lookup.found) return missing(path);
  return isDeepStrictEqual(lookup.value, expected)
    ? { matched: true, reason: `"${path}" equals the expected value.`, error: null }
    : { matched: false, reason: `"${path}" is ${shown(lookup.value)}, expected ${shown(expected)}.`, error: null };
}

/** Whether RE2 accepts `pattern`; the message says why not. */
export function regexProblem(pattern: string): string | null {
  try {
    RE2JS.compile(pattern);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : "is not a valid regular expression";
  }
}

export function checkRegex(path: string, lookup: Lookup, pattern: string): ParameterResult {
  if (!lookup.found) return missing(path);
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch {
    return { matched: false, reason: "The pattern cannot be used.", error: `invalid pattern: ${pattern}` };
  }
  return compiled.matcher(valueText(lookup.value)).find()
    ? { matched: true, reason: `"${path}" matches /${pattern}/.`, error: null }
    : {
        matched: false,
        reason: `"${path}" is ${shown(lookup.value)}, which does not match /${pattern}/.`,
        error: null,
      };
}
