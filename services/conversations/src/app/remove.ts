import { AppError } from "@cx/errors";
import type { WorkspaceId } from "@cx/ids";
import type { ConversationDeps } from "./deps.ts";

/**
 * Removes a conversation for good (extension spec part 11, privacy requests). Its transcript,
 * events, analysis, analysis job and unrelayed events all live on its one document, so deleting
 * that document leaves nothing behind; every later write to it is a conditional update without
 * upsert (a turn's lease, an analysis's lease), so a turn or an analysis still running cannot
 * bring it back. A test run that recorded it keeps its own result (`conversation_id` set).
 */
export async function removeConversation(deps: ConversationDeps, workspaceId: WorkspaceId, id: string): Promise<void> {
  if (!(await deps.conversations.delete(workspaceId, id))) throw AppError.notFound("conversation");
}
