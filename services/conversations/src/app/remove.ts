import { Topics } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { WorkspaceId } from "@cx/ids";
import { pendingEvent } from "@cx/outbox";
import { type ConversationDeps, nowOf } from "./deps.ts";

/**
 * Removes a conversation for good (extension spec part 11, privacy requests). Its transcript,
 * events, analysis, analysis job and unrelayed events all live on its one document, which the
 * removal empties and deletes; every later write to it is a conditional update without upsert (a
 * turn's lease, an analysis's lease), so a turn or an analysis still running cannot bring it back.
 * `conversations.conversation.deleted` tells the services that kept something of it (the agents
 * service's rollback outcomes). A test run that recorded it keeps its own result.
 */
export async function removeConversation(deps: ConversationDeps, workspaceId: WorkspaceId, id: string): Promise<void> {
  const current = await deps.conversations.find(workspaceId, id);
  if (!current) throw AppError.notFound("conversation");
  const removed = await deps.conversations.delete(workspaceId, id, [
    pendingEvent(Topics.CONVERSATIONS_CONVERSATION_DELETED, {
      workspace_id: workspaceId,
      occurred_at: nowOf(deps).toISOString(),
      conversation_id: id,
      agent_id: current.agent_id,
    }),
  ]);
  if (!removed) throw AppError.notFound("conversation");
}
