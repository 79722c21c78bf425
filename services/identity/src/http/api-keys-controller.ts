import { ApiKeyCreateBody } from "@cx/contracts";
import { createController } from "@cx/http-kit";
import { createApiKey, listApiKeys, revokeApiKey } from "../app/api-keys.ts";
import type { IdentityDeps } from "../app/deps.ts";
import { requireSignedCaller, workspaceCaller } from "./callers.ts";
import { PageQuery, pageRequest } from "./page-query.ts";

const API_KEYS = "/api/v1/workspaces/:workspace_id/api-keys";

export function apiKeysController(deps: IdentityDeps, secret: string) {
  return createController("identity-api-keys")
    .onTransform(requireSignedCaller(secret))
    .post(
      API_KEYS,
      async ({ request, params, body, set }) => {
        const caller = workspaceCaller(request, secret, params.workspace_id, "admin", { sessionOnly: true });
        const created = await createApiKey(deps, caller.workspaceId, caller, body);
        set.status = 201;
        return created;
      },
      { body: ApiKeyCreateBody },
    )
    .get(
      API_KEYS,
      ({ request, params, query }) => {
        const caller = workspaceCaller(request, secret, params.workspace_id, "admin", { sessionOnly: true });
        return listApiKeys(deps, caller.workspaceId, pageRequest(query));
      },
      { query: PageQuery },
    )
    .delete(`${API_KEYS}/:key_id`, async ({ request, params, set }) => {
      const caller = workspaceCaller(request, secret, params.workspace_id, "admin", { sessionOnly: true });
      await revokeApiKey(deps, caller.workspaceId, caller, params.key_id);
      set.status = 204;
      return null;
    });
}
