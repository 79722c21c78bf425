import { AppError } from "@cx/errors";
import { errorResponse } from "@cx/http-kit";
import { TIMED_OUT, withDeadline } from "./deadline.ts";

/**
 * Forwards and waits at most `timeoutMs` (`GATEWAY_FORWARD_TIMEOUT_MS`), in both shapes: past it
 * the caller gets 503 `unavailable` and the call is abandoned.
 */
export async function forwardWithin(
  send: (signal: AbortSignal) => Promise<Response>,
  timeoutMs: number,
): Promise<Response> {
  const abandon = new AbortController();
  const pending = send(abandon.signal);
  const answer = await withDeadline(pending, timeoutMs);
  if (answer !== TIMED_OUT) return answer;
  abandon.abort();
  // An in-process handler cannot be stopped; whatever it ends with is dropped.
  pending.catch(() => undefined);
  return errorResponse(new AppError("unavailable", "The service that owns this operation did not answer in time."));
}
