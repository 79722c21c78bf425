import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import { createApiKey, listApiKeys, revokeApiKey } from "../app/api-keys.ts";
import type { IdentityDeps } from "../app/deps.ts";
import { actorOf } from "./actor.ts";

export function apiKeysController(deps: IdentityDeps, secret: string) {
  return createController("identity-api-keys")
    .use(routeGuard(secret))
    .post(
      pathOf("createApiKey"),
      async ({ actor, body, set }) => {
        const created = await createApiKey(deps, actor.workspaceId, actorOf(actor), body);
        set.status = 201;
        return created;
      },
      guard("createApiKey"),
    )
    .get(pathOf("listApiKeys"), ({ actor, query }) => listApiKeys(deps, actor.workspaceId, query), guard("listApiKeys"))
    .delete(
      pathOf("revokeApiKey"),
      async ({ actor, params, set }) => {
        await revokeApiKey(deps, actor.workspaceId, actorOf(actor), params.key_id);
        set.status = 204;
        return null;
      },
      guard("revokeApiKey"),
    );
}
