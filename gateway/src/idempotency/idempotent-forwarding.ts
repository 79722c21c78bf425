import { createHash } from "node:crypto";
import { AppError } from "@cx/errors";
import { errorResponse } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import type { RouteSpec } from "@cx/route-table";
import { TIMED_OUT, withDeadline } from "../forwarding/deadline.ts";
import { REPLAYED_HEADER } from "./idempotency-key.ts";
import type { IdempotencyStore, StoredAnswer } from "./idempotency-store.ts";
import { requestFingerprint } from "./request-fingerprint.ts";

/** Headers that describe a stored body; nothing else of the first answer is kept. */
const KEPT_HEADERS = ["content-type", "location"];

export interface IdempotentRequest {
  route: RouteSpec;
  request: Request;
  key: string;
  /** Whose key it is: the principal, or the client address on an anonymous route. */
  callerScope: string;
  /** Forwards the request to the owning service. */
  send(request: Request): Promise<Response>;
}

/**
 * Runs a creating operation at most once per key: the first request with a key does the work and
 * its answer is kept; a repeat gets that answer again, a repeat while the first is still running
 * gets 409, and the same key on a different request gets 422. When the service outlasts the
 * gateway's time-out, the caller gets 503 but the gateway keeps waiting: the answer that arrives
 * later is the one the key keeps (a 5XX is never kept; the key is freed for a retry).
 */
export class IdempotentForwarding {
  constructor(
    private readonly store: IdempotencyStore,
    private readonly timeoutMs: number,
    private readonly logger: Logger,
  ) {}

  async forward({ route, request, key, callerScope, send }: IdempotentRequest): Promise<Response> {
    const body = await request.arrayBuffer();
    const fingerprint = await requestFingerprint(request, body);
    const scope = createHash("sha256")
      .update(JSON.stringify([route.operation, callerScope, key]))
      .digest("hex");
    const admission = await this.store.admit(scope, fingerprint).catch(() => {
      throw new AppError("unavailable", "Idempotency keys cannot be checked right now; try again shortly.");
    });
    switch (admission.kind) {
      case "replay":
        return answerResponse(admission.answer, true);
      case "in_progress":
        throw new AppError(
          "idempotency_in_progress",
          "A request with this Idempotency-Key is still being processed; retry once it has finished.",
        );
      case "reused":
        throw new AppError(
          "idempotency_key_reused",
          "This Idempotency-Key was used for a different request; use a new key for a new request.",
        );
      case "claimed":
        break;
    }
    const outcome = this.settle(
      scope,
      fingerprint,
      send(new Request(request.url, { method: request.method, headers: request.headers, body })),
    );
    const answer = await withDeadline(outcome, this.timeoutMs);
    if (answer === TIMED_OUT) {
      // The work goes on; its answer is settled into the key when it comes.
      outcome.catch(() => undefined);
      return errorResponse(
        new AppError(
          "unavailable",
          "The service did not answer in time; retry with the same Idempotency-Key to get its answer.",
        ),
      );
    }
    return answerResponse(answer, false);
  }

  private async settle(scope: string, fingerprint: string, pending: Promise<Response>): Promise<StoredAnswer> {
    let answer: StoredAnswer;
    try {
      answer = await snapshot(await pending);
    } catch (error) {
      await this.store.release(scope).catch((cause) => this.logger.warn({ err: cause }, "idempotency key not freed"));
      throw error;
    }
    try {
      if (answer.status >= 500) await this.store.release(scope);
      else await this.store.complete(scope, fingerprint, answer);
    } catch (error) {
      // The caller still gets the answer; the key's in-progress mark expires on its own.
      this.logger.warn({ err: error, status: answer.status }, "idempotency key not settled");
    }
    return answer;
  }
}

async function snapshot(response: Response): Promise<StoredAnswer> {
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return { status: response.status, headers, body: await response.text() };
}

function answerResponse(answer: StoredAnswer, replayed: boolean): Response {
  const headers = new Headers(answer.headers);
  if (replayed) headers.set(REPLAYED_HEADER, "true");
  // A 204 or 304 must go out without a body, even an empty one.
  const empty = answer.status === 204 || answer.status === 304;
  return new Response(empty ? null : answer.body, { status: answer.status, headers });
}
