import { AppError } from "@cx/errors";
import type { WorkspaceId } from "@cx/ids";
import { conversationEnded } from "../outbound/publisher.ts";
import type { ConversationRecord } from "../store/records.ts";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { endingFields, queueAnalysisOfEnd, storedEvent } from "./records.ts";

const TURN_POLL_MS = 25;

function turnInProgress(record: ConversationRecord, now: Date): boolean {
  return record.turn_token !== null && record.turn_until !== null && record.turn_until > now.toISOString();
}

/**
 * Ends an active conversation once no turn is in progress: the end is appended after the turn,
 * never in the middle of it. Null when the conversation is not active any more, or a turn is in
 * progress and `wait` is false (the caller decides what that means).
 */
export async function tryEnd(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  id: string,
  endReason: string,
  options: { waitForTurnMs: number },
): Promise<{ ended: ConversationRecord } | { notActive: ConversationRecord } | { busy: true } | null> {
  const deadline = Date.now() + options.waitForTurnMs;
  for (;;) {
    const record = await deps.conversations.find(workspaceId, id);
    if (!record) return null;
    if (record.status !== "active") return { notActive: record };
    const now = nowOf(deps);
    if (turnInProgress(record, now)) {
      if (Date.now() >= deadline) return { busy: true };
      await Bun.sleep(TURN_POLL_MS);
      continue;
    }
    const at = now.toISOString();
    const ending = { ...endingFields("ended", endReason, at), turn_token: null, turn_until: null };
    const ended = await deps.conversations.updateAtRevision(
      workspaceId,
      id,
      record.revision,
      {
        $set: ending,
        $push: { events: storedEvent(record.events.length, "conversation.ended", { end_reason: endReason }, at) },
      },
      { status: "active" },
      [conversationEnded({ ...record, ...ending })],
    );
    if (ended) {
      await queueAnalysisOfEnd(deps, ended);
      return { ended };
    }
    // Someone changed it between the read and the write (a turn, another end): read again.
  }
}

/** `POST .../end`: `end_reason: "api"`, after any turn in progress has been recorded. */
export async function endByRequest(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  id: string,
): Promise<ConversationRecord> {
  const outcome = await tryEnd(deps, workspaceId, id, "api", { waitForTurnMs: deps.settings.turnLeaseMs });
  if (!outcome) throw AppError.notFound("conversation");
  if ("ended" in outcome) return outcome.ended;
  if ("busy" in outcome)
    throw new AppError("conversation_busy", "A message of this conversation is still being answered.");
  throw new AppError("conversation_not_active", `The conversation is ${outcome.notActive.status}.`, {
    status: outcome.notActive.status,
  });
}
