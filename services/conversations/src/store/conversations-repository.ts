import type { ConversationSource, ConversationStatus } from "@cx/contracts";
import type { WorkspaceId } from "@cx/ids";
import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import { type Database, type Filter, findKeysetPage, type Page, type Update } from "@cx/store";
import type { ConversationRecord } from "./records.ts";

export interface ConversationFilters {
  agent_id?: string;
  branch_id?: string;
  status?: ConversationStatus;
  source?: ConversationSource;
}

const AFTER = { returnDocument: "after" } as const;

/**
 * Conversations of one service database. Every read and write names the workspace; every change
 * to a conversation that others may change at the same time is a conditional update (a lease
 * token, a status, a revision), so that replicas never need a lock of their own.
 *
 * The collection is tracked by the outbox: the writes that end a conversation or store its
 * analysis outcome take the events they report (`events`) and record them in the same update.
 */
export class ConversationsRepository {
  private readonly conversations: OutboxCollection<ConversationRecord>;

  constructor(database: Database, outbox: Outbox) {
    this.conversations = outbox.track(database.collection<ConversationRecord>("conversations"));
  }

  async init(): Promise<void> {
    await this.conversations.createIndexes([
      { keys: { workspace_id: 1, started_at: -1, _id: -1 }, name: "workspace_newest" },
      { keys: { workspace_id: 1, agent_id: 1, started_at: -1, _id: -1 }, name: "workspace_agent_newest" },
      { keys: { analysis_status: 1, analysis_until: 1 }, name: "analysis_leases" },
      { keys: { analysis_status: 1, analysis_queued_at: 1 }, name: "analysis_queue" },
    ]);
  }

  insert(record: ConversationRecord, events: Events = []): Promise<void> {
    return this.conversations.insertOne(record, { events });
  }

  /**
   * Removes the conversation for good; the removed document, null when there was none. One write
   * empties every part that holds what was said and marks it deleted with `events`: the outbox
   * removes the document once they are relayed, so even while a broker is down nothing of the
   * conversation's content stays behind, and no read sees it.
   */
  async delete(workspaceId: WorkspaceId, id: string, events: Events): Promise<ConversationRecord | null> {
    return this.conversations.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId },
      {
        $set: {
          outbox_deleted: true,
          transcript: [],
          events: [],
          history_json: "[]",
          analysis_json: null,
          title: null,
          call_successful: null,
          dynamic_variables_json: "{}",
          config_json: "{}",
          continuation_json: null,
          pending_tool_calls: [],
          external_user_id: null,
        },
      },
      { returnDocument: "before", events },
    );
  }

  find(workspaceId: WorkspaceId, id: string): Promise<ConversationRecord | null> {
    return this.conversations.findOne({ _id: id, workspace_id: workspaceId });
  }

  /** The conversations of the workspace among `ids`, in no particular order. */
  findMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<ConversationRecord[]> {
    return this.conversations.find({ _id: { $in: [...ids] }, workspace_id: workspaceId });
  }

  /** Newest `started_at` first, keyset-paginated (nothing skipped or repeated while paging). */
  list(
    workspaceId: WorkspaceId,
    filters: ConversationFilters,
    page: { cursor?: string; pageSize: number },
  ): Promise<Page<ConversationRecord>> {
    const filter: Filter = { workspace_id: workspaceId };
    for (const [key, value] of Object.entries(filters)) if (value !== undefined) filter[key] = value;
    return findKeysetPage(this.conversations, filter, "started_at", page, -1);
  }

  /** Takes the turn lease of an active conversation whose turn is free (or whose lease lapsed). */
  claimTurn(workspaceId: WorkspaceId, id: string, token: string, now: string, until: string) {
    return this.conversations.findOneAndUpdate(
      {
        _id: id,
        workspace_id: workspaceId,
        status: "active",
        $or: [{ turn_token: null }, { turn_until: { $lte: now } }],
      },
      { $set: { turn_token: token, turn_until: until } },
      AFTER,
    );
  }

  async renewTurn(workspaceId: WorkspaceId, id: string, token: string, until: string): Promise<boolean> {
    const result = await this.conversations.updateOne(
      { _id: id, workspace_id: workspaceId, turn_token: token },
      { $set: { turn_until: until } },
    );
    return result.matchedCount === 1;
  }

  /** Gives the turn back without changing anything else (the turn failed before it recorded). */
  async releaseTurn(workspaceId: WorkspaceId, id: string, token: string): Promise<void> {
    await this.conversations.updateOne(
      { _id: id, workspace_id: workspaceId, turn_token: token },
      { $set: { turn_token: null, turn_until: null } },
    );
  }

  /**
   * Records a turn, with `events` (the end, when the turn ends the conversation): only the holder
   * of the turn lease can, and the lease is given back.
   */
  commitTurn(workspaceId: WorkspaceId, id: string, token: string, update: Update, events: Events = []) {
    return this.conversations.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, turn_token: token },
      withRevision(update, { turn_token: null, turn_until: null }),
      { ...AFTER, events },
    );
  }

  /**
   * Changes a conversation nobody else changed since `revision` was read (and matching
   * `conditions`), recording `events` with the change. Null when someone did: read again and retry.
   */
  updateAtRevision(
    workspaceId: WorkspaceId,
    id: string,
    revision: number,
    update: Update,
    conditions: Filter = {},
    events: Events = [],
  ): Promise<ConversationRecord | null> {
    return this.conversations.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, revision, ...conditions },
      withRevision(update),
      { ...AFTER, events },
    );
  }

  /** Takes the analysis lease of a pending job, or of one whose worker's lease lapsed. */
  claimAnalysis(workspaceId: WorkspaceId, id: string, token: string, now: string, until: string) {
    return this.conversations.findOneAndUpdate(
      {
        _id: id,
        workspace_id: workspaceId,
        // An active conversation has nothing to analyse yet, whatever a stray request says.
        status: { $ne: "active" },
        $or: [{ analysis_status: "pending" }, { analysis_status: "processing", analysis_until: { $lte: now } }],
      },
      {
        $set: { analysis_status: "processing", analysis_token: token, analysis_until: until },
        $inc: { analysis_runs: 1 },
      },
      AFTER,
    );
  }

  async renewAnalysis(workspaceId: WorkspaceId, id: string, token: string, until: string): Promise<boolean> {
    const result = await this.conversations.updateOne(
      { _id: id, workspace_id: workspaceId, analysis_status: "processing", analysis_token: token },
      { $set: { analysis_until: until } },
    );
    return result.matchedCount === 1;
  }

  /** Puts a job whose lease lapsed, or that waited too long, back to `pending` (one sweeper wins). */
  requeueAnalysis(
    workspaceId: WorkspaceId,
    id: string,
    expected: { status: "pending" | "processing"; token: string | null },
    now: string,
  ) {
    return this.conversations.findOneAndUpdate(
      { _id: id, workspace_id: workspaceId, analysis_status: expected.status, analysis_token: expected.token },
      { $set: { analysis_status: "pending", analysis_token: null, analysis_until: null, analysis_queued_at: now } },
      AFTER,
    );
  }

  expiredAnalysesAcrossWorkspaces(now: string, limit: number): Promise<ConversationRecord[]> {
    return this.conversations.find({ analysis_status: "processing", analysis_until: { $lte: now } }, { limit });
  }

  stalePendingAnalysesAcrossWorkspaces(queuedBefore: string, limit: number): Promise<ConversationRecord[]> {
    return this.conversations.find(
      { analysis_status: "pending", analysis_queued_at: { $lte: queuedBefore } },
      { limit },
    );
  }
}

function withRevision(update: Update, extraSet: Record<string, unknown> = {}): Update {
  return {
    ...update,
    $set: { ...(update.$set ?? {}), ...extraSet },
    $inc: { ...(update.$inc ?? {}), revision: 1 },
  };
}
