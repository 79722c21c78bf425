import type { Static, TSchema } from "@sinclair/typebox";
import {
  AgentCreatedEvent,
  AgentDeletedEvent,
  AgentRenamedEvent,
  BranchArchivedEvent,
  BranchCreatedEvent,
  BranchRenamedEvent,
  BranchRestoredEvent,
  DeploymentChangedEvent,
  DeploymentRolledBackEvent,
  DraftDiscardedEvent,
  DraftSavedEvent,
  RollbackCheckRequestedEvent,
  VersionPublishedEvent,
} from "./agents.ts";
import {
  AnalysisCompletedEvent,
  AnalysisRequestedEvent,
  ConversationDeletedEvent,
  ConversationEndedEvent,
} from "./conversations.ts";
import {
  ApiKeyRevokedEvent,
  MemberAddedEvent,
  MemberRemovedEvent,
  MemberRoleChangedEvent,
  SessionRevokedEvent,
  UserRegisteredEvent,
} from "./identity.ts";
import { DocumentDeletedEvent, DocumentImportRequestedEvent, DocumentIndexedEvent } from "./knowledge.ts";
import { InvocationCompletedEvent, InvocationStartedEvent, RunCompletedEvent, RunRequestedEvent } from "./testing.ts";
import { ToolCreatedEvent, ToolDeletedEvent, ToolUpdatedEvent } from "./tools.ts";
import { type EventTopic, Topics } from "./topics.ts";
import { WebhookDeliveryRequestedEvent } from "./webhooks.ts";

/** The payload schema of every topic; `satisfies` makes a topic without a schema a type error. */
export const EventSchemas = {
  [Topics.IDENTITY_USER_REGISTERED]: UserRegisteredEvent,
  [Topics.IDENTITY_MEMBER_ADDED]: MemberAddedEvent,
  [Topics.IDENTITY_MEMBER_REMOVED]: MemberRemovedEvent,
  [Topics.IDENTITY_MEMBER_ROLE_CHANGED]: MemberRoleChangedEvent,
  [Topics.IDENTITY_SESSION_REVOKED]: SessionRevokedEvent,
  [Topics.IDENTITY_API_KEY_REVOKED]: ApiKeyRevokedEvent,
  [Topics.AGENTS_AGENT_CREATED]: AgentCreatedEvent,
  [Topics.AGENTS_AGENT_RENAMED]: AgentRenamedEvent,
  [Topics.AGENTS_AGENT_DELETED]: AgentDeletedEvent,
  [Topics.AGENTS_BRANCH_CREATED]: BranchCreatedEvent,
  [Topics.AGENTS_BRANCH_RENAMED]: BranchRenamedEvent,
  [Topics.AGENTS_BRANCH_ARCHIVED]: BranchArchivedEvent,
  [Topics.AGENTS_BRANCH_RESTORED]: BranchRestoredEvent,
  [Topics.AGENTS_VERSION_PUBLISHED]: VersionPublishedEvent,
  [Topics.AGENTS_DRAFT_SAVED]: DraftSavedEvent,
  [Topics.AGENTS_DRAFT_DISCARDED]: DraftDiscardedEvent,
  [Topics.AGENTS_DEPLOYMENT_CHANGED]: DeploymentChangedEvent,
  [Topics.AGENTS_DEPLOYMENT_ROLLED_BACK]: DeploymentRolledBackEvent,
  [Topics.AGENTS_ROLLBACK_CHECK_REQUESTED]: RollbackCheckRequestedEvent,
  [Topics.AGENTS_TOOL_CREATED]: ToolCreatedEvent,
  [Topics.AGENTS_TOOL_UPDATED]: ToolUpdatedEvent,
  [Topics.AGENTS_TOOL_DELETED]: ToolDeletedEvent,
  [Topics.TESTING_INVOCATION_STARTED]: InvocationStartedEvent,
  [Topics.TESTING_INVOCATION_COMPLETED]: InvocationCompletedEvent,
  [Topics.TESTING_RUN_REQUESTED]: RunRequestedEvent,
  [Topics.TESTING_RUN_COMPLETED]: RunCompletedEvent,
  [Topics.CONVERSATIONS_CONVERSATION_ENDED]: ConversationEndedEvent,
  [Topics.CONVERSATIONS_CONVERSATION_DELETED]: ConversationDeletedEvent,
  [Topics.CONVERSATIONS_ANALYSIS_REQUESTED]: AnalysisRequestedEvent,
  [Topics.CONVERSATIONS_ANALYSIS_COMPLETED]: AnalysisCompletedEvent,
  [Topics.KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED]: DocumentImportRequestedEvent,
  [Topics.KNOWLEDGE_DOCUMENT_INDEXED]: DocumentIndexedEvent,
  [Topics.KNOWLEDGE_DOCUMENT_DELETED]: DocumentDeletedEvent,
  [Topics.WEBHOOKS_DELIVERY_REQUESTED]: WebhookDeliveryRequestedEvent,
} as const satisfies Record<EventTopic, TSchema>;

export type EventPayloads = { [K in EventTopic]: Static<(typeof EventSchemas)[K]> };

export type EventPayloadOf<K extends EventTopic> = EventPayloads[K];
