/**
 * What the agents service stores. Configs are kept as JSON text: their free-form members
 * (`workflow`, `data_collection`, `procedures`) may hold keys with dots or a leading `$`, which
 * MongoDB field names do not tolerate everywhere, and the store never needs to query inside one.
 */
import type { DeploymentPolicy } from "@cx/contracts";
import type { StoredDocument } from "@cx/store";
import type { WorkspaceId } from "./workspace-id.ts";

interface Tenanted extends StoredDocument {
  workspace_id: WorkspaceId;
}

export interface AgentDoc extends Tenanted {
  name: string;
  main_branch_id: string;
  created_at: string;
  updated_at: string;
  created_by: string;
  /** Absent until an admin sets one: the defaults apply. */
  deployment_policy?: DeploymentPolicy;
}

export interface BranchDoc extends Tenanted {
  agent_id: string;
  name: string;
  parent_version_id: string | null;
  tip_version_id: string;
  /** `seq` of the tip; the next version on the branch gets `tip_seq + 1`. */
  tip_seq: number;
  is_archived: boolean;
  created_at: string;
  updated_at: string;
}

/**
 * `pending` while a publish is between writing the version and moving the branch tip to it. A
 * pending version is visible only once it is its branch's tip (the publish moved the tip and then
 * stopped before marking it), so a publish that lost its race leaves nothing anyone can see.
 */
export type VersionState = "pending" | "published";

export interface VersionDoc extends Tenanted {
  agent_id: string;
  branch_id: string;
  /** Position on the branch: 1 for the branch's first version, +1 for each publish. */
  seq: number;
  parent_version_id: string | null;
  config_json: string;
  changed_paths: string[];
  created_at: string;
  created_by: string;
  state: VersionState;
}

export interface PathChange {
  path: string;
  at: string;
}

/** `_id` is the branch id: at most one draft per branch. */
export interface DraftDoc extends Tenanted {
  agent_id: string;
  branch_id: string;
  base_version_id: string;
  config_json: string;
  /** A list rather than a map: paths contain dots, which MongoDB field names must not. */
  path_changed_at: PathChange[];
  updated_at: string;
  /** Incremented by every save; saves and reconcile applies are conditional on it. */
  revision: number;
}

export interface StoredAllocation {
  branch_id: string;
  basis_points: number;
}

export interface StoredDeploymentCreator {
  type: "user" | "system";
  id: string | null;
}

export interface StoredEvidence {
  branch_id: string;
  version_id: string;
  invocation_id: string;
}

export interface StoredRollback {
  branch_id: string;
  to_branch_id: string;
  failure_rate: number;
  conversations: number;
}

/**
 * Who made a deployment and why. Optional because deployments written before the history was read
 * lack them; the history shows those as made by an unknown user (`created` for the first).
 */
export interface DeploymentRecordFields {
  created_by?: StoredDeploymentCreator;
  reason?: "created" | "manual" | "auto_rollback";
  forced?: boolean;
  evidence?: StoredEvidence[];
  rollback?: StoredRollback | null;
}

export interface DeploymentHistoryEntry extends DeploymentRecordFields {
  deployment_id: string;
  distribution: StoredAllocation[];
  started_at: string;
  ended_at: string;
}

/**
 * `_id` is the agent id. `revision` changes with every distribution change and with every archive
 * of one of the agent's branches, so the two serialise against each other.
 */
export interface DeploymentDoc extends Tenanted, DeploymentRecordFields {
  agent_id: string;
  deployment_id: string;
  distribution: StoredAllocation[];
  updated_at: string;
  revision: number;
  /** Replaced distributions, oldest first; written in the same atomic update as the change. */
  history: DeploymentHistoryEntry[];
}

/** A knowledge document the knowledge service reported deleted (`_id` = workspace:document). */
export interface DeletedDocumentDoc extends Tenanted {
  document_id: string;
  deleted_at: string;
}

/** An event written before it is published; removed once the bus confirmed it. */
/** An event of the outbox collection that earlier versions kept; drained once at start. */
export interface LegacyOutboxDoc extends Tenanted {
  topic: string;
  payload_json: string;
  created_at: string;
  attempts: number;
}

export interface StoredHeader {
  name: string;
  value: string;
}

export interface StoredWebhook {
  url: string;
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** A list rather than a map: header names may contain dots. Values are secrets. */
  headers: StoredHeader[];
  timeout_ms: number;
}

/** A workspace tool. `parameters_json` is text for the same reason as configs (JSON Schema has `$` keys). */
export interface ToolDoc extends Tenanted {
  name: string;
  description: string;
  type: "webhook" | "client";
  parameters_json: string;
  webhook: StoredWebhook | null;
  created_at: string;
  updated_at: string;
  created_by: string;
}
