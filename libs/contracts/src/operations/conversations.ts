import {
  ConversationDetail,
  ConversationListPage,
  ConversationMessageBody,
  ConversationStartBody,
} from "../resources/conversation.ts";
import type { OperationSchemaTable } from "./operation-schemas.ts";

/**
 * The conversations service's operations (part 4.6; extension spec part 4). The list's query is
 * read by the service itself (its values are text; each one is checked with its own path). A
 * message answered as a stream (`Accept: text/event-stream`) sends `delta` events and then one
 * `done` event whose data is the detail below.
 */
export const conversationsOperations = {
  startConversation: { body: ConversationStartBody, responses: { 201: ConversationDetail } },
  listConversations: { responses: { 200: ConversationListPage } },
  getConversation: { responses: { 200: ConversationDetail } },
  sendMessage: {
    body: ConversationMessageBody,
    responses: { 200: ConversationDetail },
    errors: ["conversation_not_active", "conversation_busy", "conflict"],
  },
  endConversation: {
    responses: { 200: ConversationDetail },
    errors: ["conversation_not_active", "conversation_busy"],
  },
  runConversationAnalysis: {
    responses: { 200: ConversationDetail },
    errors: ["conversation_not_ended", "conversation_busy"],
  },
} as const satisfies OperationSchemaTable;
