/**
 * Which agents exist, asked of the agents service over the bus (request and reply), by services
 * that refer to agents and must not accept another workspace's ids or wait for a read model.
 */
import { type Static, Type } from "@sinclair/typebox";
import { LiteralUnion, Nullable } from "../builders.ts";
import { AgentConfig } from "./agent-config.ts";

export const AgentRequestTopics = {
  AGENTS_EXIST: "agents.agents.exist",
  BRANCH_TIP: "agents.branches.tip",
  READ_DEPLOYMENT: "agents.deployments.read",
} as const;

export const AgentsExistRequest = Type.Object({
  workspace_id: Type.String(),
  agent_ids: Type.Array(Type.String(), { maxItems: 1000 }),
});
export type AgentsExistRequest = Static<typeof AgentsExistRequest>;

/** The ids among the request's that name agents of the workspace. */
export const AgentsExistReply = Type.Object({ agent_ids: Type.Array(Type.String()) });
export type AgentsExistReply = Static<typeof AgentsExistReply>;

/**
 * The newest version of a branch, with its config, asked by the testing service when an
 * invocation freezes the version its runs execute: authoritative at once, where the read model
 * could still hold the previous tip. `branch_id` null means the agent's main branch.
 */
export const BranchTipRequest = Type.Object({
  workspace_id: Type.String(),
  agent_id: Type.String(),
  branch_id: Nullable(Type.String()),
});
export type BranchTipRequest = Static<typeof BranchTipRequest>;

export const BRANCH_TIP_OUTCOMES = ["found", "agent_not_found", "branch_not_found"] as const;

export const BranchTipReply = Type.Object({
  outcome: LiteralUnion(BRANCH_TIP_OUTCOMES),
  /** Set when `outcome` is `found`. */
  tip: Nullable(
    Type.Object({
      branch_id: Type.String(),
      version_id: Type.String(),
      config: AgentConfig,
      /**
       * Whether the branch has a draft now, so that a start of a draft run the read model cannot
       * answer yet is told at once that there is none, instead of waiting for an event that never comes.
       */
      has_draft: Type.Optional(Type.Boolean()),
    }),
  ),
});
export type BranchTipReply = Static<typeof BranchTipReply>;
