import { MemberAddBody, MemberRoleBody } from "@cx/contracts";
import { createController } from "@cx/http-kit";
import type { IdentityDeps } from "../app/deps.ts";
import { addMember, changeMemberRole, listMembers, removeMember } from "../app/members.ts";
import { requireSignedCaller, workspaceCaller } from "./callers.ts";
import { PageQuery, pageRequest } from "./page-query.ts";

const MEMBERS = "/api/v1/workspaces/:workspace_id/members";

export function membersController(deps: IdentityDeps, secret: string) {
  return createController("identity-members")
    .onTransform(requireSignedCaller(secret))
    .get(
      MEMBERS,
      ({ request, params, query }) => {
        const caller = workspaceCaller(request, secret, params.workspace_id, "member", { sessionOnly: false });
        return listMembers(deps, caller.workspaceId, pageRequest(query));
      },
      { query: PageQuery },
    )
    .post(
      MEMBERS,
      async ({ request, params, body, set }) => {
        const caller = workspaceCaller(request, secret, params.workspace_id, "admin", { sessionOnly: true });
        const member = await addMember(deps, caller.workspaceId, caller, body);
        set.status = 201;
        return member;
      },
      { body: MemberAddBody },
    )
    .patch(
      `${MEMBERS}/:user_id`,
      ({ request, params, body }) => {
        const caller = workspaceCaller(request, secret, params.workspace_id, "admin", { sessionOnly: true });
        return changeMemberRole(deps, caller.workspaceId, caller, params.user_id, body.role);
      },
      { body: MemberRoleBody },
    )
    .delete(`${MEMBERS}/:user_id`, async ({ request, params, set }) => {
      const caller = workspaceCaller(request, secret, params.workspace_id, "admin", { sessionOnly: true });
      await removeMember(deps, caller.workspaceId, caller, params.user_id);
      set.status = 204;
      return null;
    });
}
