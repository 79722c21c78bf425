import { fieldErrors } from "@cx/contracts";
import { AppError, DependencyError } from "@cx/errors";
import type { Logger } from "@cx/logger";
import { DocumentLimitError } from "@cx/store";
import type { TSchema } from "@sinclair/typebox";
import { errorResponse, fieldErrorsFrom } from "./error-response.ts";
import type { RouteMatcher } from "./route-matcher.ts";

interface ElysiaErrorContext {
  code: string | number;
  error: unknown;
  request: Request;
}

/**
 * A string or a long array where an object was expected reaches the schema checker as an object
 * with one property per character or element (Elysia spreads it): a 100 KB string body made
 * 100,000 field errors, a 5 MB answer that took a quarter of a second. The checker is given the
 * fields the schema knows and the first few others; they say all there is to say.
 */
const MAX_UNKNOWN_FIELDS_FOR_ERRORS = 64;

function boundedForErrors(schema: TSchema, value: unknown): unknown {
  if (value instanceof String) value = value.valueOf();
  if (typeof value === "string" || Array.isArray(value)) return value.slice(0, MAX_UNKNOWN_FIELDS_FOR_ERRORS);
  if (value === null || typeof value !== "object") return value;
  const keys = Object.keys(value);
  if (keys.length <= MAX_UNKNOWN_FIELDS_FOR_ERRORS) return value;
  const known = new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
  const kept: Record<string, unknown> = {};
  let unknown = 0;
  for (const key of keys) {
    if (known.has(key) || unknown++ < MAX_UNKNOWN_FIELDS_FOR_ERRORS)
      kept[key] = (value as Record<string, unknown>)[key];
  }
  return kept;
}

/**
 * The one place where a thrown error becomes an HTTP answer: every 4XX carries the error body of
 * the specification, and a 500 carries no stack or message of the underlying failure.
 */
export function mapError(ctx: ElysiaErrorContext, routes: RouteMatcher, logger: Logger): Response {
  const { code, error, request } = ctx;
  if (error instanceof AppError) return errorResponse(error);
  if (error instanceof DependencyError) return dependencyFailed(error, request, logger);
  // The store refuses a document it could not read back; the message names the limit, never the data.
  if (error instanceof DocumentLimitError)
    return errorResponse(AppError.validation([{ path: "", message: error.message }]));
  switch (code) {
    case "VALIDATION": {
      const validation = error as {
        all?: unknown[];
        type?: string;
        validator?: { schema?: TSchema };
        value?: unknown;
      };
      // The same wording as every hand-validated body: re-checked against the schema Elysia used.
      const fields = validation.validator?.schema
        ? fieldErrors(validation.validator.schema, boundedForErrors(validation.validator.schema, validation.value))
        : fieldErrorsFrom((validation.all ?? []) as never[]);
      const contentType = request.headers.get("content-type") ?? "";
      if (validation.type === "body" && !/json|multipart/i.test(contentType)) {
        // A JSON body sent as text or a form cannot match a JSON schema; say what to send instead.
        return errorResponse(
          AppError.validation([
            { path: "", message: "must be a JSON object sent with Content-Type: application/json" },
          ]),
        );
      }
      return errorResponse(AppError.validation(fields));
    }
    case "PARSE":
      // A parser's own refusal (a body that is not UTF-8) reaches here wrapped by the framework.
      if ((error as { cause?: unknown }).cause instanceof AppError)
        return errorResponse((error as { cause: AppError }).cause);
      return errorResponse(
        AppError.validation(
          [{ path: "", message: "The request body is not valid JSON." }],
          "The request body could not be parsed.",
        ),
      );
    case "NOT_FOUND": {
      const path = new URL(request.url).pathname;
      const allowed = routes.allowedMethods(path);
      if (allowed.length > 0 && !allowed.includes(request.method)) {
        return errorResponse(
          new AppError(
            "method_not_allowed",
            `${request.method} is not allowed on this path.`,
            { allowed },
            { allow: allowed.join(", ") },
          ),
        );
      }
      return errorResponse(new AppError("not_found", "No route matches this path."));
    }
    default:
      return unexpectedErrorResponse(error, request, logger);
  }
}

/**
 * A 503 for a dependency that failed (a model or embeddings provider): the caller may try again
 * later. Its message, made for the operator, is logged; the answer names the kind of dependency.
 */
function dependencyFailed(error: DependencyError, request: Request, logger: Logger): Response {
  logger.warn(
    {
      dependency: error.dependency,
      reason: error.message,
      method: request.method,
      path: new URL(request.url).pathname,
    },
    "a dependency failed",
  );
  return errorResponse(
    new AppError("unavailable", `The ${error.dependency} provider failed; try again later.`, {
      dependency: error.dependency,
    }),
  );
}

/** A 500 for an error no rule maps, logged with the request it broke (never its body). */
export function unexpectedErrorResponse(error: unknown, request: Request, logger: Logger): Response {
  logger.error({ err: error, method: request.method, path: new URL(request.url).pathname }, "unexpected error");
  return errorResponse(new AppError("internal", "An unexpected error occurred."));
}
