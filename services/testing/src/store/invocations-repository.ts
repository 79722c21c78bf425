import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import type { Database } from "@cx/store";
import type { Clock } from "../domain/clock.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { InvocationDocument, RunDocument } from "./run-documents.ts";
import { RunStamps } from "./run-stamps.ts";

export class InvocationsRepository {
  /** Tracked by the outbox: an invocation's start is recorded on it (`testing.invocation.started`). */
  readonly collection: OutboxCollection<InvocationDocument>;
  readonly stamps: RunStamps;

  constructor(database: Database, clock: Clock, outbox: Outbox) {
    this.collection = outbox.track(database.collection<InvocationDocument>(COLLECTIONS.invocations));
    this.stamps = new RunStamps(this.collection, database.collection<RunDocument>(COLLECTIONS.runs), clock);
  }

  /** Stores the invocation with `events` (its start), relayed once it is stored. */
  async insert(ws: WorkspaceId, invocation: InvocationDocument, events: Events = []): Promise<void> {
    if (invocation.workspace_id !== ws) throw new Error("invocation written to another workspace");
    await this.collection.insertOne(invocation, { events });
  }

  find(ws: WorkspaceId, invocationId: string): Promise<InvocationDocument | null> {
    return this.collection.findOne({ _id: invocationId, workspace_id: ws });
  }

  /**
   * How far the runs of each invocation may be shown now (`RunStamps.visibleUpTo`), in one read:
   * what the live updates of a whole process look at to learn that a run changed.
   */
  async visibleUpTo(ws: WorkspaceId, invocationIds: string[]): Promise<Map<string, number>> {
    const clocks = await this.collection.find(
      { workspace_id: ws, _id: { $in: invocationIds } },
      { projection: { _id: 1, clock_ms: 1, in_flight: 1 } },
    );
    return new Map(clocks.map((invocation) => [invocation._id, this.stamps.visibleUpTo(invocation)]));
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
