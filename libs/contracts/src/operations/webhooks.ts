import {
  EventWebhook,
  EventWebhookCreateBody,
  EventWebhookListPage,
  EventWebhookListQuery,
  EventWebhookPatchBody,
  EventWebhookUpdated,
  EventWebhookWithSecret,
  WebhookDeliveryAttempt,
  WebhookDeliveryListQuery,
  WebhookDeliveryPage,
} from "../resources/event-webhook.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/** The webhooks service's operations (extension spec part 11): admins only. */
export const webhooksOperations = {
  createWebhook: {
    summary: "Create a webhook",
    description:
      "Registers a URL that receives the workspace's events of the listed types as signed `POST`s. The answer " +
      "carries the signing `secret` (`whsec_…`), shown this once. A URL that can never be called: 422 " +
      '(`details.reason: "url_not_public"`). See `docs/api/webhooks.md` for the delivery and its signature.',
    body: EventWebhookCreateBody,
    responses: { 201: EventWebhookWithSecret },
  },
  listWebhooks: {
    summary: "List webhooks",
    description: "The workspace's webhooks, newest first, in cursor pages. Secrets are never listed.",
    query: EventWebhookListQuery,
    responses: { 200: EventWebhookListPage },
  },
  getWebhook: {
    summary: "Get a webhook",
    description: "One webhook, without its secret.",
    responses: { 200: EventWebhook },
  },
  updateWebhook: {
    summary: "Update a webhook",
    description:
      "Changes the URL, the events or `enabled` (enabling clears `disabled_reason` and the count of failures " +
      "in a row); `rotate_secret: true` replaces the signing secret and the answer carries the new one, once.",
    body: EventWebhookPatchBody,
    responses: { 200: EventWebhookUpdated },
  },
  deleteWebhook: {
    summary: "Delete a webhook",
    description: "Removes the webhook and its listed attempts; deliveries not yet made are dropped.",
    responses: { 204: null },
  },
  testWebhook: {
    summary: "Send a test event",
    description:
      "Sends a `ping` event to the webhook's URL at once (signed like every delivery, whether or not the webhook " +
      "is enabled) and answers the attempt; it is listed among the deliveries and never retried.",
    responses: { 200: WebhookDeliveryAttempt },
  },
  listWebhookDeliveries: {
    summary: "List a webhook's deliveries",
    description: "Every attempt to deliver an event to the webhook, newest first, in cursor pages.",
    query: WebhookDeliveryListQuery,
    responses: { 200: WebhookDeliveryPage },
  },
} as const satisfies OperationSchemaTable;
