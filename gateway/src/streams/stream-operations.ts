import type { OperationId, RouteSpec } from "@cx/route-table";

/**
 * Operations whose answer is an event stream (extensions part 0, "Event streams"): always, or
 * only when the client asks for one with `Accept: text/event-stream` (a message's streamed reply).
 */
export const STREAMING_OPERATIONS: Readonly<Partial<Record<OperationId, "always" | "when_accepted">>> = {
  streamTestInvocationEvents: "always",
  sendMessage: "when_accepted",
};

/** Whether the route's operation may answer with an event stream at all. */
export function mayStream(route: RouteSpec): boolean {
  return Object.hasOwn(STREAMING_OPERATIONS, route.operation);
}

/** Whether this request to such an operation opens a stream. */
export function opensStream(route: RouteSpec, request: Request): boolean {
  const kind = STREAMING_OPERATIONS[route.operation as OperationId];
  if (kind === "always") return true;
  return kind === "when_accepted" && /\btext\/event-stream\b/i.test(request.headers.get("accept") ?? "");
}

export function isEventStream(response: Response): boolean {
  return response.body !== null && (response.headers.get("content-type") ?? "").startsWith("text/event-stream");
}
