import { AppError } from "@cx/errors";
import { ROUTES } from "@cx/route-table";
import { methodTakesBody } from "./request-handler.ts";
import { compileRoutePath } from "./route-matcher.ts";

export const JSON_TYPE = /^\s*application\/([a-z0-9.+-]*\+)?json\s*(;|$)/i;

/** The upload routes of the route table, the only ones whose body is not JSON. */
const MULTIPART_ROUTES = ROUTES.filter((route) => route.body === "multipart").map((route) => ({
  method: route.method,
  pattern: compileRoutePath(route.path),
}));

function hasBody(request: Request): boolean {
  const length = request.headers.get("content-length");
  if (length !== null) return Number(length) > 0;
  return request.headers.has("transfer-encoding") || request.body !== null;
}

function isMultipartRoute(request: Request): boolean {
  const path = new URL(request.url).pathname;
  return MULTIPART_ROUTES.some((route) => route.method === request.method && route.pattern.test(path));
}

/**
 * Every body a service takes is JSON, sent as `application/json`, except file uploads: a form,
 * multipart or text body anywhere else is 422 before any parsing. Elysia would otherwise decode a
 * form into an object that passes a body schema, and a plain cross-site HTML form could then log a
 * victim's browser in to an attacker's account. Runs for every route of a service's app, after the
 * gateway's signature is checked.
 */
export function requireJsonBodies({ request }: { request: Request }): void {
  if (!methodTakesBody(request.method) || !hasBody(request)) return;
  const type = request.headers.get("content-type") ?? "";
  if (JSON_TYPE.test(type)) return;
  if (/^\s*multipart\/form-data/i.test(type) && isMultipartRoute(request)) return;
  throw AppError.validation(
    [{ path: "", message: "must be a JSON object sent with Content-Type: application/json" }],
    "The request body must be JSON.",
  );
}
