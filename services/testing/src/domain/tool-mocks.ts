/**
 * How a test run answers the agent's tool calls (extension spec part 3.1): which tools are mocked
 * (`mocking_strategy`), which mock of `tool_mock_overrides` answers a call (the first whose
 * `arguments` are a subset of the call's), and what a mocked call that no mock matches does.
 */

import { isDeepStrictEqual } from "node:util";
import type { ToolMockConfig } from "@cx/contracts";
import type { FieldError } from "@cx/errors";

export interface ToolMock {
  result: unknown;
  is_error?: boolean;
  arguments?: Record<string, unknown>;
}

export const MAX_MOCKS_PER_TOOL = 100;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Whether the run answers calls of `toolId` from mocks rather than the real tool. */
export function isMocked(config: ToolMockConfig, toolId: string): boolean {
  switch (config.mocking_strategy ?? "all") {
    case "all":
      return true;
    case "none":
      return false;
    case "selected":
      return (config.mocked_tool_ids ?? []).includes(toolId);
  }
}

/**
 * Objects match when every key of `expected` is in `actual` with a matching value (recursively);
 * anything else (arrays, text, numbers) must be equal.
 */
export function isSubset(expected: unknown, actual: unknown): boolean {
  if (isObject(expected)) {
    if (!isObject(actual)) return false;
    return Object.entries(expected).every(([key, value]) => Object.hasOwn(actual, key) && isSubset(value, actual[key]));
  }
  return isDeepStrictEqual(expected, actual);
}

export function mocksOf(overrides: Record<string, unknown>, toolId: string): ToolMock[] {
  if (!Object.hasOwn(overrides, toolId)) return [];
  const value = overrides[toolId];
  return (Array.isArray(value) ? value : [value]) as ToolMock[];
}

/** The first mock of `toolId` whose `arguments` (absent: any) are a subset of the call's. */
export function findMock(
  overrides: Record<string, unknown>,
  toolId: string,
  args: Record<string, unknown>,
): ToolMock | null {
  return (
    mocksOf(overrides, toolId).find((mock) => mock.arguments === undefined || isSubset(mock.arguments, args)) ?? null
  );
}

/** A mock's result as the model receives it: text as is, anything else as JSON text. */
export function mockResultText(result: unknown): string {
  return typeof result === "string" ? result : JSON.stringify(result ?? null);
}

function mockErrors(mock: unknown, at: string): FieldError[] {
  if (!isObject(mock)) return [{ path: at, message: "must be a mock object {result, is_error?, arguments?}" }];
  const errors: FieldError[] = [];
  if (!Object.hasOwn(mock, "result")) errors.push({ path: `${at}/result`, message: "is required" });
  if (mock.is_error !== undefined && typeof mock.is_error !== "boolean") {
    errors.push({ path: `${at}/is_error`, message: "must be a boolean" });
  }
  if (mock.arguments !== undefined && !isObject(mock.arguments)) {
    errors.push({ path: `${at}/arguments`, message: "must be an object" });
  }
  for (const key of Object.keys(mock)) {
    if (!["result", "is_error", "arguments"].includes(key)) {
      errors.push({ path: `${at}/${key}`, message: "is not a field of a tool mock" });
    }
  }
  return errors;
}

/** `tool_mock_overrides`: by tool id, one mock or a non-empty list of them. */
export function toolMockOverridesErrors(overrides: Record<string, unknown>, base: string): FieldError[] {
  const errors: FieldError[] = [];
  for (const [toolId, value] of Object.entries(overrides)) {
    const at = `${base}/${toolId.replaceAll("~", "~0").replaceAll("/", "~1")}`;
    if (toolId.length === 0) errors.push({ path: at, message: "must be keyed by a tool id" });
    if (!Array.isArray(value)) {
      errors.push(...mockErrors(value, at));
      continue;
    }
    if (value.length === 0 || value.length > MAX_MOCKS_PER_TOOL) {
      errors.push({ path: at, message: `must list 1 to ${MAX_MOCKS_PER_TOOL} mocks` });
    }
    value.forEach((mock, i) => {
      errors.push(...mockErrors(mock, `${at}/${i}`));
    });
  }
  return errors;
}
