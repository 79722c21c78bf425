import {
  ConversationDetail,
  ConversationListPage,
  ConversationListQuery,
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
  startConversation: {
    summary: "Start a conversation",
    description:
      'Starts a conversation with the agent and answers its detail, `status: "active"`. The version is ' +
      "the tip of `branch_id`, or the deployment's choice without it; `draft: true` (with `branch_id`) runs " +
      "the branch's draft config instead. The agent's `first_message`, dynamic variables substituted, is transcript entry 0. Dynamic " +
      "variables: `{{name}}` in the prompt and the first message is replaced by `dynamic_variables.name`; " +
      "`system__conversation_id`, `system__agent_id` and `system__time_utc` are always defined; an unknown " +
      "name is left as written (see `docs/api/dynamic-variables.md`).",
    body: ConversationStartBody,
    responses: { 201: ConversationDetail },
  },
  listConversations: {
    summary: "List conversations",
    description:
      "The workspace's conversations, newest `started_at` first, in cursor pages, filtered by `agent_id`, " +
      "`branch_id`, `status` and `source`. Items are details without `transcript`, `events` and `analysis`.",
    query: ConversationListQuery,
    responses: { 200: ConversationListPage },
  },
  getConversation: {
    summary: "Get a conversation",
    description: "The conversation's detail: transcript, events, analysis, usage and cost.",
    responses: { 200: ConversationDetail },
  },
  deleteConversation: {
    summary: "Delete a conversation",
    description:
      "Removes the conversation with its transcript, events and analysis for good (privacy requests); then it " +
      "is 404. A pending analysis is dropped. A test run that recorded it keeps its result, `conversation_id` " +
      "still set. Needs role `admin`.",
    responses: { 204: null },
  },
  sendMessage: {
    summary: "Send a message",
    description:
      "Appends the user's `text` and the agent's reply and answers the detail. A reply that calls a " +
      "`client` tool stops there: the detail carries `pending_tool_calls`, and the next message is " +
      "`{tool_results}` answering them, after which the agent continues. With `Accept: text/event-stream` " +
      "the reply streams: `delta` events with text as it is generated, then one `done` event with the " +
      "detail. One message at a time: a message sent while a turn is in progress is 409 " +
      "`conversation_busy`. A conversation that is not `active`: 409 `conversation_not_active`.",
    body: ConversationMessageBody,
    responses: { 200: ConversationDetail },
    errors: ["conversation_not_active", "conversation_busy", "conflict"],
  },
  endConversation: {
    summary: "End a conversation",
    description:
      'Ends the conversation (`status: "ended"`, `ended_at`, `end_reason: "api"`) and queues its analysis. ' +
      "A conversation that is not `active`: 409 `conversation_not_active`.",
    responses: { 200: ConversationDetail },
    errors: ["conversation_not_active", "conversation_busy"],
  },
  runConversationAnalysis: {
    summary: "Run conversation analysis",
    description:
      "Runs the analysis again for an ended conversation, with the agent version it ran and that version's " +
      'analysis settings. Answers the detail with `analysis_status: "pending"`; the previous `analysis` ' +
      "stays visible until the new one is done. A conversation that is not `ended`: 409 " +
      "`conversation_not_ended`.",
    responses: { 200: ConversationDetail },
    errors: ["conversation_not_ended", "conversation_busy"],
  },
} as const satisfies OperationSchemaTable;
