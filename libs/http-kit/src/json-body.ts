import { AppError } from "@cx/errors";

/** Encodings Elysia decodes into fields on its own; JSON operations must not take them. */
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * Elysia decodes form-encoded and multipart bodies into plain objects, which would then pass a
 * body schema as if they were JSON; the interface takes JSON and answers a body that is not JSON
 * with 422 `validation_failed` (extensions part 0). Call it after the caller is verified, so that
 * an unauthenticated call stays 401; `JSON_BODY` is the same check as an Elysia route option.
 */
export function requireJsonBody(request: Request): void {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
  if (FORM_TYPES.includes(type)) {
    throw AppError.validation(
      [{ path: "", message: "must be a JSON object sent with Content-Type: application/json" }],
      "The request body could not be parsed.",
    );
  }
}

export const JSON_BODY = { beforeHandle: ({ request }: { request: Request }) => requireJsonBody(request) } as const;
