/**
 * Reconcile (part 2.6, extension part 2): base = the draft's base version, source = the draft,
 * target = the branch tip. The preview computes the merge and writes nothing; the apply computes
 * the same merge (with the caller's resolutions) and saves it as the draft, now based on the tip.
 */
import type { BranchQuery, Draft, ReconcileApplyBody, ReconcilePreview, ReconcilePreviewQuery } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { configErrors } from "../domain/agent-config.ts";
import { changedPaths, type PathSegments, parsePath, samePresence, valueAt } from "../domain/config-paths.ts";
import { lastChangeAround, previewHash } from "../domain/draft-rules.ts";
import type { JsonObject } from "../domain/json.ts";
import { type ChangeStamp, type MergeResult, type Side, threeWayMerge } from "../domain/merge.ts";
import type { BranchDoc, DraftDoc, VersionDoc } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { draftSaved, fromPathChanges, hashOf, toPathChanges, viewOfDraft } from "./drafts.ts";
import { requireDraft, requireQueriedBranch, requireTip, requireWritable } from "./loaders.ts";
import { pointerSegment } from "./validation.ts";
import { configOf } from "./views.ts";

interface ReconcileInputs {
  branch: BranchDoc;
  draft: DraftDoc;
  base: VersionDoc;
  tip: VersionDoc;
  /** Versions after the base up to the tip, oldest first, each with its parent's config. */
  history: { version: VersionDoc; config: JsonObject; parentConfig: JsonObject }[];
}

async function loadInputs(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: { branch_id?: string | undefined },
): Promise<ReconcileInputs> {
  const branch = await requireQueriedBranch(ctx, actor, agentId, query);
  const draft = await requireDraft(ctx, actor, branch);
  const tip = await requireTip(ctx, actor, branch);
  const base = await ctx.repos.versions.find(actor.workspaceId, agentId, draft.base_version_id);
  if (!base) throw new Error(`draft of ${branch._id} is based on missing version ${draft.base_version_id}`);
  const history: ReconcileInputs["history"] = [];
  if (base._id !== tip._id) {
    const later = await ctx.repos.versions.between(actor.workspaceId, branch._id, tip._id, base.seq, branch.tip_seq);
    let parentConfig = configOf(base) as JsonObject;
    for (const version of later) {
      const config = configOf(version) as JsonObject;
      history.push({ version, config, parentConfig });
      parentConfig = config;
    }
  }
  return { branch, draft, base, tip, history };
}

function merge(inputs: ReconcileInputs, resolutions?: ReadonlyMap<string, Side>): MergeResult {
  const sourceTimes = fromPathChanges(inputs.draft.path_changed_at);
  return threeWayMerge({
    base: configOf(inputs.base) as JsonObject,
    source: configOf(inputs.draft) as JsonObject,
    target: configOf(inputs.tip) as JsonObject,
    sourceChangedAt: (path) => {
      const at = lastChangeAround(sourceTimes, path);
      return at ? { at, versionId: null } : null;
    },
    targetChangedAt: (path) => lastTargetChange(inputs, path),
    ...(resolutions ? { resolutions } : {}),
  });
}

/** The newest version after the base whose config differs from its parent's at `path`. */
function lastTargetChange(inputs: ReconcileInputs, path: PathSegments): ChangeStamp | null {
  for (let i = inputs.history.length - 1; i >= 0; i--) {
    const step = inputs.history[i];
    if (step && !samePresence(valueAt(step.config, path), valueAt(step.parentConfig, path))) {
      return { at: step.version.created_at, versionId: step.version._id };
    }
  }
  return null;
}

function tokenOf(inputs: ReconcileInputs): string {
  return previewHash(configOf(inputs.draft) as JsonObject, inputs.draft.base_version_id, inputs.tip._id);
}

export async function previewReconcile(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: ReconcilePreviewQuery,
): Promise<ReconcilePreview> {
  const inputs = await loadInputs(ctx, actor, agentId, query);
  const result = merge(inputs);
  return {
    base_version_id: inputs.base._id,
    tip_version_id: inputs.tip._id,
    draft_hash: tokenOf(inputs),
    config: result.config,
    overridden_fields: result.overridden_fields,
    conflicts: result.conflicts,
  };
}

/**
 * Applies the merge to the draft, whose base becomes the tip. `draft_hash` must be the preview's
 * (which covers the draft and the tip), or, when the draft is already on the tip and there is
 * nothing to reconcile, the draft's own hash; anything else is 409 `draft_changed`.
 */
export async function applyReconcile(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  query: BranchQuery,
  input: ReconcileApplyBody,
): Promise<Draft> {
  const inputs = await loadInputs(ctx, actor, agentId, query);
  requireWritable(inputs.branch);
  const onTip = inputs.draft.base_version_id === inputs.tip._id;
  const matches = input.draft_hash === tokenOf(inputs) || (onTip && input.draft_hash === hashOf(inputs.draft));
  if (!matches) {
    throw new AppError("draft_changed", "The draft or the branch tip changed since the preview; preview again.", {
      tip_version_id: inputs.tip._id,
    });
  }
  const resolutions = new Map(Object.entries(input.resolutions ?? {}));
  const preview = merge(inputs);
  const conflictPaths = new Set(preview.conflicts.map((c) => c.path));
  const unknown = [...resolutions.keys()].filter((path) => !conflictPaths.has(path));
  if (unknown.length > 0) {
    throw AppError.validation(
      unknown.map((path) => ({ path: `/resolutions/${pointerSegment(path)}`, message: "is not a conflicting path" })),
    );
  }
  if (onTip) return viewOfDraft(inputs.draft);

  const result = merge(inputs, resolutions);
  const fields = configErrors(result.config, "/config");
  if (fields.length > 0) throw AppError.validation(fields, "The merged configuration is not valid.");
  const now = ctx.now();
  const sourceTimes = fromPathChanges(inputs.draft.path_changed_at);
  const tipConfig = configOf(inputs.tip) as JsonObject;
  // What still differs from the new base came from the draft: it keeps the draft's times.
  const pathChangedAt = Object.fromEntries(
    changedPaths(tipConfig, result.config).map((path) => [path, lastChangeAround(sourceTimes, parsePath(path)) ?? now]),
  );
  const draft: DraftDoc = {
    ...inputs.draft,
    base_version_id: inputs.tip._id,
    config_json: JSON.stringify(result.config),
    path_changed_at: toPathChanges(pathChangedAt),
    updated_at: now,
    revision: inputs.draft.revision + 1,
  };
  if (!(await ctx.repos.drafts.save(actor.workspaceId, draft, inputs.draft.revision, [draftSaved(actor, draft)]))) {
    throw new AppError("draft_changed", "The draft changed while it was being reconciled; preview again.");
  }
  return viewOfDraft(draft);
}
