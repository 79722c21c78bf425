/**
 * The deployment history (extension spec part 11). Deployments are kept on the agent's deployment
 * document, the replaced ones appended by the write that replaced them, so the history can never
 * miss or repeat a change. An entry's `seq` is its position from the first deployment (1), which
 * later deployments never move: it is the key of the history's cursor.
 */
import type {
  DeploymentHistoryEntry,
  DeploymentHistoryPage,
  DeploymentWithHistoryEntry,
  PageQuery,
} from "@cx/contracts";
import { keysetQuery } from "@cx/http-kit";
import { isSeq, listPage, pageOf } from "@cx/store";
import type { DeploymentDoc, DeploymentRecordFields, StoredAllocation } from "../store/documents.ts";
import type { Repositories } from "../store/repositories.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { requireAgent } from "./loaders.ts";
import { allocationViews } from "./views.ts";

export interface DeploymentRecord extends DeploymentRecordFields {
  seq: number;
  deployment_id: string;
  distribution: StoredAllocation[];
  created_at: string;
  /** Null for the deployment in force. */
  ended_at: string | null;
}

/** Every deployment of the agent, oldest first, the one in force last. */
export function deploymentRecords(doc: DeploymentDoc): DeploymentRecord[] {
  const past = doc.history.map(
    (entry, index): DeploymentRecord => ({
      ...entry,
      seq: index + 1,
      created_at: entry.started_at,
      ended_at: entry.ended_at,
    }),
  );
  const current: DeploymentRecord = {
    seq: doc.history.length + 1,
    deployment_id: doc.deployment_id,
    distribution: doc.distribution,
    created_at: doc.updated_at,
    ended_at: null,
  };
  if (doc.created_by) current.created_by = doc.created_by;
  if (doc.reason) current.reason = doc.reason;
  if (doc.forced !== undefined) current.forced = doc.forced;
  if (doc.evidence) current.evidence = doc.evidence;
  if (doc.rollback !== undefined) current.rollback = doc.rollback;
  return [...past, current];
}

export function historyEntryView(record: DeploymentRecord): DeploymentHistoryEntry {
  const first = record.seq === 1;
  return {
    deployment_id: record.deployment_id,
    distribution: allocationViews(record.distribution),
    created_at: record.created_at,
    created_by: record.created_by ?? { type: "user", id: null },
    reason: record.reason ?? (first ? "created" : "manual"),
    forced: record.forced ?? false,
    evidence: record.evidence ?? [],
    rollback: record.rollback ?? null,
  };
}

export async function listDeploymentHistory(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: PageQuery,
): Promise<DeploymentHistoryPage> {
  const { pageSize, after } = keysetQuery(query, isSeq);
  await requireAgent(ctx, actor, agentId);
  const doc = await ctx.repos.deployments.findWithHistory(actor.workspaceId, agentId);
  if (!doc) throw new Error(`agent ${agentId} has no deployment`);
  const newestFirst = deploymentRecords(doc)
    .reverse()
    .filter((record) => after === null || record.seq < after);
  const page = pageOf(newestFirst.slice(0, pageSize + 1), pageSize, (record) => record.seq);
  return listPage(page, (records) => records.map(historyEntryView));
}

/**
 * One deployment of the agent, the one in force or one it replaced: as `GET .../deployments`
 * answered it while it was in force (its `updated_at` is when it came into force), with its entry
 * of the history. Null when the agent (or that deployment of it) is not there: removed, or
 * another workspace's. The webhooks service delivers it for `deployment.changed` and
 * `deployment.rolled_back`.
 */
export async function readDeployment(
  repos: Pick<Repositories, "agents" | "deployments">,
  ws: WorkspaceId,
  agentId: string,
  deploymentId: string,
): Promise<DeploymentWithHistoryEntry | null> {
  if (!(await repos.agents.find(ws, agentId))) return null;
  const doc = await repos.deployments.findWithHistory(ws, agentId);
  const record = doc ? deploymentRecords(doc).find((each) => each.deployment_id === deploymentId) : undefined;
  if (!record) return null;
  return {
    deployment_id: record.deployment_id,
    distribution: allocationViews(record.distribution),
    updated_at: record.created_at,
    history_entry: historyEntryView(record),
  };
}
