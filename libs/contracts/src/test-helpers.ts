/** Assertions shared by the contract tests (not exported from the package index). */
import { expect } from "bun:test";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import "./index.ts";
import { fieldErrors } from "./validation.ts";

export const T0 = "2026-11-22T10:00:00.000Z";
export const T1 = "2026-11-22T10:05:00.000Z";

/**
 * Every path reported for a value: the raw `Value.Errors` paths plus the precise ones
 * `fieldErrors` finds inside failed unions (deduplicated, in order).
 */
export function errorPaths(schema: TSchema, value: unknown): string[] {
  const raw = [...Value.Errors(schema, value)].map((error) => error.path);
  return [...new Set([...raw, ...fieldErrors(schema, value).map((field) => field.path)])];
}

export function expectValid(schema: TSchema, value: unknown): void {
  // Comparing the error list (rather than `Check` alone) shows what failed when it does.
  expect([...Value.Errors(schema, value)].map((e) => `${e.path}: ${e.message}`)).toEqual([]);
  expect(Value.Check(schema, value)).toBe(true);
}

export function expectInvalidAt(schema: TSchema, value: unknown, path: string): void {
  expect(Value.Check(schema, value)).toBe(false);
  expect(errorPaths(schema, value)).toContain(path);
}

/**
 * Each listed value is accepted where `place` puts it, and a value outside the list is refused
 * with an error at `path`.
 */
export function expectEnumAt(
  schema: TSchema,
  values: readonly string[],
  place: (value: string) => unknown,
  path: string,
): void {
  expect(values.length).toBeGreaterThan(0);
  for (const value of values) expectValid(schema, place(value));
  expectInvalidAt(schema, place("not-a-listed-value"), path);
}

/** A deep copy through JSON, i.e. what crossing HTTP or the bus does to a value. */
export function jsonRoundTrip<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
