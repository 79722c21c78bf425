import { Topics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { pendingEvent } from "@cx/outbox";
import { DuplicateKeyError } from "@cx/store";
import { normaliseEmail } from "../domain/email.ts";
import { asWorkspaceId, newId } from "../domain/ids.ts";
import type { IdentityDeps } from "./deps.ts";

export interface RegisterInput {
  email: string;
  name: string;
  password: string;
  workspace_name: string;
}

/**
 * Part 4.1: creates the user, their workspace and the owner membership, or, when the email is
 * taken, does nothing that can be told apart from outside: the password is hashed and an insert
 * attempted either way, and the answer is the same. The existing account is not touched.
 */
export async function register(deps: IdentityDeps, input: RegisterInput): Promise<void> {
  const name = requireText(input.name, "/name");
  const workspaceName = requireText(input.workspace_name, "/workspace_name");
  const email = normaliseEmail(input.email);
  const passwordHash = await deps.passwords.hash(input.password);
  const now = deps.clock().toISOString();
  const userId = newId("usr");
  try {
    await deps.users.insert({ _id: userId, email, name, password_hash: passwordHash, created_at: now });
  } catch (error) {
    if (error instanceof DuplicateKeyError) return;
    throw error;
  }
  const workspaceId = asWorkspaceId(newId("ws"));
  try {
    await deps.workspaces.insert({
      _id: workspaceId,
      name: workspaceName,
      created_by: userId,
      created_at: now,
      owner_lock_until: null,
    });
    // The membership completes the registration, so it carries the registration's events.
    await deps.memberships.insert(
      workspaceId,
      { _id: newId("mem"), workspace_id: workspaceId, user_id: userId, role: "owner", joined_at: now },
      [
        pendingEvent(Topics.IDENTITY_USER_REGISTERED, {
          workspace_id: workspaceId,
          user_id: userId,
          email,
          name,
          occurred_at: now,
        }),
        pendingEvent(Topics.IDENTITY_MEMBER_ADDED, {
          workspace_id: workspaceId,
          user_id: userId,
          role: "owner",
          added_by: userId,
          occurred_at: now,
        }),
      ],
    );
  } catch (error) {
    // Nothing half-written: without its workspace the account could never be used, and its email
    // would be taken for ever.
    await undo(deps, userId, workspaceId);
    throw error;
  }
  deps.logger.info({ userId, workspaceId }, "user registered");
}

async function undo(deps: IdentityDeps, userId: string, workspaceId: ReturnType<typeof asWorkspaceId>) {
  try {
    await deps.memberships.removeAll(workspaceId);
    await deps.workspaces.delete(workspaceId);
    await deps.users.delete(userId);
  } catch (error) {
    deps.logger.error({ err: error, userId, workspaceId }, "a failed registration could not be undone");
  }
}

/** Names are trimmed; one made only of spaces is empty. */
export function requireText(value: string, path: string): string {
  const trimmed = value.trim();
  if (trimmed.length === 0) throw AppError.validation([{ path, message: "must not be blank" }]);
  return trimmed;
}
