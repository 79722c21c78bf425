import { type Static, Type } from "@sinclair/typebox";
import { EventPayload } from "./base.ts";

/**
 * Work for a delivery worker: one attempt of `delivery_id` is due. Recorded with the delivery
 * by the same write (the outbox), and again by the sweeper when a retry falls due.
 */
export const WebhookDeliveryRequestedEvent = EventPayload({
  delivery_id: Type.String(),
});
export type WebhookDeliveryRequestedEvent = Static<typeof WebhookDeliveryRequestedEvent>;
