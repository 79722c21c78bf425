/**
 * The error codes one operation can answer, by status: the ones every operation of its class,
 * method and scope meets on the way through the gateway and the route guard (in the order they
 * are checked), then the codes its entry of the operations table names.
 */
import type { OperationSchemas } from "@cx/contracts";
import { ERROR_STATUS, type ErrorCode } from "@cx/errors";
import { isWorkspaceScoped, MUTATING_METHODS, type RouteSpec } from "@cx/route-table";
import { LIMITED_OPERATIONS } from "../access/auth-attempt-limit.ts";
import { mayStream } from "../streams/stream-operations.ts";

export type ErrorCodesByStatus = Map<number, string[]>;

function add(codes: ErrorCodesByStatus, status: number, code: string): void {
  const list = codes.get(status) ?? [];
  if (!list.includes(code)) list.push(code);
  codes.set(status, list);
}

/** Whether a session cookie may call the operation (and so must send `X-CX-Request: 1` to mutate). */
export function acceptsSessionCookie(route: RouteSpec): boolean {
  return route.class !== "public";
}

export function isMutation(route: RouteSpec): boolean {
  return MUTATING_METHODS.has(route.method);
}

/**
 * Why a signed-in caller may be refused with 403 `forbidden`: the `error.details.reason` values the
 * gateway and the route guard give (a service may add its own, such as a test's `not_editor`).
 */
export function forbiddenReasonsOf(route: RouteSpec): string[] {
  const reasons: string[] = [];
  if (route.class === "session") reasons.push("api_key_not_allowed");
  if (acceptsSessionCookie(route) && isMutation(route)) reasons.push("csrf_header_missing");
  return reasons;
}

export function errorCodesOf(route: RouteSpec, entry: OperationSchemas | undefined): ErrorCodesByStatus {
  const codes: ErrorCodesByStatus = new Map();
  if (route.class !== "public") add(codes, 401, "unauthenticated");
  // Every refusal of a signed-in caller is `forbidden`; what it was is `details.reason`.
  if (forbiddenReasonsOf(route).length > 0 || route.minRole === "admin" || route.minRole === "owner")
    add(codes, 403, "forbidden");
  if (isWorkspaceScoped(route)) add(codes, 404, "not_found");
  // Every mutation's body is checked (a non-JSON body is refused even where none is expected).
  if (isMutation(route) || entry?.query) add(codes, 422, "validation_failed");
  if (isMutation(route)) add(codes, 413, "payload_too_large");
  if (route.idempotent) {
    add(codes, 409, "idempotency_in_progress");
    add(codes, 422, "idempotency_key_reused");
  }
  if (LIMITED_OPERATIONS.has(route.operation) || mayStream(route)) add(codes, 429, "rate_limited");
  for (const code of entry?.errors ?? []) {
    const status = (ERROR_STATUS as Record<string, number>)[code];
    if (status === undefined) throw new Error(`${route.operation}: error code ${code} is not in the error table`);
    add(codes, status, code as ErrorCode);
  }
  add(codes, 500, "internal");
  add(codes, 503, "unavailable");
  return new Map([...codes.entries()].sort(([a], [b]) => a - b));
}
