import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { AgentsContext } from "../app/context.ts";
import { discardDraft, getDraft, publishDraft, saveDraft } from "../app/drafts.ts";
import { applyReconcile, previewReconcile } from "../app/reconcile.ts";

/** Every draft operation names its branch with `?branch_id=`. */
export function draftsController(ctx: AgentsContext, secret: string) {
  return createController("agents-drafts")
    .use(routeGuard(secret))
    .get(
      pathOf("getDraft"),
      ({ actor, params, query }) => getDraft(ctx, actor, params.agent_id, query),
      guard("getDraft"),
    )
    .put(
      pathOf("saveDraft"),
      ({ actor, params, query, body }) => saveDraft(ctx, actor, params.agent_id, query, body),
      guard("saveDraft"),
    )
    .delete(
      pathOf("discardDraft"),
      async ({ actor, params, query, set }) => {
        await discardDraft(ctx, actor, params.agent_id, query);
        set.status = 204;
        return null;
      },
      guard("discardDraft"),
    )
    .post(
      pathOf("publishDraft"),
      async ({ actor, params, query, set }) => {
        const version = await publishDraft(ctx, actor, params.agent_id, query);
        set.status = 201;
        return version;
      },
      guard("publishDraft"),
    )
    .post(
      pathOf("reconcilePreview"),
      ({ actor, params, query }) => previewReconcile(ctx, actor, params.agent_id, query),
      guard("reconcilePreview"),
    )
    .post(
      pathOf("reconcileApply"),
      ({ actor, params, query, body }) => applyReconcile(ctx, actor, params.agent_id, query, body),
      guard("reconcileApply"),
    );
}
