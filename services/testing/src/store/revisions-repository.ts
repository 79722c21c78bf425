import type { Collection, Database } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { RevisionDocument } from "./documents.ts";

/** Frozen test revisions: written once, never changed, kept when the test changes or goes. */
export class RevisionsRepository {
  private readonly revisions: Collection<RevisionDocument>;

  constructor(database: Database) {
    this.revisions = database.collection<RevisionDocument>(COLLECTIONS.revisions);
  }

  async insert(workspaceId: WorkspaceId, revision: RevisionDocument): Promise<void> {
    if (revision.workspace_id !== workspaceId) throw new Error("revision written to another workspace");
    await this.revisions.insertOne(revision);
  }

  find(workspaceId: WorkspaceId, revisionId: string): Promise<RevisionDocument | null> {
    return this.revisions.findOne({ workspace_id: workspaceId, _id: revisionId });
  }

  /** Oldest first. */
  ofTest(workspaceId: WorkspaceId, testId: string): Promise<RevisionDocument[]> {
    return this.revisions.find(
      { workspace_id: workspaceId, test_id: testId },
      { sort: { revision_created_at: 1, _id: 1 } },
    );
  }

  /** Drops a revision that never became current (its test write failed). */
  async discard(workspaceId: WorkspaceId, revisionId: string): Promise<void> {
    await this.revisions.deleteOne({ workspace_id: workspaceId, _id: revisionId });
  }
}
