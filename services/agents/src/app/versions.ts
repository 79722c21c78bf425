import type { PageQuery, Version, VersionListPage } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { keysetQuery } from "@cx/http-kit";
import { isSeq, listPage, pageOf } from "@cx/store";
import type { Actor, AgentsContext } from "./context.ts";
import { findVisibleVersion, requireBranch } from "./loaders.ts";
import { versionView } from "./views.ts";

/** A branch's versions, newest (the tip) first. */
export async function listVersions(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  branchId: string,
  query: PageQuery,
): Promise<VersionListPage> {
  const page = keysetQuery(query, isSeq);
  const branch = await requireBranch(ctx, actor, agentId, branchId);
  const rows = await ctx.repos.versions.listForBranch(
    actor.workspaceId,
    branch._id,
    branch.tip_version_id,
    page.after,
    page.pageSize + 1,
  );
  return listPage(
    pageOf(rows, page.pageSize, (row) => row.seq),
    (served) => served.map(versionView),
  );
}

export async function getVersion(
  ctx: AgentsContext,
  actor: Actor,
  agentId: string,
  versionId: string,
): Promise<Version> {
  const version = await findVisibleVersion(ctx, actor, agentId, versionId);
  if (!version) throw AppError.notFound("version");
  return versionView(version);
}
