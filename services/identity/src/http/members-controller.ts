import { createController, guard, routeGuard } from "@cx/http-kit";
import { pathOf } from "@cx/route-table";
import type { IdentityDeps } from "../app/deps.ts";
import { addMember, changeMemberRole, listMembers, removeMember } from "../app/members.ts";
import { actorOf } from "./actor.ts";

export function membersController(deps: IdentityDeps, secret: string) {
  return createController("identity-members")
    .use(routeGuard(secret))
    .get(pathOf("listMembers"), ({ actor, query }) => listMembers(deps, actor.workspaceId, query), guard("listMembers"))
    .post(
      pathOf("addMember"),
      async ({ actor, body, set }) => {
        const member = await addMember(deps, actor.workspaceId, actorOf(actor), body);
        set.status = 201;
        return member;
      },
      guard("addMember"),
    )
    .patch(
      pathOf("changeMemberRole"),
      ({ actor, params, body }) => changeMemberRole(deps, actor.workspaceId, actorOf(actor), params.user_id, body.role),
      guard("changeMemberRole"),
    )
    .delete(
      pathOf("removeMember"),
      async ({ actor, params, set }) => {
        await removeMember(deps, actor.workspaceId, actorOf(actor), params.user_id);
        set.status = 204;
        return null;
      },
      guard("removeMember"),
    );
}
