import type { Collection, Database } from "@cx/store";
import type { Clock } from "../domain/clock.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import { RunClock } from "./run-clock.ts";
import type { InvocationDocument, RunDocument } from "./run-documents.ts";

export class InvocationsRepository {
  readonly collection: Collection<InvocationDocument>;
  readonly clock: RunClock;

  constructor(database: Database, clock: Clock) {
    this.collection = database.collection<InvocationDocument>(COLLECTIONS.invocations);
    this.clock = new RunClock(this.collection, database.collection<RunDocument>(COLLECTIONS.runs), clock);
  }

  async insert(ws: WorkspaceId, invocation: InvocationDocument): Promise<void> {
    if (invocation.workspace_id !== ws) throw new Error("invocation written to another workspace");
    await this.collection.insertOne(invocation);
  }

  find(ws: WorkspaceId, invocationId: string): Promise<InvocationDocument | null> {
    return this.collection.findOne({ _id: invocationId, workspace_id: ws });
  }

  /** Marks the cancel once; false when another cancel came first. */
  async markCancelled(ws: WorkspaceId, invocationId: string, now: string): Promise<boolean> {
    const marked = await this.collection.updateOne(
      { _id: invocationId, workspace_id: ws, cancelled_at: null },
      { $set: { cancelled_at: now } },
    );
    return marked.matchedCount === 1;
  }
}
