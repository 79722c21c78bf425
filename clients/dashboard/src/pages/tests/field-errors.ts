import { ApiError } from "../../api/api-error.ts";

/** The API's message for a field (a JSON pointer into the body), or for anything below it when `nested`. */
export type FieldErrorOf = (path: string, nested?: boolean) => string | undefined;

export function fieldErrorsOf(error: unknown): FieldErrorOf {
  return (path, nested = false) => (error instanceof ApiError ? error.fieldMessage(path, nested) : undefined);
}
