import { type Static, Type } from "@sinclair/typebox";
import { DateTime, LiteralUnion, Nullable } from "../builders.ts";
import { AgentConfig } from "../resources/agent-config.ts";
import { EventPayload } from "./base.ts";

/** The branch `main` is created and its first version published with the agent. */
export const AgentCreatedEvent = EventPayload({
  agent_id: Type.String(),
  name: Type.String(),
  main_branch_id: Type.String(),
  created_by: Type.Optional(Type.String()),
  created_at: DateTime(),
});
export type AgentCreatedEvent = Static<typeof AgentCreatedEvent>;

/** Read models that show `agent_name` (conversation detail) follow renames from this. */
export const AgentRenamedEvent = EventPayload({
  agent_id: Type.String(),
  name: Type.String(),
});
export type AgentRenamedEvent = Static<typeof AgentRenamedEvent>;

/**
 * The agent is gone with its branches, versions, drafts and deployments: read models forget it
 * (new conversations and invocations of it are 404); conversations and runs keep their copies.
 */
export const AgentDeletedEvent = EventPayload({
  agent_id: Type.String(),
});
export type AgentDeletedEvent = Static<typeof AgentDeletedEvent>;

export const BranchCreatedEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
  name: Type.String(),
  parent_version_id: Nullable(Type.String()),
});
export type BranchCreatedEvent = Static<typeof BranchCreatedEvent>;

export const BranchRenamedEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
  name: Type.String(),
});
export type BranchRenamedEvent = Static<typeof BranchRenamedEvent>;

export const BranchArchivedEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
});
export type BranchArchivedEvent = Static<typeof BranchArchivedEvent>;

export const BranchRestoredEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
});
export type BranchRestoredEvent = Static<typeof BranchRestoredEvent>;

/**
 * A new immutable version, now the branch tip. The whole config travels so that testing,
 * conversations and knowledge keep read models of versions (prompt, model, attached documents in
 * `agent.prompt.knowledge_base`) without calling the agents service. Published for the first
 * version of every new branch too.
 */
export const VersionPublishedEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
  version_id: Type.String(),
  parent_version_id: Type.Optional(Nullable(Type.String())),
  config: AgentConfig,
  changed_paths: Type.Array(Type.String()),
  created_by: Type.Optional(Type.String()),
  created_at: DateTime(),
});
export type VersionPublishedEvent = Static<typeof VersionPublishedEvent>;

/**
 * Every save of a draft (including the result of a reconcile apply). `knowledge_document_ids`
 * are the documents the draft attaches, all of them, not a delta: the knowledge service keeps
 * "attached to a draft" from the latest one for its `document_in_use` rule.
 */
export const DraftSavedEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
  base_version_id: Type.Optional(Type.String()),
  draft_hash: Type.Optional(Type.String()),
  knowledge_document_ids: Type.Array(Type.String()),
  /** The whole draft config, so that conversations can run a branch's draft (`draft: true`). */
  config: Type.Optional(AgentConfig),
});
export type DraftSavedEvent = Static<typeof DraftSavedEvent>;

/** Publishing deletes the draft too, so it also ends a draft (reason `published`). */
export const DRAFT_DISCARD_REASONS = ["discarded", "published"] as const;
export const DraftDiscardedEvent = EventPayload({
  agent_id: Type.String(),
  branch_id: Type.String(),
  reason: Type.Optional(LiteralUnion(DRAFT_DISCARD_REASONS)),
});
export type DraftDiscardedEvent = Static<typeof DraftDiscardedEvent>;

export const DistributionEntry = Type.Object({
  branch_id: Type.String(),
  basis_points: Type.Integer({ minimum: 0, maximum: 10000 }),
});
export type DistributionEntry = Static<typeof DistributionEntry>;

/**
 * The new distribution, in basis points (1% = 100, total 10000), used to route conversations.
 * Also published for the initial `main` 100% of a new agent, with `previous_deployment_id` null.
 */
export const DeploymentChangedEvent = EventPayload({
  agent_id: Type.String(),
  deployment_id: Type.String(),
  previous_deployment_id: Type.Optional(Nullable(Type.String())),
  distribution: Type.Array(DistributionEntry),
});
export type DeploymentChangedEvent = Static<typeof DeploymentChangedEvent>;

/**
 * An automatic rollback (extension spec part 11): `branch_id`'s basis points moved to
 * `to_branch_id` because `failure_rate` of its newest `conversations` analysed conversations
 * failed. Published with the `agents.deployment.changed` of the same deployment.
 */
export const DeploymentRolledBackEvent = EventPayload({
  agent_id: Type.String(),
  deployment_id: Type.String(),
  previous_deployment_id: Type.String(),
  distribution: Type.Array(DistributionEntry),
  rollback: Type.Object({
    branch_id: Type.String(),
    to_branch_id: Type.String(),
    failure_rate: Type.Number(),
    conversations: Type.Integer(),
  }),
});
export type DeploymentRolledBackEvent = Static<typeof DeploymentRolledBackEvent>;

/**
 * Work for the agents service's rollback check (extension spec part 11): the branch of the
 * conversation whose outcome was recorded is to be checked. Recorded with the outcome by the same
 * write (the outbox), and again by the sweeper for a check whose message or worker was lost.
 */
export const RollbackCheckRequestedEvent = EventPayload({
  conversation_id: Type.String(),
  agent_id: Type.String(),
  branch_id: Type.String(),
});
export type RollbackCheckRequestedEvent = Static<typeof RollbackCheckRequestedEvent>;
