import type { MeResponse } from "@cx/contracts";
import { Topics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { pendingEvent } from "@cx/outbox";
import type { UserId } from "../domain/ids.ts";
import type { IdentityDeps } from "./deps.ts";

/**
 * Log out: the session is deleted, every gateway replica is told to drop it, and only then is
 * the request answered. A session already gone (a second logout racing the first) is fine.
 */
export async function logout(deps: IdentityDeps, userId: UserId, sessionId: string): Promise<void> {
  const session = await deps.sessions.findOfUser(userId, sessionId);
  if (!session) return;
  const revoked = pendingEvent(Topics.IDENTITY_SESSION_REVOKED, {
    workspace_id: null,
    session_id: session._id,
    user_id: userId,
    reason: "logout",
    occurred_at: deps.clock().toISOString(),
  });
  await deps.sessions.delete(session._id, [revoked]);
  await deps.invalidator.session(session.token_hash);
  deps.logger.info({ userId, sessionId }, "signed out");
}

export async function me(deps: IdentityDeps, userId: UserId): Promise<MeResponse> {
  const user = await deps.users.findById(userId);
  // A valid caller for a user that does not exist: treat as signed out rather than fail.
  if (!user) throw AppError.unauthenticated();
  const memberships = await deps.memberships.ofUser(userId);
  const workspaces = new Map(
    (await deps.workspaces.findByIds(memberships.map((m) => m.workspace_id))).map((w) => [w._id, w]),
  );
  return {
    user: { id: user._id, email: user.email, name: user.name, created_at: user.created_at },
    workspaces: memberships.flatMap((m) => {
      const workspace = workspaces.get(m.workspace_id);
      return workspace ? [{ id: workspace._id, name: workspace.name, role: m.role }] : [];
    }),
  };
}
