import { fieldErrors } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Static, TSchema } from "@sinclair/typebox";

/**
 * Validates a request body or query against its contract schema, answering 422
 * `validation_failed` with every offending path. Done here rather than by Elysia because Elysia
 * normalises objects (dropping unknown keys) before validating, and the agent configuration must
 * refuse unknown keys, not drop them.
 */
export function parseWith<T extends TSchema>(schema: T, value: unknown): Static<T> {
  const fields = fieldErrors(schema, value);
  if (fields.length > 0) throw AppError.validation(fields);
  return value as Static<T>;
}

/** A JSON-pointer segment: `~` and `/` escaped as RFC 6901 says. */
export function pointerSegment(key: string): string {
  return key.replace(/~/g, "~0").replace(/\//g, "~1");
}

/**
 * Names are kept as sent (branch names are compared exactly), but a name of only white space
 * names nothing a person can tell apart or pick in a list, so it is refused like an empty one.
 * Identity refuses blank user and workspace names the same way.
 */
export function refuseBlankName(name: string | undefined, path = "/name"): void {
  if (name !== undefined && name.length > 0 && name.trim().length === 0) {
    throw AppError.validation([{ path, message: "must not be blank" }]);
  }
}
