import { type Collection, requireTenant } from "@cx/store";
import type { VersionDoc } from "./documents.ts";
import { escapeRegex } from "./regex.ts";
import type { WorkspaceId } from "./workspace-id.ts";

/** A version is visible once published, or while it is its branch's tip (see `VersionState`). */
function visible(tipVersionId: string) {
  return { $or: [{ state: "published" }, { _id: tipVersionId }] };
}

export class VersionsRepository {
  constructor(private readonly versions: Collection<VersionDoc>) {}

  insert(ws: WorkspaceId, doc: VersionDoc): Promise<void> {
    requireTenant(ws, doc.workspace_id);
    return this.versions.insertOne(doc);
  }

  /** Any state: callers decide visibility with the branch's tip at hand. */
  find(ws: WorkspaceId, agentId: string, versionId: string): Promise<VersionDoc | null> {
    return this.versions.findOne({ _id: versionId, workspace_id: ws, agent_id: agentId });
  }

  async markPublished(ws: WorkspaceId, versionId: string): Promise<void> {
    await this.versions.updateOne({ _id: versionId, workspace_id: ws }, { $set: { state: "published" } });
  }

  /** Removes a version that lost its publish race; never a published one. */
  async deletePending(ws: WorkspaceId, versionId: string): Promise<void> {
    await this.versions.deleteOne({ _id: versionId, workspace_id: ws, state: "pending" });
  }

  /** Removes the first version of a branch whose creation failed (no branch points at it). */
  async deleteOrphan(ws: WorkspaceId, versionId: string): Promise<void> {
    await this.versions.deleteOne({ _id: versionId, workspace_id: ws });
  }

  /** Newest first (`seq` descending); `beforeSeq` continues after the previous page. */
  listForBranch(
    ws: WorkspaceId,
    branchId: string,
    tipVersionId: string,
    beforeSeq: number | null,
    limit: number,
  ): Promise<VersionDoc[]> {
    const filter: Record<string, unknown> = { workspace_id: ws, branch_id: branchId, ...visible(tipVersionId) };
    if (beforeSeq !== null) filter.seq = { $lt: beforeSeq };
    return this.versions.find(filter, { sort: { seq: -1 }, limit });
  }

  /** The versions of a branch after `afterSeq` up to and including the tip, oldest first. */
  between(ws: WorkspaceId, branchId: string, tipVersionId: string, afterSeq: number, tipSeq: number) {
    return this.versions.find(
      { workspace_id: ws, branch_id: branchId, seq: { $gt: afterSeq, $lte: tipSeq }, ...visible(tipVersionId) },
      { sort: { seq: 1 } },
    );
  }

  /** Versions whose config text contains `text` (a first cut; callers check the parsed config). */
  mentioning(ws: WorkspaceId, text: string): Promise<VersionDoc[]> {
    return this.versions.find({ workspace_id: ws, config_json: { $regex: escapeRegex(text) } });
  }

  /** Every version of the agent, whatever its state (removing the agent). */
  deleteOfAgent(ws: WorkspaceId, agentId: string): Promise<number> {
    return this.versions.deleteMany({ workspace_id: ws, agent_id: agentId });
  }
}
