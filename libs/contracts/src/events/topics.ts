/**
 * Bus topics, `<service>.<entity>.<past-verb>`: dots between the three parts (so AMQP topic
 * wildcards such as `agents.#` work), kebab-case inside a part.
 */
export const Topics = {
  IDENTITY_USER_REGISTERED: "identity.user.registered",
  IDENTITY_MEMBER_ADDED: "identity.member.added",
  IDENTITY_MEMBER_REMOVED: "identity.member.removed",
  IDENTITY_MEMBER_ROLE_CHANGED: "identity.member.role-changed",
  IDENTITY_SESSION_REVOKED: "identity.session.revoked",
  IDENTITY_API_KEY_REVOKED: "identity.api-key.revoked",
  AGENTS_AGENT_CREATED: "agents.agent.created",
  AGENTS_AGENT_RENAMED: "agents.agent.renamed",
  AGENTS_AGENT_DELETED: "agents.agent.deleted",
  AGENTS_BRANCH_CREATED: "agents.branch.created",
  AGENTS_BRANCH_RENAMED: "agents.branch.renamed",
  AGENTS_BRANCH_ARCHIVED: "agents.branch.archived",
  AGENTS_BRANCH_RESTORED: "agents.branch.restored",
  AGENTS_VERSION_PUBLISHED: "agents.version.published",
  AGENTS_DRAFT_SAVED: "agents.draft.saved",
  AGENTS_DRAFT_DISCARDED: "agents.draft.discarded",
  AGENTS_DEPLOYMENT_CHANGED: "agents.deployment.changed",
  AGENTS_DEPLOYMENT_ROLLED_BACK: "agents.deployment.rolled-back",
  AGENTS_ROLLBACK_CHECK_REQUESTED: "agents.rollback-check.requested",
  AGENTS_TOOL_CREATED: "agents.tool.created",
  AGENTS_TOOL_UPDATED: "agents.tool.updated",
  AGENTS_TOOL_DELETED: "agents.tool.deleted",
  TESTING_INVOCATION_STARTED: "testing.invocation.started",
  TESTING_INVOCATION_COMPLETED: "testing.invocation.completed",
  TESTING_RUN_REQUESTED: "testing.run.requested",
  TESTING_RUN_COMPLETED: "testing.run.completed",
  CONVERSATIONS_CONVERSATION_ENDED: "conversations.conversation.ended",
  CONVERSATIONS_CONVERSATION_DELETED: "conversations.conversation.deleted",
  CONVERSATIONS_ANALYSIS_REQUESTED: "conversations.analysis.requested",
  CONVERSATIONS_ANALYSIS_COMPLETED: "conversations.analysis.completed",
  KNOWLEDGE_DOCUMENT_IMPORT_REQUESTED: "knowledge.document.import-requested",
  KNOWLEDGE_DOCUMENT_INDEXED: "knowledge.document.indexed",
  KNOWLEDGE_DOCUMENT_DELETED: "knowledge.document.deleted",
  WEBHOOKS_DELIVERY_REQUESTED: "webhooks.delivery.requested",
} as const;

export type EventTopic = (typeof Topics)[keyof typeof Topics];

export const TOPIC_LIST: readonly EventTopic[] = Object.values(Topics);

export function isEventTopic(value: string): value is EventTopic {
  return (TOPIC_LIST as readonly string[]).includes(value);
}
