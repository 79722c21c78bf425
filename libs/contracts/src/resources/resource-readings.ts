/**
 * One resource of another service, read over the bus (request and reply) exactly as its route
 * answers it: the webhooks service puts it in a delivery's `data` (extension spec part 11). Each
 * request names its workspace, and only that workspace's resource is answered; one that is not
 * there (never was, or was removed since) is answered null.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Nullable } from "../builders.ts";
import { ConversationDetail } from "./conversation.ts";
import { Deployment, DeploymentHistoryEntry } from "./deployment.ts";
import { Invocation } from "./test-invocation.ts";

/** `conversations.details.read`: the conversation as `GET .../conversations/{id}` answers it. */
export const ReadConversationDetailRequest = Type.Object({
  workspace_id: Type.String({ minLength: 1 }),
  conversation_id: Type.String({ minLength: 1 }),
});
export type ReadConversationDetailRequest = Static<typeof ReadConversationDetailRequest>;

export const ReadConversationDetailReply = Type.Object({ conversation: Nullable(ConversationDetail) });
export type ReadConversationDetailReply = Static<typeof ReadConversationDetailReply>;

/** `testing.invocations.read`: the invocation as `GET .../test-invocations/{id}` answers it. */
export const ReadInvocationRequest = Type.Object({
  workspace_id: Type.String({ minLength: 1 }),
  invocation_id: Type.String({ minLength: 1 }),
});
export type ReadInvocationRequest = Static<typeof ReadInvocationRequest>;

export const ReadInvocationReply = Type.Object({ invocation: Nullable(Invocation) });
export type ReadInvocationReply = Static<typeof ReadInvocationReply>;

/**
 * A deployment as `GET .../agents/{agent_id}/deployments` answered it while it was in force, with
 * `history_entry`, its entry of `GET .../deployments/history`: a webhook's `data` for
 * `deployment.changed` and `deployment.rolled_back`.
 */
export const DeploymentWithHistoryEntry = Type.Object(
  {
    ...Deployment.properties,
    history_entry: DeploymentHistoryEntry,
  },
  { description: "A deployment with its entry of the deployment history." },
);
export type DeploymentWithHistoryEntry = Static<typeof DeploymentWithHistoryEntry>;

/** `agents.deployments.read`: one deployment of the agent, the one in force or a replaced one. */
export const ReadDeploymentRequest = Type.Object({
  workspace_id: Type.String({ minLength: 1 }),
  agent_id: Type.String({ minLength: 1 }),
  deployment_id: Type.String({ minLength: 1 }),
});
export type ReadDeploymentRequest = Static<typeof ReadDeploymentRequest>;

export const ReadDeploymentReply = Type.Object({ deployment: Nullable(DeploymentWithHistoryEntry) });
export type ReadDeploymentReply = Static<typeof ReadDeploymentReply>;
