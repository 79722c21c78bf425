import { fieldErrors } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Static, TObject } from "@sinclair/typebox";

/**
 * Checks a JSON body against a contract schema, and refuses keys the schema does not have (a
 * misspelt optional field would otherwise be dropped without a word).
 */
export function checkBody<S extends TObject>(schema: S, body: unknown): Static<S> {
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    throw AppError.validation([{ path: "", message: "must be a JSON object" }]);
  }
  const errors = fieldErrors(schema, body);
  const reported = new Set(errors.map((error) => error.path));
  for (const key of Object.keys(body)) {
    const path = `/${key}`;
    if (!(key in schema.properties) && !reported.has(path)) errors.push({ path, message: "is not a known field" });
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return body as Static<S>;
}
