import { type Member, type MemberListPage, type PageQuery, pageSizeOf, Topics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { pendingEvent } from "@cx/outbox";
import { DuplicateKeyError, listPage } from "@cx/store";
import { normaliseEmail } from "../domain/email.ts";
import { newId, type WorkspaceId } from "../domain/ids.ts";
import { assertMayChangeRole, assertMayGrant, assertMayRemove, type Role } from "../domain/roles.ts";
import type { MembershipDocument, UserDocument } from "../store/documents.ts";
import type { Actor } from "./actor.ts";
import { revokeKeysOfMember } from "./api-keys.ts";
import type { IdentityDeps } from "./deps.ts";
import { withOwnerLock } from "./owner-lock.ts";

export async function listMembers(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  query: PageQuery,
): Promise<MemberListPage> {
  const memberships = await deps.memberships.page(workspaceId, { cursor: query.cursor, pageSize: pageSizeOf(query) });
  const users = new Map((await deps.users.findByIds(memberships.items.map((m) => m.user_id))).map((u) => [u._id, u]));
  return listPage(memberships, (items) =>
    items.flatMap((m) => {
      const user = users.get(m.user_id);
      return user ? [memberView(m, user)] : [];
    }),
  );
}

/** Adds an already registered user. Unknown email: 404; already a member: 409 `conflict`. */
export async function addMember(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  actor: Actor,
  input: { email: string; role: Role },
): Promise<Member> {
  assertMayGrant(actor.role, input.role);
  const user = await deps.users.findByEmail(normaliseEmail(input.email));
  if (!user) throw new AppError("not_found", "No registered user has this email.");
  const now = deps.clock().toISOString();
  const membership: MembershipDocument = {
    _id: newId("mem"),
    workspace_id: workspaceId,
    user_id: user._id,
    role: input.role,
    joined_at: now,
  };
  const added = pendingEvent(Topics.IDENTITY_MEMBER_ADDED, {
    workspace_id: workspaceId,
    user_id: user._id,
    role: input.role,
    added_by: actor.userId,
    occurred_at: now,
  });
  try {
    await deps.memberships.insert(workspaceId, membership, [added]);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw new AppError("conflict", "This user is already a member.");
    throw error;
  }
  // Their cached principal does not list this workspace yet.
  await deps.invalidator.user(user._id);
  return memberView(membership, user);
}

export async function changeMemberRole(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<Member> {
  const target = await requireMember(deps, workspaceId, userId);
  const apply = async (current: MembershipDocument): Promise<void> => {
    const ownerCount = current.role === "owner" ? await deps.memberships.countOwners(workspaceId) : 0;
    assertMayChangeRole({ actor: actor.role, current: current.role, next: role, ownerCount });
    if (current.role === role) return;
    const changed = pendingEvent(Topics.IDENTITY_MEMBER_ROLE_CHANGED, {
      workspace_id: workspaceId,
      user_id: userId,
      previous_role: current.role,
      role,
      changed_by: actor.userId,
      occurred_at: deps.clock().toISOString(),
    });
    if (!(await deps.memberships.changeRole(workspaceId, userId, current.role, role, [changed]))) {
      throw changedMeanwhile();
    }
  };
  // Only a change away from `owner` can break the last-owner rule; those are serialised.
  if (target.role === "owner") {
    await withOwnerLock(deps, workspaceId, async () => apply(await requireMember(deps, workspaceId, userId)));
  } else {
    await apply(target);
  }
  const user = await deps.users.findById(userId);
  if (!user) throw AppError.notFound("member");
  const updated = await requireMember(deps, workspaceId, userId);
  if (updated.role !== target.role) await deps.invalidator.user(userId);
  return memberView(updated, user);
}

/**
 * Removes a member. Their sessions lose the workspace at once (user invalidation), and the API
 * keys they created in it are revoked: a key acts for its creator, who no longer may.
 */
export async function removeMember(deps: IdentityDeps, workspaceId: WorkspaceId, actor: Actor, userId: string) {
  const target = await requireMember(deps, workspaceId, userId);
  const apply = async (current: MembershipDocument): Promise<void> => {
    const ownerCount = current.role === "owner" ? await deps.memberships.countOwners(workspaceId) : 0;
    assertMayRemove({ actor: actor.role, current: current.role, ownerCount });
    const removed = pendingEvent(Topics.IDENTITY_MEMBER_REMOVED, {
      workspace_id: workspaceId,
      user_id: userId,
      removed_by: actor.userId,
      occurred_at: deps.clock().toISOString(),
    });
    if (!(await deps.memberships.remove(workspaceId, userId, current.role, [removed]))) throw changedMeanwhile();
  };
  if (target.role === "owner") {
    await withOwnerLock(deps, workspaceId, async () => apply(await requireMember(deps, workspaceId, userId)));
  } else {
    await apply(target);
  }
  await revokeKeysOfMember(deps, workspaceId, userId, actor.userId);
  await deps.invalidator.user(userId);
}

async function requireMember(
  deps: IdentityDeps,
  workspaceId: WorkspaceId,
  userId: string,
): Promise<MembershipDocument> {
  const membership = await deps.memberships.find(workspaceId, userId);
  if (!membership) throw AppError.notFound("member");
  return membership;
}

function changedMeanwhile(): AppError {
  return new AppError("conflict", "The membership changed meanwhile; read it again and retry.");
}

function memberView(membership: MembershipDocument, user: UserDocument): Member {
  return {
    user_id: user._id,
    email: user.email,
    name: user.name,
    role: membership.role,
    joined_at: membership.joined_at,
  };
}
