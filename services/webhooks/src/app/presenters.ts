import type { EventWebhook, WebhookDeliveryAttempt } from "@cx/contracts";
import type { AttemptRecord, WebhookRecord } from "../store/records.ts";

export function presentWebhook(record: WebhookRecord): EventWebhook {
  return {
    id: record._id,
    url: record.url,
    events: record.events as EventWebhook["events"],
    enabled: record.enabled,
    disabled_reason: record.disabled_reason,
    created_at: record.created_at,
    updated_at: record.updated_at,
  };
}

export function presentAttempt(record: AttemptRecord): WebhookDeliveryAttempt {
  return {
    id: record._id,
    event_id: record.event_id,
    event_type: record.event_type,
    attempt: record.attempt,
    status_code: record.status_code,
    error: record.error,
    duration_ms: record.duration_ms,
    created_at: record.created_at,
  };
}
