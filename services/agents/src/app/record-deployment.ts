/**
 * The one write that changes which branches take an agent's traffic, whoever asks for it (a user's
 * `PUT .../deployments`, an automatic rollback): the new deployment, the replaced one appended to
 * the history and the change's events go in one conditional update on the deployment's revision.
 */
import { Topics } from "@cx/contracts";
import { type Events, pendingEvent } from "@cx/outbox";
import type { Allocation } from "../domain/distribution.ts";
import type { CurrentDeployment } from "../store/deployments-repository.ts";
import type {
  DeploymentHistoryEntry,
  DeploymentRecordFields,
  StoredDeploymentCreator,
  StoredEvidence,
  StoredRollback,
} from "../store/documents.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";
import type { AgentsContext } from "./context.ts";
import { newId } from "./ids.ts";

export interface DeploymentChange {
  distribution: Allocation[];
  createdBy: StoredDeploymentCreator;
  reason: "manual" | "auto_rollback";
  forced?: boolean;
  evidence?: StoredEvidence[];
  rollback?: StoredRollback | null;
  /**
   * Recorded by the same write besides `agents.deployment.changed` (a rollback's own event, say);
   * given the new deployment's id and time when they name it.
   */
  events?: Events | ((next: RecordedDeployment) => Events);
}

export interface RecordedDeployment {
  deployment_id: string;
  created_at: string;
}

/**
 * Makes `change` the agent's deployment if the deployment is still at `current.revision`. Null
 * when something changed it first (another deployment, an archive): the caller reads it again and
 * decides anew, so of several changes decided on the same deployment exactly one takes effect.
 */
export async function recordDeployment(
  ctx: AgentsContext,
  ws: WorkspaceId,
  agentId: string,
  current: CurrentDeployment,
  change: DeploymentChange,
): Promise<RecordedDeployment | null> {
  const now = ctx.now();
  const record: Required<DeploymentRecordFields> = {
    created_by: change.createdBy,
    reason: change.reason,
    forced: change.forced ?? false,
    evidence: change.evidence ?? [],
    rollback: change.rollback ?? null,
  };
  const next = { deployment_id: newId("dep"), distribution: change.distribution, updated_at: now, ...record };
  const changed = pendingEvent(Topics.AGENTS_DEPLOYMENT_CHANGED, {
    workspace_id: ws,
    occurred_at: now,
    agent_id: agentId,
    deployment_id: next.deployment_id,
    previous_deployment_id: current.deployment_id,
    distribution: change.distribution,
  });
  const replaced: DeploymentHistoryEntry = {
    ...recordOf(current),
    deployment_id: current.deployment_id,
    distribution: current.distribution,
    started_at: current.updated_at,
    ended_at: now,
  };
  const extra =
    typeof change.events === "function"
      ? change.events({ deployment_id: next.deployment_id, created_at: now })
      : (change.events ?? []);
  const done = await ctx.repos.deployments.replace(ws, agentId, current.revision, next, replaced, [changed, ...extra]);
  return done ? { deployment_id: next.deployment_id, created_at: now } : null;
}

/** The record fields a stored deployment has (older ones have none). */
function recordOf(doc: DeploymentRecordFields): DeploymentRecordFields {
  const out: DeploymentRecordFields = {};
  if (doc.created_by) out.created_by = doc.created_by;
  if (doc.reason) out.reason = doc.reason;
  if (doc.forced !== undefined) out.forced = doc.forced;
  if (doc.evidence) out.evidence = doc.evidence;
  if (doc.rollback !== undefined) out.rollback = doc.rollback;
  return out;
}
