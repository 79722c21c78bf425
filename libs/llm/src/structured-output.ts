import type { Ajv, ValidateFunction } from "ajv";
import { LlmError } from "./port.ts";

/**
 * Structured answers are checked against the JSON Schema the caller asked for. Schemas come from
 * callers (verdicts, analysis, tool parameters), not from TypeBox, so a general JSON Schema
 * validator is used; compiled validators are kept per schema object.
 */
let ajv: Ajv | undefined;
const compiled = new WeakMap<object, ValidateFunction>();

function validatorFor(schema: Record<string, unknown>): ValidateFunction {
  let validate = compiled.get(schema);
  if (validate === undefined) {
    try {
      // Loaded on the first structured answer: most processes never ask for one.
      ajv ??= new (require("ajv") as typeof import("ajv")).Ajv({
        allErrors: false,
        strict: false,
        validateFormats: false,
      });
      validate = ajv.compile(schema);
    } catch (error) {
      throw new LlmError(
        "runtime_error",
        `The requested output schema is not a valid JSON Schema: ${(error as Error).message}`,
      );
    }
    compiled.set(schema, validate);
  }
  return validate;
}

/** Parses a structured answer and checks it; anything else is `invalid_output`. */
export function parseStructuredOutput(
  schemaName: string,
  schema: Record<string, unknown>,
  text: string | null,
): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text ?? "");
  } catch {
    throw new LlmError("invalid_output", `The model's answer for ${schemaName} is not JSON.`);
  }
  assertMatchesSchema(schemaName, schema, value);
  return value;
}

export function assertMatchesSchema(schemaName: string, schema: Record<string, unknown>, value: unknown): void {
  const validate = validatorFor(schema);
  if (validate(value)) return;
  const first = validate.errors?.[0];
  const where = first?.instancePath || "/";
  throw new LlmError(
    "invalid_output",
    `The model's answer for ${schemaName} does not match its schema (${where} ${first?.message ?? "is invalid"}).`,
  );
}
