import type { AgentConfig, DistributionEntry } from "@cx/contracts";

/** One immutable agent version, as a consumer service keeps it (for runs and conversations). */
export interface AgentVersionView {
  _id: string;
  workspace_id: string;
  agent_id: string;
  branch_id: string;
  config: AgentConfig;
  created_at: string;
}

/**
 * What a consumer needs of an agent: its name and main branch, each branch's tip and whether it
 * is archived, and the traffic distribution. Each part carries the time of the event that set
 * it, so that an older event delivered late changes nothing.
 */
export interface AgentView {
  _id: string;
  workspace_id: string;
  name: string | null;
  name_at: string | null;
  main_branch_id: string | null;
  branches: Record<string, BranchView>;
  distribution: DistributionEntry[] | null;
  deployment_id: string | null;
  distribution_at: string | null;
  /** The agent was removed: reads leave it out, late events of it change nothing visible. */
  deleted?: boolean;
}

export interface BranchView {
  name: string | null;
  name_at: string | null;
  tip_version_id: string | null;
  tip_at: string | null;
  is_archived: boolean;
  archived_at: string | null;
}

/**
 * A workspace tool as a consumer keeps it: everything but header values, which never leave the
 * agents service (`header_names` only). A deleted tool stays as a tombstone (`deleted: true`) so
 * that a late create or update event cannot bring it back; reads leave it out.
 */
export interface ToolView {
  _id: string;
  workspace_id: string;
  name: string;
  description: string;
  type: "webhook" | "client";
  parameters: Record<string, unknown>;
  webhook: { url: string; method: string; header_names: string[]; timeout_ms: number } | null;
  /** The `updated_at` of the event that set the state; older events change nothing. */
  state_at: string | null;
  deleted: boolean;
}

/**
 * A branch's draft as a consumer keeps it, to run draft conversations. A discarded (or
 * published) draft stays as `config: null`, so that a late save event cannot bring it back.
 */
export interface DraftView {
  /** `<agent_id>:<branch_id>`: one draft per branch. */
  _id: string;
  workspace_id: string;
  agent_id: string;
  branch_id: string;
  config: AgentConfig | null;
  base_version_id: string | null;
  /** The `occurred_at` of the event that set the state; older events change nothing. */
  state_at: string;
}
