import type { AppError } from "./app-error.ts";

/** Part 2.1 of the specification. */
export interface ErrorBody {
  error: { code: string; message: string; details?: Record<string, unknown> };
}

export function toErrorBody(error: AppError): ErrorBody {
  const body: ErrorBody = { error: { code: error.code, message: error.message } };
  if (error.details) body.error.details = error.details;
  return body;
}
