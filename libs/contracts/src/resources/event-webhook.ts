/**
 * Workspace webhooks (extension spec part 11): other systems told of what happened, by signed
 * `POST`s. Named event webhooks here, apart from the webhook tools an agent calls.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, DateTime, LiteralUnion, Nullable, Page, PageQuery, Patch, TimestampProperties } from "../builders.ts";

export const WEBHOOK_EVENT_TYPES = [
  "conversation.ended",
  "conversation.analysis.completed",
  "test_invocation.completed",
  "deployment.changed",
  "deployment.rolled_back",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
/** The event of a test delivery; never subscribed to. */
export const WEBHOOK_PING_EVENT = "ping";

const WebhookUrl = Type.String({
  minLength: 1,
  maxLength: 2048,
  description:
    "Where deliveries are sent, a safe public `http` or `https` URL (checked again at each delivery; private ranges only as the operator's `OUTBOUND_ALLOWED_NETWORKS` open them).",
});

const WebhookEvents = Type.Array(
  LiteralUnion(WEBHOOK_EVENT_TYPES, { description: "An event type the webhook receives." }),
  { minItems: 1, uniqueItems: true, description: "The event types delivered to this webhook (at least one)." },
);

export const EventWebhook = Type.Object(
  {
    id: Type.String({ description: "The webhook's id (`whk_…`)." }),
    url: WebhookUrl,
    events: WebhookEvents,
    enabled: Type.Boolean({
      description: "Whether events are delivered; set false after 50 failed deliveries in a row.",
    }),
    disabled_reason: Nullable(Type.String(), {
      description: "Why the platform disabled the webhook; null while enabled or when disabled by a user.",
    }),
    ...TimestampProperties,
  },
  { description: "A webhook: where the workspace's events are sent." },
);
export type EventWebhook = Static<typeof EventWebhook>;

const SecretProperty = {
  secret: Type.String({
    description: "The signing secret (`whsec_…`), shown in this answer only: keep it to verify `X-CX-Signature`.",
  }),
};

export const EventWebhookWithSecret = Type.Object(
  {
    ...EventWebhook.properties,
    ...SecretProperty,
  },
  { description: "A webhook with its signing secret, answered once when created or rotated." },
);
export type EventWebhookWithSecret = Static<typeof EventWebhookWithSecret>;

export const EventWebhookUpdated = Type.Object(
  {
    ...EventWebhook.properties,
    secret: Type.Optional(SecretProperty.secret),
  },
  { description: "The webhook as changed, with its new signing secret when `rotate_secret` was sent." },
);
export type EventWebhookUpdated = Static<typeof EventWebhookUpdated>;

export const EventWebhookCreateBody = Body({
  url: WebhookUrl,
  events: WebhookEvents,
  enabled: Type.Optional(Type.Boolean({ description: "Whether events are delivered; true when absent." })),
});
export type EventWebhookCreateBody = Static<typeof EventWebhookCreateBody>;

export const EventWebhookPatchBody = Patch({
  url: WebhookUrl,
  events: WebhookEvents,
  enabled: Type.Boolean({ description: "Enable or disable deliveries; enabling clears `disabled_reason`." }),
  rotate_secret: Type.Literal(true, {
    description: "Replace the signing secret; the answer carries the new one, once.",
  }),
});
export type EventWebhookPatchBody = Static<typeof EventWebhookPatchBody>;

export const EventWebhookListPage = Page(EventWebhook);
export type EventWebhookListPage = Static<typeof EventWebhookListPage>;
export const EventWebhookListQuery = PageQuery;
export type EventWebhookListQuery = Static<typeof EventWebhookListQuery>;

export const WebhookDeliveryAttempt = Type.Object(
  {
    id: Type.String({ description: "The attempt's id (`wha_…`)." }),
    event_id: Type.String({ description: "The delivered event's id (`evt_…`), the same on every attempt." }),
    event_type: Type.String({ description: "The delivered event's type (`ping` for a test)." }),
    attempt: Type.Integer({ minimum: 1, description: "Which attempt of this event's delivery it was (1 first)." }),
    status_code: Nullable(Type.Integer(), {
      description: "The receiver's HTTP status; null when no answer came (timeout, refused address, connection).",
    }),
    error: Nullable(Type.String(), {
      description: "Why the attempt failed when no status tells it (timeout, refused URL); null otherwise.",
    }),
    duration_ms: Type.Integer({ minimum: 0, description: "How long the attempt took, in milliseconds." }),
    created_at: DateTime({ description: "When the attempt was made (ISO 8601 UTC)." }),
  },
  { description: "One attempt to deliver an event to a webhook." },
);
export type WebhookDeliveryAttempt = Static<typeof WebhookDeliveryAttempt>;

export const WebhookDeliveryPage = Page(WebhookDeliveryAttempt);
export type WebhookDeliveryPage = Static<typeof WebhookDeliveryPage>;
export const WebhookDeliveryListQuery = PageQuery;
export type WebhookDeliveryListQuery = Static<typeof WebhookDeliveryListQuery>;
