import type { InvocationStatus } from "@cx/contracts";
import type { NewEvent, OutboxCollection } from "@cx/outbox";
import { type Collection, type Database, type Filter, findKeysetPage, type Page } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import { type RunTotals, totalsOf } from "../domain/invocation-tally.ts";
import { COLLECTIONS } from "./collections.ts";
import type { FinalResult, TestResultDocument } from "./result-documents.ts";
import { type InvocationDocument, NON_TERMINAL, type RunDocument } from "./run-documents.ts";

/** What a history counts of a run of an invocation that is not settled yet. */
export type HistoryRun = Pick<RunDocument, "status" | "completed_at">;

/** What settling reads of each run: what the totals and the results add up. */
type SettledRun = Pick<
  RunDocument,
  "invocation_item_id" | "status" | "cost_usd" | "input_tokens" | "output_tokens" | "completed_at" | "updated_at"
>;

const SETTLE_PROJECTION = {
  invocation_item_id: 1,
  status: 1,
  cost_usd: 1,
  input_tokens: 1,
  output_tokens: 1,
  completed_at: 1,
  updated_at: 1,
} as const;

/** An invocation as the write that settles it leaves it: what its end is announced with. */
export type SettledInvocation = Pick<
  InvocationDocument,
  "_id" | "workspace_id" | "agent_id" | "branch_id" | "version_id" | "cancelled_at"
> & { status: "completed" | "cancelled"; totals: RunTotals };

/**
 * How settling announces an invocation's end: the event `completed` makes, recorded on the
 * invocation (tracked by the outbox) by the write that stores its final status.
 */
export interface SettleAnnouncement {
  invocations: OutboxCollection<InvocationDocument>;
  completed: (invocation: SettledInvocation) => NewEvent;
}

/** Only the filters that were given: an absent one matches everything. */
function given(filters: Record<string, string | undefined>): Filter {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/**
 * The reads of test results over time (extensions part 10), each answered by walking one index
 * from its newest end (`collections.ts`): an agent's invocations, a test's runs, a test's results
 * per invocation. Also the settling of a finished invocation: its stored status (which the list's
 * `status` filter reads) and its tests' final results (which a history reads instead of runs).
 */
export class HistoryRepository {
  private readonly invocations: Collection<InvocationDocument>;
  private readonly runs: Collection<RunDocument>;
  private readonly results: Collection<TestResultDocument>;

  /** Without `announcement` (a migration's settling of old invocations) an invocation ends quietly. */
  constructor(
    database: Database,
    private readonly announcement?: SettleAnnouncement,
  ) {
    this.invocations = database.collection<InvocationDocument>(COLLECTIONS.invocations);
    this.runs = database.collection<RunDocument>(COLLECTIONS.runs);
    this.results = database.collection<TestResultDocument>(COLLECTIONS.results);
  }

  /** The agent's invocations, newest `created_at` first, ties by id. */
  invocationsOfAgent(
    ws: WorkspaceId,
    agentId: string,
    filters: { branch_id?: string | undefined; status?: InvocationStatus | undefined },
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<Page<InvocationDocument>> {
    const filter = { workspace_id: ws, agent_id: agentId, ...given(filters) };
    return findKeysetPage(this.invocations, filter, "created_at", request, -1);
  }

  /**
   * The version's settled `completed` invocations, newest first, with what the deployment gate
   * reads of them (their tests and repeats); at most `limit`.
   */
  completedInvocationsOfVersion(
    ws: WorkspaceId,
    agentId: string,
    versionId: string,
    limit: number,
  ): Promise<Pick<InvocationDocument, "_id" | "items" | "repeat_count" | "created_at">[]> {
    return this.invocations.find(
      { workspace_id: ws, version_id: versionId, status: "completed", agent_id: agentId },
      { sort: { created_at: -1, _id: -1 }, limit, projection: { _id: 1, items: 1, repeat_count: 1, created_at: 1 } },
    );
  }

  /** The tests' final results in one invocation, by invocation item id. */
  resultsOfItems(ws: WorkspaceId, itemIds: readonly string[]): Promise<TestResultDocument[]> {
    return this.results.find({ workspace_id: ws, _id: { $in: [...itemIds] } });
  }

  /** Stores the results of a starting invocation, before the invocation itself. */
  async insertResults(ws: WorkspaceId, results: TestResultDocument[]): Promise<void> {
    if (results.some((result) => result.workspace_id !== ws)) throw new Error("result written to another workspace");
    await this.results.insertMany(results);
  }

  /** Whether the agent has any invocation in the workspace. */
  async agentHasInvocations(ws: WorkspaceId, agentId: string): Promise<boolean> {
    const found = await this.invocations.find(
      { workspace_id: ws, agent_id: agentId },
      { limit: 1, projection: { _id: 1 } },
    );
    return found.length > 0;
  }

  /** The test's runs, newest `created_at` first, ties by id. */
  runsOfTest(
    ws: WorkspaceId,
    testId: string,
    filters: { agent_id?: string | undefined; branch_id?: string | undefined; version_id?: string | undefined },
    request: { cursor?: string | undefined; pageSize: number },
  ): Promise<Page<RunDocument>> {
    const filter = { workspace_id: ws, test_id: testId, ...given(filters) };
    return findKeysetPage(this.runs, filter, "created_at", request, -1);
  }

  /** The test's results in the newest `limit` invocations that ran it, newest first. */
  recentResults(
    ws: WorkspaceId,
    testId: string,
    filters: { agent_id?: string | undefined; branch_id?: string | undefined },
    limit: number,
  ): Promise<TestResultDocument[]> {
    return this.results.find(
      { workspace_id: ws, test_id: testId, ...given(filters) },
      { sort: { created_at: -1, _id: -1 }, limit },
    );
  }

  /** The test's runs in the invocation of `result` (whose runs share its `created_at`). */
  runsOfResult(ws: WorkspaceId, result: TestResultDocument): Promise<HistoryRun[]> {
    return this.runs.find(
      { workspace_id: ws, test_id: result.test_id, created_at: result.created_at, invocation_id: result.invocation_id },
      { projection: { status: 1, completed_at: 1 } },
    );
  }

  /**
   * Once none of its runs is pending or running: stores each test's final result, then the
   * invocation's status (`cancelled` when a run was interrupted, else `completed`) with its run
   * totals, in one write, which records the announcement of its end. Idempotent, and safe beside
   * other settlers: the last writer of a run always sees every run terminal, and terminal runs
   * never change, so any settler writes the same; the write is conditional on the status still
   * being `running`, so however many settle at once, one writes it and the end is announced once.
   */
  async settle(ws: WorkspaceId, invocationId: string): Promise<InvocationStatus> {
    const scope = { workspace_id: ws, invocation_id: invocationId };
    const open = await this.runs.find(
      { ...scope, status: { $in: NON_TERMINAL } },
      { limit: 1, projection: { _id: 1 } },
    );
    if (open.length > 0) return "running";
    const invocation = await this.invocations.findOne(
      { _id: invocationId, workspace_id: ws },
      {
        projection: {
          _id: 1,
          workspace_id: 1,
          agent_id: 1,
          branch_id: 1,
          version_id: 1,
          cancelled_at: 1,
          items: 1,
          status: 1,
        },
      },
    );
    if (!invocation) return "running";
    const ended = (await this.runs.find(scope, { projection: SETTLE_PROJECTION })) as SettledRun[];
    const totals = totalsOf(invocation.items, ended);
    const status = totals.counts.interrupted > 0 ? "cancelled" : "completed";
    if (invocation.status !== "running") return status;
    // The results first: an invocation stored as settled always has them.
    const finals = new Map<string, FinalResult>();
    for (const run of ended) {
      const final = finals.get(run.invocation_item_id) ?? {
        passed: 0,
        failed: 0,
        interrupted: 0,
        last_passed_at: null,
        last_failed_at: null,
      };
      finals.set(run.invocation_item_id, final);
      if (run.status === "passed") {
        final.passed++;
        if (run.completed_at && (final.last_passed_at === null || run.completed_at > final.last_passed_at))
          final.last_passed_at = run.completed_at;
      } else if (run.status === "failed") {
        final.failed++;
        if (run.completed_at && (final.last_failed_at === null || run.completed_at > final.last_failed_at))
          final.last_failed_at = run.completed_at;
      } else if (run.status === "interrupted") final.interrupted++;
    }
    await Promise.all(
      [...finals].map(([itemId, final]) =>
        this.results.updateOne({ _id: itemId, workspace_id: ws, final: null }, { $set: { final } }),
      ),
    );
    const filter = { _id: invocationId, workspace_id: ws, status: "running" };
    const update = { $set: { status, totals } };
    if (this.announcement) {
      const { invocations, completed } = this.announcement;
      await invocations.updateOne(filter, update, { events: [completed({ ...invocation, status, totals })] });
    } else await this.invocations.updateOne(filter, update);
    return status;
  }
}
