import type { TestRunResult, TestRunStatus } from "@cx/contracts";
import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import { type Database, findKeysetPage, type Page } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import { NON_TERMINAL, type RunDocument } from "./run-documents.ts";

/** What a finished execution writes. */
export interface RunOutcomeFields {
  status: Extract<TestRunStatus, "passed" | "failed">;
  result: TestRunResult;
  cost_usd: number;
  input_tokens: number;
  output_tokens: number;
}

/** The fields the invocation's counts, costs and summary are added up from. */
export type RunTally = Pick<
  RunDocument,
  | "_id"
  | "invocation_item_id"
  | "status"
  | "cost_usd"
  | "input_tokens"
  | "output_tokens"
  | "completed_at"
  | "updated_at"
>;

/** Runs a cancel interrupts at once (each its own conditional update, with its event). */
const INTERRUPT_BATCH = 100;

/**
 * Runs of invocations. Every state change is a conditional update that names the state it
 * leaves (and, for a worker, its lease), so concurrent workers, a cancel and the sweeper never
 * both win: a duplicate delivery or a late result changes nothing.
 *
 * The writes that end a run record its `testing.run.completed` on it (`@cx/outbox`), left there
 * (`deferRelay`) until the use case calls `relayPending` once the change is visible to readers.
 */
export class RunsRepository {
  readonly collection: OutboxCollection<RunDocument>;

  constructor(database: Database, outbox: Outbox) {
    this.collection = outbox.track(database.collection<RunDocument>(COLLECTIONS.runs));
  }

  /** Publishes what the write that ended run `runId` recorded on it. */
  relayPending(runId: string): Promise<void> {
    return this.collection.relayPending(runId);
  }

  async insertMany(ws: WorkspaceId, runs: RunDocument[]): Promise<void> {
    if (runs.some((run) => run.workspace_id !== ws)) throw new Error("run written to another workspace");
    await this.collection.insertMany(runs);
  }

  find(ws: WorkspaceId, runId: string): Promise<RunDocument | null> {
    return this.collection.findOne({ _id: runId, workspace_id: ws });
  }

  tallies(ws: WorkspaceId, invocationId: string): Promise<RunTally[]> {
    return this.collection.find(
      { workspace_id: ws, invocation_id: invocationId },
      {
        projection: {
          _id: 1,
          invocation_item_id: 1,
          status: 1,
          cost_usd: 1,
          input_tokens: 1,
          output_tokens: 1,
          completed_at: 1,
          updated_at: 1,
        },
      },
    );
  }

  /** Runs with `after < updated_at <= upTo`, by `updated_at` then id. */
  page(
    ws: WorkspaceId,
    invocationId: string,
    range: { after: string | null; upTo: string },
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<Page<RunDocument>> {
    const updated: Record<string, string> = { $lte: range.upTo };
    if (range.after !== null) updated.$gt = range.after;
    return findKeysetPage(
      this.collection,
      { workspace_id: ws, invocation_id: invocationId, updated_at: updated },
      "updated_at",
      request,
    );
  }

  /** Runs after the run at `after` in (`updated_at`, id) order, up to `upTo`: what a live stream sends next. */
  following(
    ws: WorkspaceId,
    invocationId: string,
    after: { updatedAt: string; id: string } | null,
    upTo: string,
    limit: number,
  ): Promise<RunDocument[]> {
    const clauses: Record<string, unknown>[] = [
      { workspace_id: ws, invocation_id: invocationId, updated_at: { $lte: upTo } },
    ];
    if (after) {
      clauses.push({
        $or: [{ updated_at: { $gt: after.updatedAt } }, { updated_at: after.updatedAt, _id: { $gt: after.id } }],
      });
    }
    return this.collection.find({ $and: clauses }, { sort: { updated_at: 1, _id: 1 }, limit });
  }

  /** A pending run becomes running under `token`. */
  claimPending(ws: WorkspaceId, runId: string, token: string, now: string, leaseUntil: string, updatedAt: string) {
    return this.collection.findOneAndUpdate(
      { _id: runId, workspace_id: ws, status: "pending" },
      {
        $set: {
          status: "running",
          lease_token: token,
          lease_expires_at: leaseUntil,
          started_at: now,
          updated_at: updatedAt,
        },
        $inc: { attempts: 1 },
      },
      { returnDocument: "after" },
    );
  }

  /**
   * A running run whose worker is gone (no lease, or a lapsed one) is taken over; nothing a client
   * sees changes, so its `updated_at` stays.
   */
  takeOver(ws: WorkspaceId, runId: string, token: string, now: string, leaseUntil: string, maxAttempts: number) {
    return this.collection.findOneAndUpdate(
      {
        _id: runId,
        workspace_id: ws,
        status: "running",
        attempts: { $lt: maxAttempts },
        $or: [{ lease_token: null }, { lease_expires_at: { $lt: now } }],
      },
      { $set: { lease_token: token, lease_expires_at: leaseUntil }, $inc: { attempts: 1 } },
      { returnDocument: "after" },
    );
  }

  /** Keeps the lease while the run executes; false once the run is no longer this worker's. */
  async renew(ws: WorkspaceId, runId: string, token: string, leaseUntil: string): Promise<boolean> {
    const renewed = await this.collection.updateOne(
      { _id: runId, workspace_id: ws, status: "running", lease_token: token },
      { $set: { lease_expires_at: leaseUntil } },
    );
    return renewed.matchedCount === 1;
  }

  /** Gives the run back after an execution that broke down, so the next delivery takes it at once. */
  async release(ws: WorkspaceId, runId: string, token: string, now: string): Promise<void> {
    await this.collection.updateOne(
      { _id: runId, workspace_id: ws, status: "running", lease_token: token },
      { $set: { lease_token: null, lease_expires_at: now } },
    );
  }

  /**
   * The outcome of the execution holding `token`, with `events` (its completion); false when the
   * run was taken or cancelled meanwhile.
   */
  async finish(
    ws: WorkspaceId,
    runId: string,
    token: string,
    outcome: RunOutcomeFields,
    now: string,
    updatedAt: string,
    events: Events = [],
  ): Promise<boolean> {
    const finished = await this.collection.updateOne(
      { _id: runId, workspace_id: ws, status: "running", lease_token: token },
      {
        $set: {
          status: outcome.status,
          result_json: JSON.stringify(outcome.result),
          cost_usd: outcome.cost_usd,
          input_tokens: outcome.input_tokens,
          output_tokens: outcome.output_tokens,
          completed_at: now,
          updated_at: updatedAt,
          lease_token: null,
        },
      },
      { events, deferRelay: true },
    );
    return finished.matchedCount === 1;
  }

  /**
   * A run whose executions all broke down: failed, whoever holds it (`expected`: the state seen),
   * with `events` (its completion).
   */
  async failExhausted(
    ws: WorkspaceId,
    runId: string,
    expected: { lease_token: string | null; attempts: number },
    result: TestRunResult,
    now: string,
    updatedAt: string,
    events: Events = [],
  ): Promise<boolean> {
    const failed = await this.collection.updateOne(
      { _id: runId, workspace_id: ws, status: { $in: NON_TERMINAL }, ...expected },
      {
        $set: {
          status: "failed",
          result_json: JSON.stringify(result),
          completed_at: now,
          updated_at: updatedAt,
          lease_token: null,
        },
      },
      { events, deferRelay: true },
    );
    return failed.matchedCount === 1;
  }

  /** The sweeper sends a run's request again; the condition lets one sweeper of many do it. */
  async requeue(
    ws: WorkspaceId,
    runId: string,
    expected: { status: TestRunStatus; lease_token: string | null; lease_expires_at: string },
    nextLook: string,
  ): Promise<boolean> {
    const requeued = await this.collection.updateOne(
      { _id: runId, workspace_id: ws, ...expected },
      { $set: { lease_token: null, lease_expires_at: nextLook } },
    );
    return requeued.matchedCount === 1;
  }

  /**
   * Cancel: every unfinished run of the invocation is interrupted, with one stamp, each by its
   * own conditional update that records `eventsOf(the run as interrupted)` on it (its completion:
   * one update per run is what keeps the event atomic with the change). Answers the ids of the
   * runs it interrupted; a run that finished meanwhile is left as it finished.
   */
  async interruptAll(
    ws: WorkspaceId,
    invocationId: string,
    result: TestRunResult,
    now: string,
    updatedAt: string,
    eventsOf: (interrupted: RunDocument) => Events = () => [],
  ): Promise<string[]> {
    const set = {
      status: "interrupted" as const,
      result_json: JSON.stringify(result),
      completed_at: now,
      updated_at: updatedAt,
      lease_token: null,
    };
    // Every run of an invocation is stored before it, so no unfinished run can appear after this read.
    const open = await this.collection.find({
      workspace_id: ws,
      invocation_id: invocationId,
      status: { $in: NON_TERMINAL },
    });
    const interrupted: string[] = [];
    for (let i = 0; i < open.length; i += INTERRUPT_BATCH) {
      await Promise.all(
        open.slice(i, i + INTERRUPT_BATCH).map(async (run) => {
          // Only an ending write sets usage, so the run read here has the usage the event reports.
          const stopped = await this.collection.findOneAndUpdate(
            { _id: run._id, workspace_id: ws, status: { $in: NON_TERMINAL } },
            { $set: set },
            { events: eventsOf({ ...run, ...set }), deferRelay: true },
          );
          if (stopped) interrupted.push(run._id);
        }),
      );
    }
    return interrupted;
  }

  /** Unfinished runs, in any workspace, whose lease or re-queue time is before `now`. */
  due(now: string, limit: number): Promise<RunDocument[]> {
    return this.collection.find(
      { status: { $in: NON_TERMINAL }, lease_expires_at: { $lt: now } },
      { sort: { lease_expires_at: 1 }, limit },
    );
  }
}
