import type { WebhooksDeps } from "./deps.ts";

/**
 * A conversation was removed for good (extension spec part 11): its deliveries, whose bodies hold
 * its transcript, go with it, made or not. The removal is recorded first, so that a fan-out that
 * read the conversation just before it went and records its deliveries after this purge finds the
 * record and takes them back (`fanOut`). Idempotent.
 */
export async function forgetConversation(
  deps: WebhooksDeps,
  workspaceId: string,
  conversationId: string,
  removedAt: string,
): Promise<number> {
  await deps.repos.removedConversations.record(workspaceId, {
    _id: conversationId,
    workspace_id: workspaceId,
    removed_at: removedAt,
  });
  return deps.repos.deliveries.deleteOfResource(workspaceId, conversationId);
}
