import { AppError } from "@cx/errors";
import type { JsonObject } from "../domain/json.ts";
import { toolIdsOf, unknownToolErrors } from "../domain/tools.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";
import type { AgentsContext } from "./context.ts";
import { configOf } from "./views.ts";

/**
 * 422 unless every `agent.prompt.tool_ids` entry is a tool of the workspace. `pointer` is where
 * the config sits in the request (`/config`), `message` the summary for a config the request
 * does not carry (a draft being published, a version being branched from).
 */
export async function requireKnownTools(
  ctx: AgentsContext,
  ws: WorkspaceId,
  config: JsonObject,
  pointer: string,
  message?: string,
): Promise<void> {
  const ids = toolIdsOf(config).map(({ id }) => id);
  if (ids.length === 0) return;
  const existing = await ctx.repos.tools.existingAmong(ws, [...new Set(ids)]);
  const fields = unknownToolErrors(config, (id) => existing.has(id), pointer);
  if (fields.length > 0) throw AppError.validation(fields, message);
}

export interface ToolUser {
  agent_id: string;
  branch_id: string;
  in_tip: boolean;
  in_draft: boolean;
}

/** Branches (not archived) whose tip or draft names the tool. */
export async function toolUsers(ctx: AgentsContext, ws: WorkspaceId, toolId: string): Promise<ToolUser[]> {
  const names = (doc: { config_json: string }) =>
    toolIdsOf(configOf(doc) as JsonObject).some(({ id }) => id === toolId);
  const needle = JSON.stringify(toolId);
  const [drafts, versions] = await Promise.all([
    ctx.repos.drafts.mentioning(ws, needle),
    ctx.repos.versions.mentioning(ws, needle),
  ]);
  const draftBranchIds = new Set(drafts.filter(names).map((draft) => draft.branch_id));
  const tipCandidates = versions.filter(names).map((version) => version._id);
  const [tipBranches, draftBranches] = await Promise.all([
    ctx.repos.branches.withTipAmong(ws, tipCandidates),
    ctx.repos.branches.findManyInWorkspace(ws, [...draftBranchIds]),
  ]);
  const users = new Map<string, ToolUser>();
  for (const branch of [...tipBranches, ...draftBranches]) {
    if (branch.is_archived) continue;
    const inTip = tipBranches.some((tipBranch) => tipBranch._id === branch._id);
    users.set(branch._id, {
      agent_id: branch.agent_id,
      branch_id: branch._id,
      in_tip: inTip,
      in_draft: draftBranchIds.has(branch._id),
    });
  }
  return [...users.values()];
}
