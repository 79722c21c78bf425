import { AppError } from "@cx/errors";
import { errorResponse } from "@cx/http-kit";
import { withDeadline } from "./deadline.ts";

/**
 * Forwards and waits at most `timeoutMs` (`GATEWAY_FORWARD_TIMEOUT_MS`), in both shapes: past it
 * the caller gets 503 `unavailable` and the call is abandoned.
 */
export function forwardWithin(send: (abandon: Abandonment) => Promise<Response>, timeoutMs: number): Promise<Response> {
  const abandon = new Abandonment();
  const pending = send(abandon);
  return withDeadline(pending, timeoutMs, () => {
    abandon.abort();
    // An in-process handler cannot be stopped; whatever it ends with is dropped.
    pending.catch(() => undefined);
    return errorResponse(new AppError("unavailable", "The service that owns this operation did not answer in time."));
  });
}

/**
 * How a forwarded call is given up: an abort signal, made only when a client asks for it (a
 * service over HTTP), since a handler in this process cannot be stopped and most calls finish.
 */
export class Abandonment {
  private controller: AbortController | undefined;
  private callbacks: (() => void)[] | undefined;
  private aborted = false;

  get signal(): AbortSignal {
    this.controller ??= new AbortController();
    if (this.aborted) this.controller.abort();
    return this.controller.signal;
  }

  /** Runs `callback` when the call is given up (at once if it already was); no signal is made. */
  onAbort(callback: () => void): void {
    if (this.aborted) {
      callback();
      return;
    }
    this.callbacks ??= [];
    this.callbacks.push(callback);
  }

  abort(): void {
    if (this.aborted) return;
    this.aborted = true;
    this.controller?.abort();
    for (const callback of this.callbacks?.splice(0) ?? []) callback();
  }
}
