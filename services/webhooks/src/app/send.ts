import { newId } from "@cx/ids";
import { FetchRefusedError } from "@cx/safe-fetch";
import { isDelivered } from "../domain/failure.ts";
import { signatureHeader } from "../domain/signature.ts";
import type { AttemptRecord, WebhookRecord } from "../store/records.ts";
import type { WebhooksDeps } from "./deps.ts";

/** A receiver's answer is read up to this much and no further (a 10 MB answer is cut off). */
export const ANSWER_MAX_BYTES = 64 * 1024;

export interface Outgoing {
  deliveryId: string | null;
  eventId: string;
  eventType: string;
  body: string;
  attempt: number;
}

/**
 * One attempt: a signed `POST` through the safe fetcher (the address rules, each redirect
 * checked, the time limit and the answer's size cap), recorded whatever happens. Never throws
 * for what the receiver does.
 */
export async function sendAttempt(deps: WebhooksDeps, webhook: WebhookRecord, out: Outgoing): Promise<AttemptRecord> {
  const started = deps.clock();
  const startedAt = performance.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const answer = await deps.fetcher.send({
      url: webhook.url,
      method: "POST",
      publicHeaders: {
        "content-type": "application/json",
        "x-cx-event-id": out.eventId,
        "x-cx-event-type": out.eventType,
      },
      // The signature is for the receiver's origin only: a redirect elsewhere does not carry it.
      headers: { "x-cx-signature": signatureHeader(webhook.secret, out.body, started) },
      body: out.body,
      maxBytes: ANSWER_MAX_BYTES,
    });
    statusCode = answer.status;
    if (!isDelivered(statusCode)) error = `The receiver answered ${statusCode}.`;
  } catch (thrown) {
    if (!(thrown instanceof FetchRefusedError)) throw thrown;
    error = thrown.message;
  }
  const record: AttemptRecord = {
    _id: newId("wha"),
    workspace_id: webhook.workspace_id,
    webhook_id: webhook._id,
    delivery_id: out.deliveryId,
    event_id: out.eventId,
    event_type: out.eventType,
    attempt: out.attempt,
    status_code: statusCode,
    error,
    duration_ms: Math.max(0, Math.round(performance.now() - startedAt)),
    created_at: started.toISOString(),
  };
  await deps.repos.attempts.insert(webhook.workspace_id, record);
  return record;
}
