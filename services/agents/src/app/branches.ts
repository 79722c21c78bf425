import {
  type Branch,
  type BranchCreateBody,
  type BranchListPage,
  type BranchUpdateBody,
  type PageQuery,
  Topics,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { keysetQuery } from "@cx/http-kit";
import { type NewEvent, pendingEvent } from "@cx/outbox";
import { DuplicateKeyError, isTimeAndId, listPage, pageOf } from "@cx/store";
import type { JsonObject } from "../domain/json.ts";
import type { CurrentDeployment } from "../store/deployments-repository.ts";
import type { BranchDoc, VersionDoc } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { findVisibleVersion, requireAgent, requireBranch } from "./loaders.ts";
import { newBranchWithFirstVersion } from "./new-branch.ts";
import { CONFLICT_RETRY, retryOnConflict } from "./optimistic.ts";
import { requireKnownReferences } from "./references.ts";
import { refuseBlankName } from "./validation.ts";
import { branchView, configOf } from "./views.ts";

function liveShares(deployment: CurrentDeployment | null): Map<string, number> {
  return new Map((deployment?.distribution ?? []).map((entry) => [entry.branch_id, entry.basis_points]));
}

async function viewsOf(ctx: AgentsContext, actor: Actor, agentId: string, branches: BranchDoc[]): Promise<Branch[]> {
  const [drafts, deployment] = await Promise.all([
    ctx.repos.drafts.branchesWithDraft(
      actor.workspaceId,
      agentId,
      branches.map((b) => b._id),
    ),
    ctx.repos.deployments.find(actor.workspaceId, agentId),
  ]);
  const shares = liveShares(deployment);
  return branches.map((b) =>
    branchView(b, { draftExists: drafts.has(b._id), liveBasisPoints: shares.get(b._id) ?? 0 }),
  );
}

export async function branchResource(ctx: AgentsContext, actor: Actor, branch: BranchDoc): Promise<Branch> {
  const [view] = await viewsOf(ctx, actor, branch.agent_id, [branch]);
  return view as Branch;
}

export async function listBranches(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: PageQuery,
): Promise<BranchListPage> {
  const page = keysetQuery(query, isTimeAndId);
  await requireAgent(ctx, actor, agentId);
  const rows = await ctx.repos.branches.list(actor.workspaceId, agentId, page.after, page.pageSize + 1);
  const served = rows.slice(0, page.pageSize);
  const views = await viewsOf(ctx, actor, agentId, served);
  return listPage(
    pageOf(rows, page.pageSize, (row) => [row.created_at, row._id]),
    () => views,
  );
}

function nameTaken(name: string): AppError {
  return new AppError("branch_name_taken", `This agent already has a branch named "${name}".`, { name });
}

/**
 * A new branch starts with one published version: a copy of `parent_version_id`'s config (any
 * version of the agent, on any branch), or of main's tip.
 */
export async function createBranch(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  input: BranchCreateBody,
): Promise<Branch> {
  refuseBlankName(input.name);
  const ws = actor.workspaceId;
  const agent = await requireAgent(ctx, actor, agentId);
  let parent: VersionDoc | null;
  if (input.parent_version_id) {
    parent = await findVisibleVersion(ctx, actor, agentId, input.parent_version_id);
    if (!parent) {
      throw AppError.validation([{ path: "/parent_version_id", message: "is not a version of this agent" }]);
    }
  } else {
    const main = await requireBranch(ctx, actor, agentId, agent.main_branch_id);
    parent = await findVisibleVersion(ctx, actor, agentId, main.tip_version_id);
    if (!parent) throw new Error(`main branch ${main._id} has no visible tip`);
  }
  await requireKnownReferences(
    ctx,
    ws,
    configOf(parent) as JsonObject,
    "/parent_version_id/config",
    "The version to branch from names tools that no longer exist.",
  );
  if (await ctx.repos.branches.findByName(ws, agentId, input.name)) throw nameTaken(input.name);

  const now = ctx.now();
  const { branch, version } = newBranchWithFirstVersion({
    workspaceId: ws,
    agentId,
    name: input.name,
    parentVersionId: parent._id,
    configJson: parent.config_json,
    changedPaths: [],
    createdBy: actor.userId,
    now,
  });
  const base = { workspace_id: ws, occurred_at: now, agent_id: agentId, branch_id: branch._id };
  const events = [
    pendingEvent(Topics.AGENTS_BRANCH_CREATED, { ...base, name: branch.name, parent_version_id: parent._id }),
    pendingEvent(Topics.AGENTS_VERSION_PUBLISHED, {
      ...base,
      version_id: version._id,
      parent_version_id: parent._id,
      config: JSON.parse(version.config_json),
      changed_paths: [],
      created_by: actor.userId,
      created_at: now,
    }),
  ];
  // The version first: no branch ever points at a missing tip. Should the name have been taken
  // in the meantime, the version, which nothing references, goes again.
  await ctx.repos.versions.insert(ws, version);
  try {
    await ctx.repos.branches.insert(ws, branch, events);
  } catch (error) {
    await ctx.repos.versions.deleteOrphan(ws, version._id);
    if (error instanceof DuplicateKeyError) throw nameTaken(input.name);
    throw error;
  }
  return branchView(branch, { draftExists: false, liveBasisPoints: 0 });
}

/**
 * `PATCH` a branch: rename and/or archive or restore. `main` can be neither renamed nor archived.
 * A branch that still takes traffic cannot be archived (deploy it to 0% first), and an archive
 * serialises with deployment changes through the deployment's revision, so a concurrent
 * deployment can never send traffic to a branch that was just archived.
 */
export async function updateBranch(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  branchId: string,
  input: BranchUpdateBody,
): Promise<Branch> {
  refuseBlankName(input.name);
  const ws = actor.workspaceId;
  const agent = await requireAgent(ctx, actor, agentId);
  let branch = await requireBranch(ctx, actor, agentId, branchId);
  const isMain = agent.main_branch_id === branch._id;
  const renaming = input.name !== undefined && input.name !== branch.name;
  if (isMain && renaming) {
    throw new AppError("branch_main_protected", "The main branch cannot be renamed.", { branch_id: branch._id });
  }
  if (isMain && input.is_archived === true) {
    throw new AppError("branch_main_protected", "The main branch cannot be archived.", { branch_id: branch._id });
  }
  if (renaming && input.name !== undefined && (await ctx.repos.branches.findByName(ws, agentId, input.name))) {
    throw nameTaken(input.name);
  }

  const fact = { workspace_id: ws, agent_id: agentId, branch_id: branchId };
  const restore = (at: string) =>
    ctx.repos.branches.setArchived(ws, agentId, branchId, false, at, [
      pendingEvent(Topics.AGENTS_BRANCH_RESTORED, { ...fact, occurred_at: at }),
    ]);
  const rename = async (undo: () => Promise<void>) => {
    if (!renaming || input.name === undefined) return;
    const name = input.name;
    const at = ctx.now();
    try {
      const renamed = await ctx.repos.branches.rename(ws, agentId, branchId, name, at, [
        pendingEvent(Topics.AGENTS_BRANCH_RENAMED, { ...fact, occurred_at: at, name }),
      ]);
      if (renamed) branch = renamed;
    } catch (error) {
      await undo();
      if (error instanceof DuplicateKeyError) throw nameTaken(name);
      throw error;
    }
  };

  // All or nothing: the step that can be refused (archive: the branch is live; rename: the name
  // was taken meanwhile) goes first, and the other is undone if the second step fails. An undone
  // archive has been announced, so its undoing is announced too.
  if (input.is_archived === true && !branch.is_archived) {
    const outcome = await archive(ctx, actor, branch);
    branch = outcome.branch;
    await rename(async () => {
      if (outcome.changed) await restore(ctx.now());
    });
  } else {
    await rename(async () => undefined);
    if (input.is_archived === false && branch.is_archived) {
      const restored = await restore(ctx.now());
      if (restored) branch = restored;
    }
  }
  return branchResource(ctx, actor, branch);
}

async function archive(
  ctx: AgentsContext,
  actor: Actor,
  branch: BranchDoc,
): Promise<{ branch: BranchDoc; changed: boolean }> {
  const ws = actor.workspaceId;
  return retryOnConflict(
    async () => {
      // Read the deployment before archiving; archive; then claim that same revision. A
      // deployment change in between makes the claim fail and the archive is undone and retried.
      const deployment = await ctx.repos.deployments.find(ws, branch.agent_id);
      const live = liveShares(deployment).get(branch._id) ?? 0;
      if (live > 0) {
        throw new AppError("conflict", "The branch still takes traffic; deploy it to 0% before archiving it.", {
          reason: "branch_live",
          branch_id: branch._id,
          live_basis_points: live,
        });
      }
      const at = ctx.now();
      const archivedEvent: NewEvent[] = [
        pendingEvent(Topics.AGENTS_BRANCH_ARCHIVED, {
          workspace_id: ws,
          occurred_at: at,
          agent_id: branch.agent_id,
          branch_id: branch._id,
        }),
      ];
      // The archive commits when it claims the deployment's revision; without a deployment, at once.
      const archived = await ctx.repos.branches.setArchived(
        ws,
        branch.agent_id,
        branch._id,
        true,
        at,
        deployment ? [] : archivedEvent,
      );
      // Archived by someone else meanwhile: the request's outcome holds, but this request changed nothing.
      if (!archived) return { branch: await requireBranch(ctx, actor, branch.agent_id, branch._id), changed: false };
      if (!deployment || (await ctx.repos.deployments.touch(ws, branch.agent_id, deployment.revision, archivedEvent))) {
        return { branch: archived, changed: true };
      }
      await ctx.repos.branches.setArchived(ws, branch.agent_id, branch._id, false, ctx.now());
      return CONFLICT_RETRY;
    },
    () => new AppError("conflict", "The deployment kept changing; try again.", { reason: "deployment_busy" }),
  );
}
