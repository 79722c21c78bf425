import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { WebhookUseCases } from "../app/webhooks.ts";

export function webhooksController(secret: string, webhooks: WebhookUseCases) {
  return createController("webhooks")
    .use(routeGuard(secret))
    .post(
      pathOf("createWebhook"),
      ({ actor, body, set }) => {
        set.status = 201;
        return webhooks.create(actor.workspaceId, body);
      },
      guard("createWebhook"),
    )
    .get(pathOf("listWebhooks"), ({ actor, query }) => webhooks.list(actor.workspaceId, query), guard("listWebhooks"))
    .get(
      pathOf("getWebhook"),
      ({ actor, params }) => webhooks.get(actor.workspaceId, params.webhook_id),
      guard("getWebhook"),
    )
    .patch(
      pathOf("updateWebhook"),
      ({ actor, params, body }) => webhooks.update(actor.workspaceId, params.webhook_id, body),
      guard("updateWebhook"),
    )
    .delete(
      pathOf("deleteWebhook"),
      async ({ actor, params, set }) => {
        await webhooks.delete(actor.workspaceId, params.webhook_id);
        set.status = 204;
      },
      guard("deleteWebhook"),
    )
    .post(
      pathOf("testWebhook"),
      ({ actor, params }) => webhooks.test(actor.workspaceId, params.webhook_id),
      guard("testWebhook"),
    )
    .get(
      pathOf("listWebhookDeliveries"),
      ({ actor, params, query }) => webhooks.deliveries(actor.workspaceId, params.webhook_id, query),
      guard("listWebhookDeliveries"),
    );
}
