import type { MessageBus } from "@cx/bus";
import {
  type ConversationReading,
  ConversationRequestTopics,
  READ_CONVERSATIONS_MAX,
  ReadConversationsReply,
  type ReadConversationsRequest,
} from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";

/** A reader waits on someone's request: long enough for a busy conversations service, no longer. */
export const READ_TIMEOUT_MS = 5000;

/** The conversations the testing service reads: those of its simulation runs, and those tests are made from. */
export interface ConversationReader {
  /**
   * The conversations of `workspaceId` among `ids` (another workspace's are left out, as missing
   * ones are), with their events and recorded tool calls when `detail` is set.
   */
  read(workspaceId: string, ids: readonly string[], detail: boolean): Promise<Map<string, ConversationReading>>;
}

/** Asks the conversations service over the bus, which owns them; failures surface as the bus's typed errors. */
export function createBusConversationReader(bus: MessageBus): ConversationReader {
  return {
    async read(workspaceId, ids, detail) {
      const found = new Map<string, ConversationReading>();
      const unique = [...new Set(ids)];
      const batches: string[][] = [];
      for (let i = 0; i < unique.length; i += READ_CONVERSATIONS_MAX)
        batches.push(unique.slice(i, i + READ_CONVERSATIONS_MAX));
      const replies = await Promise.all(
        batches.map(async (conversation_ids) => {
          const request: ReadConversationsRequest = { workspace_id: workspaceId, conversation_ids, detail };
          const reply = await bus.request<unknown>(ConversationRequestTopics.READ_CONVERSATIONS, request, {
            timeoutMs: READ_TIMEOUT_MS,
          });
          if (!Value.Check(ReadConversationsReply, reply)) {
            throw new Error(
              `the reply to "${ConversationRequestTopics.READ_CONVERSATIONS}" does not match its contract`,
            );
          }
          return reply;
        }),
      );
      for (const reply of replies)
        for (const conversation of reply.conversations) found.set(conversation.id, conversation);
      return found;
    },
  };
}
