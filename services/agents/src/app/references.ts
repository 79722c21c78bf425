import { AppError } from "@cx/errors";
import { knowledgeDocumentIds, unknownDocumentErrors } from "../domain/agent-config.ts";
import { attachedTestIds, unknownAttachedTestErrors } from "../domain/deployment-policy.ts";
import type { JsonObject } from "../domain/json.ts";
import { toolIdsOf, unknownToolErrors } from "../domain/tools.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";
import type { AgentsContext } from "./context.ts";
import { configOf } from "./views.ts";

/**
 * 422 unless every `agent.prompt.tool_ids` entry is a tool of the workspace and every
 * `agent.prompt.knowledge_base` entry a document of it (asked of the knowledge service, which
 * owns documents: a read model could lag behind a document created a moment ago), and every
 * `platform_settings.testing.attached_tests` entry a test or test folder of it (asked of the
 * testing service, for the same reason). `pointer` is
 * where the config sits in the request (`/config`), `message` the summary for a config the request
 * does not carry (a draft being published, a version being branched from).
 */
export async function requireKnownReferences(
  ctx: AgentsContext,
  ws: WorkspaceId,
  config: JsonObject,
  pointer: string,
  message?: string,
): Promise<void> {
  const toolIds = [...new Set(toolIdsOf(config).map(({ id }) => id))];
  const documentIds = knowledgeDocumentIds(config);
  const testIds = attachedTestIds(config);
  const [tools, documents, tests] = await Promise.all([
    toolIds.length > 0 ? ctx.repos.tools.existingAmong(ws, toolIds) : new Set<string>(),
    documentIds.length > 0 ? existingDocuments(ctx, ws, documentIds) : new Set<string>(),
    testIds.length > 0 ? existingTestEntries(ctx, ws, testIds) : new Set<string>(),
  ]);
  const fields = [
    ...unknownToolErrors(config, (id) => tools.has(id), pointer),
    ...unknownDocumentErrors(config, (id) => documents.has(id), pointer),
    ...unknownAttachedTestErrors(config, (id) => tests.has(id), pointer),
  ];
  if (fields.length > 0) throw AppError.validation(fields, message);
}

async function existingDocuments(ctx: AgentsContext, ws: WorkspaceId, ids: string[]): Promise<Set<string>> {
  try {
    return await ctx.knowledge.existingDocuments(ws, ids);
  } catch (error) {
    ctx.logger.warn({ err: error }, "knowledge documents could not be checked");
    throw new AppError("unavailable", "The knowledge service did not answer; try again.");
  }
}

async function existingTestEntries(ctx: AgentsContext, ws: WorkspaceId, ids: string[]): Promise<Set<string>> {
  try {
    return await ctx.testing.existingTestEntries(ws, ids);
  } catch (error) {
    ctx.logger.warn({ err: error }, "attached tests could not be checked");
    throw new AppError("unavailable", "The testing service did not answer; try again.");
  }
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
