/**
 * Which agents exist, asked of the agents service over the bus (request and reply), by services
 * that refer to agents and must not accept another workspace's ids or wait for a read model.
 */
import { type Static, Type } from "@sinclair/typebox";

export const AgentRequestTopics = { AGENTS_EXIST: "agents.agents.exist" } as const;

export const AgentsExistRequest = Type.Object({
  workspace_id: Type.String(),
  agent_ids: Type.Array(Type.String(), { maxItems: 1000 }),
});
export type AgentsExistRequest = Static<typeof AgentsExistRequest>;

/** The ids among the request's that name agents of the workspace. */
export const AgentsExistReply = Type.Object({ agent_ids: Type.Array(Type.String()) });
export type AgentsExistReply = Static<typeof AgentsExistReply>;
