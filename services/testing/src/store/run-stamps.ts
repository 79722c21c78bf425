import type { Collection } from "@cx/store";
import type { Clock } from "../domain/clock.ts";
import type { WorkspaceId } from "../domain/ids.ts";
import type { InvocationDocument, RunDocument } from "./run-documents.ts";

/** How long a stamp may stay given out before readers stop waiting for its write. */
export const STAMP_TTL_MS = 15_000;
const MAX_TRIES = 200;

function key(stamp: number): string {
  return `s${stamp}`;
}

/**
 * The `updated_at` of runs, so that a client polling with the last `updated_at` it saw misses no
 * run and sees none twice, however many workers write at once. Each write of a run takes a stamp
 * from its invocation's clock (strictly later than every stamp before it, never behind the wall
 * clock) and marks it in flight in the same atomic update; readers only show runs stamped before
 * the oldest stamp still in flight. A write that took stamp 5 but lands after a write stamped 6
 * is therefore never skipped: nobody sees 6 before 5 is written.
 *
 * A stamp whose writer died stays in flight for `STAMP_TTL_MS`, then readers move past it; a
 * writer that finds its stamp expired when it is done stamps its write again, so a very slow
 * write is shown late rather than never.
 */
export class RunStamps {
  constructor(
    private readonly invocations: Collection<InvocationDocument>,
    private readonly runs: Collection<RunDocument>,
    private readonly clock: Clock,
  ) {}

  /**
   * Runs `write` with a fresh stamp (as an ISO time) and makes it visible afterwards. `write`
   * answers whether it changed anything. Null when the invocation does not exist.
   */
  async write(ws: WorkspaceId, invocationId: string, write: (updatedAt: string) => Promise<boolean>): Promise<boolean> {
    let stamp = await this.take(ws, invocationId);
    if (stamp === null) return false;
    let changed = false;
    try {
      changed = await write(new Date(stamp).toISOString());
    } finally {
      let released = await this.release(ws, invocationId, stamp);
      // Readers went past the stamp before the write landed: give the written runs a new one.
      while (!released && changed) {
        const late = stamp;
        stamp = (await this.take(ws, invocationId)) as number;
        await this.runs.updateMany(
          { workspace_id: ws, invocation_id: invocationId, updated_at: new Date(late).toISOString() },
          { $set: { updated_at: new Date(stamp).toISOString() } },
        );
        released = await this.release(ws, invocationId, stamp);
      }
    }
    return changed;
  }

  /** The latest `updated_at` (epoch ms) readers may show now. */
  visibleUpTo(invocation: Pick<InvocationDocument, "clock_ms" | "in_flight">): number {
    const now = this.clock().getTime();
    let upTo = invocation.clock_ms;
    for (const [name, expiry] of Object.entries(invocation.in_flight)) {
      if (expiry >= now) upTo = Math.min(upTo, Number(name.slice(1)) - 1);
    }
    return upTo;
  }

  private async take(ws: WorkspaceId, invocationId: string): Promise<number | null> {
    for (let tries = 0; tries < MAX_TRIES; tries++) {
      const current = await this.invocations.findOne(
        { _id: invocationId, workspace_id: ws },
        { projection: { clock_ms: 1, in_flight: 1 } },
      );
      if (!current) return null;
      const now = this.clock().getTime();
      const stamp = Math.max(now, current.clock_ms + 1);
      const update: Record<string, Record<string, unknown>> = {
        $set: { clock_ms: stamp, [`in_flight.${key(stamp)}`]: now + STAMP_TTL_MS },
      };
      const expired = Object.entries(current.in_flight ?? {}).filter(([, expiry]) => expiry < now);
      if (expired.length > 0) update.$unset = Object.fromEntries(expired.map(([name]) => [`in_flight.${name}`, ""]));
      const taken = await this.invocations.updateOne(
        { _id: invocationId, workspace_id: ws, clock_ms: current.clock_ms },
        update,
      );
      if (taken.matchedCount === 1) return stamp;
      // Another writer took the next stamp first; a short random pause spreads the retries out.
      if (tries > 3) await Bun.sleep(Math.random() * Math.min(20, tries));
    }
    throw new Error(`could not take a stamp of invocation ${invocationId}: too much contention`);
  }

  private async release(ws: WorkspaceId, invocationId: string, stamp: number): Promise<boolean> {
    const field = `in_flight.${key(stamp)}`;
    const done = await this.invocations.updateOne(
      { _id: invocationId, workspace_id: ws, [field]: { $exists: true } },
      { $unset: { [field]: "" } },
    );
    return done.matchedCount === 1;
  }
}
