import { createController, workspaceActor } from "@cx/http-kit";
import type { AgentsContext } from "../app/context.ts";
import { discardDraft, getDraft, publishDraft, saveDraft } from "../app/drafts.ts";
import { applyReconcile, previewReconcile } from "../app/reconcile.ts";

const DRAFT = "/api/v1/workspaces/:workspace_id/agents/:agent_id/draft";

/** Every draft operation names its branch with `?branch_id=`. */
export function draftsController(ctx: AgentsContext, secret: string) {
  return createController("agents-drafts")
    .get(DRAFT, ({ request, params, query }) =>
      getDraft(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, query),
    )
    .put(DRAFT, ({ request, params, query, body }) =>
      saveDraft(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, query, body),
    )
    .delete(DRAFT, async ({ request, params, query, set }) => {
      await discardDraft(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, query);
      set.status = 204;
      return null;
    })
    .post(`${DRAFT}/publish`, async ({ request, params, query, set }) => {
      const version = await publishDraft(
        ctx,
        workspaceActor(request, secret, params.workspace_id),
        params.agent_id,
        query,
      );
      set.status = 201;
      return version;
    })
    .post(`${DRAFT}/reconcile-preview`, ({ request, params, query }) =>
      previewReconcile(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, query),
    )
    .post(`${DRAFT}/reconcile`, ({ request, params, query, body }) =>
      applyReconcile(ctx, workspaceActor(request, secret, params.workspace_id), params.agent_id, query, body),
    );
}
