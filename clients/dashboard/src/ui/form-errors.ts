import { ApiError } from "../api/api-error.ts";

/** The API's message for a field (a JSON pointer into the body), or for anything below it when `nested`. */
export type FieldErrorOf = (path: string, nested?: boolean) => string | undefined;

/**
 * Where a form shows the API's refusal: `at(path)` is the message for a field the form shows,
 * and `notice` is the error when none of `fields` has one (without `fields`, when the API named
 * no field at all), for a notice above the form.
 */
export function formErrors(error: unknown, fields?: readonly string[]): { at: FieldErrorOf; notice: unknown } {
  const api = error instanceof ApiError ? error : undefined;
  const at: FieldErrorOf = (path, nested = false) => api?.fieldMessage(path, nested);
  const placed = fields ? fields.some((path) => at(path)) : Boolean(api?.fields.length);
  return { at, notice: error && !placed ? error : undefined };
}
