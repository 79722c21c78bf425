import { type AgentConfig, type Draft, DraftSaveBody, Topics, type Version } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { configErrors, knowledgeDocumentIds, normalizeConfig } from "../domain/agent-config.ts";
import { changedPaths } from "../domain/config-paths.ts";
import { draftHash, nextPathChangedAt, type PathChangedAt } from "../domain/draft-rules.ts";
import type { JsonObject } from "../domain/json.ts";
import type { BranchDoc, DraftDoc, PathChange, VersionDoc } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { newId } from "./ids.ts";
import { findVisibleVersion, requireDraft, requireQueriedBranch, requireTip, requireWritable } from "./loaders.ts";
import { CONFLICT_RETRY, retryOnConflict } from "./optimistic.ts";
import { requireKnownReferences } from "./references.ts";
import { parseWith } from "./validation.ts";
import { configOf, draftView, versionView } from "./views.ts";

export function hashOf(draft: DraftDoc): string {
  return draftHash(configOf(draft) as JsonObject, draft.base_version_id);
}

export function viewOfDraft(draft: DraftDoc): Draft {
  return draftView(draft, hashOf(draft));
}

export function toPathChanges(map: PathChangedAt): PathChange[] {
  return Object.entries(map).map(([path, at]) => ({ path, at }));
}

export function fromPathChanges(changes: PathChange[]): PathChangedAt {
  return Object.fromEntries(changes.map((change) => [change.path, change.at]));
}

export async function getDraft(ctx: AgentsContext, actor: Actor, agentId: string, query: unknown): Promise<Draft> {
  const branch = await requireQueriedBranch(ctx, actor, agentId, query);
  return viewOfDraft(await requireDraft(ctx, actor, branch));
}

/** `agents.draft.saved` with every document the draft attaches (the knowledge service's `document_in_use`). */
export async function announceDraft(ctx: AgentsContext, actor: Actor, draft: DraftDoc): Promise<void> {
  await ctx.events.publish(actor.workspaceId, Topics.AGENTS_DRAFT_SAVED, {
    workspace_id: actor.workspaceId,
    occurred_at: draft.updated_at,
    agent_id: draft.agent_id,
    branch_id: draft.branch_id,
    base_version_id: draft.base_version_id,
    draft_hash: hashOf(draft),
    knowledge_document_ids: knowledgeDocumentIds(configOf(draft) as JsonObject),
    config: configOf(draft) as AgentConfig,
  });
}

/**
 * Saves the whole draft config. The base is `base_version_id` when given (a version of this
 * branch), else the existing draft's base, else the branch tip. Concurrent saves do not lose
 * `path_changed_at` times: each save is conditional on the revision it read, and retried.
 */
export async function saveDraft(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: unknown,
  body: unknown,
): Promise<Draft> {
  const branch = await requireQueriedBranch(ctx, actor, agentId, query);
  const input = parseWith(DraftSaveBody, body);
  requireWritable(branch);
  const config = normalizeConfig(input.config as JsonObject);
  await requireKnownReferences(ctx, actor.workspaceId, config, "/config");
  let requestedBase: VersionDoc | null = null;
  if (input.base_version_id !== undefined) {
    requestedBase = await findVisibleVersion(ctx, actor, agentId, input.base_version_id);
    if (!requestedBase || requestedBase.branch_id !== branch._id) {
      throw AppError.validation([{ path: "/base_version_id", message: "is not a version of this branch" }]);
    }
  }
  return retryOnConflict(
    async () => {
      const previous = await ctx.repos.drafts.find(actor.workspaceId, agentId, branch._id);
      const baseId = requestedBase?._id ?? previous?.base_version_id ?? branch.tip_version_id;
      const base =
        requestedBase ??
        (await ctx.repos.versions.find(actor.workspaceId, agentId, baseId)) ??
        (await requireTip(ctx, actor, branch));
      const now = ctx.now();
      const pathChangedAt = nextPathChangedAt(
        configOf(base) as JsonObject,
        config,
        previous
          ? { config: configOf(previous) as JsonObject, pathChangedAt: fromPathChanges(previous.path_changed_at) }
          : null,
        now,
      );
      const draft: DraftDoc = {
        _id: branch._id,
        workspace_id: actor.workspaceId,
        agent_id: agentId,
        branch_id: branch._id,
        base_version_id: base._id,
        config_json: JSON.stringify(config),
        path_changed_at: toPathChanges(pathChangedAt),
        updated_at: now,
        revision: (previous?.revision ?? 0) + 1,
      };
      if (!(await ctx.repos.drafts.save(actor.workspaceId, draft, previous?.revision ?? null))) return CONFLICT_RETRY;
      await announceDraft(ctx, actor, draft);
      return viewOfDraft(draft);
    },
    () => new AppError("conflict", "The draft kept changing; try again.", { reason: "draft_busy" }),
  );
}

export async function discardDraft(ctx: AgentsContext, actor: Actor, agentId: string, query: unknown): Promise<void> {
  const branch = await requireQueriedBranch(ctx, actor, agentId, query);
  const deleted = await ctx.repos.drafts.delete(actor.workspaceId, agentId, branch._id);
  if (!deleted) throw AppError.notFound("draft");
  await ctx.events.publish(actor.workspaceId, Topics.AGENTS_DRAFT_DISCARDED, {
    workspace_id: actor.workspaceId,
    occurred_at: ctx.now(),
    agent_id: agentId,
    branch_id: branch._id,
    reason: "discarded",
  });
}

function stale(branch: BranchDoc, baseVersionId: string): AppError {
  return new AppError("draft_stale", "The draft is not based on the branch tip; reconcile it first.", {
    base_version_id: baseVersionId,
    tip_version_id: branch.tip_version_id,
  });
}

/**
 * Publishes the draft as the branch's next version and deletes the draft. The version is written
 * as pending, then the tip moves to it by a conditional update on the tip the draft is based on:
 * of racing publishes exactly one moves it, the others remove their pending version and answer
 * `draft_stale`. The tip never forks and no version is lost.
 */
export async function publishDraft(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: unknown,
): Promise<Version> {
  const ws = actor.workspaceId;
  const branch = await requireQueriedBranch(ctx, actor, agentId, query);
  requireWritable(branch);
  const draft = await requireDraft(ctx, actor, branch);
  if (draft.base_version_id !== branch.tip_version_id) throw stale(branch, draft.base_version_id);
  const config = configOf(draft) as JsonObject;
  const fields = configErrors(config, "/config");
  if (fields.length > 0) throw AppError.validation(fields, "The draft's configuration is no longer valid.");
  await requireKnownReferences(ctx, ws, config, "/config", "The draft names tools that no longer exist.");
  const tip = await requireTip(ctx, actor, branch);

  const now = ctx.now();
  const version: VersionDoc = {
    _id: newId("ver"),
    workspace_id: ws,
    agent_id: agentId,
    branch_id: branch._id,
    seq: branch.tip_seq + 1,
    parent_version_id: tip._id,
    config_json: draft.config_json,
    changed_paths: changedPaths(configOf(tip) as JsonObject, config),
    created_at: now,
    created_by: actor.userId,
    state: "pending",
  };
  await ctx.repos.versions.insert(ws, version);
  const moved = await ctx.repos.branches.advanceTip(
    ws,
    agentId,
    branch._id,
    tip._id,
    { versionId: version._id, seq: version.seq },
    now,
  );
  if (!moved) {
    await ctx.repos.versions.deletePending(ws, version._id);
    const current = await ctx.repos.branches.find(ws, agentId, branch._id);
    if (current) requireWritable(current);
    throw stale(current ?? branch, draft.base_version_id);
  }
  await ctx.repos.versions.markPublished(ws, version._id);
  version.state = "published";
  // Only the save that was published: a save made meanwhile stays, now stale against the new tip.
  const removed = await ctx.repos.drafts.delete(ws, agentId, branch._id, draft.revision);

  const base = { workspace_id: ws, occurred_at: now, agent_id: agentId, branch_id: branch._id };
  await ctx.events.publish(ws, Topics.AGENTS_VERSION_PUBLISHED, {
    ...base,
    version_id: version._id,
    parent_version_id: tip._id,
    config,
    changed_paths: version.changed_paths,
    created_by: actor.userId,
    created_at: now,
  });
  if (removed) await ctx.events.publish(ws, Topics.AGENTS_DRAFT_DISCARDED, { ...base, reason: "published" });
  return versionView(version);
}
