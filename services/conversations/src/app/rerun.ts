import type { ConversationDetail } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { WorkspaceId } from "@cx/ids";
import { type ConversationDeps, nowOf } from "./deps.ts";
import { detailOf } from "./present.ts";

const ATTEMPTS = 20;

/**
 * Part 4.6: queues the analysis of an ended conversation again. The previous analysis stays
 * visible until the new one is done; the run uses the config the conversation ran (stored with
 * it), so later versions of the agent change nothing. A run in progress loses its lease.
 */
export async function rerunAnalysis(
  deps: ConversationDeps,
  workspaceId: WorkspaceId,
  id: string,
): Promise<ConversationDetail> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const record = await deps.conversations.find(workspaceId, id);
    if (!record) throw AppError.notFound("conversation");
    if (record.status !== "ended") {
      throw new AppError(
        "conversation_not_ended",
        `The conversation is ${record.status}; only an ended one is analysed again.`,
        {
          status: record.status,
        },
      );
    }
    const at = nowOf(deps).toISOString();
    const queued = await deps.conversations.updateAtRevision(workspaceId, id, record.revision, {
      $set: {
        analysis_status: "pending",
        analysis_token: null,
        analysis_until: null,
        analysis_runs: 0,
        analysis_queued_at: at,
      },
    });
    if (!queued) continue;
    await deps.events
      .analysisRequested(queued, "rerun")
      .catch((error: unknown) =>
        deps.logger.warn({ err: error, conversationId: id }, "re-run not queued yet; the sweeper will"),
      );
    return detailOf(queued, nowOf(deps));
  }
  throw new AppError("conversation_busy", "The conversation kept changing; try again.");
}
