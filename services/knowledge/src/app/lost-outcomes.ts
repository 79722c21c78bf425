import { type PeriodicTask, startPeriodic } from "@cx/leases";
import { isoNow } from "../domain/clock.ts";
import { asWorkspaceId } from "../domain/ids.ts";
import { type KnowledgeDeps, nowOf } from "./deps.ts";
import { indexed } from "./events.ts";

const BATCH = 100;

/**
 * Documents that an earlier version of the service settled without recording their
 * `knowledge.document.indexed` (it now goes with the outcome's write): each gets it recorded,
 * once, and the outbox relays it. Safe in every replica at once: the write is conditional.
 */
export async function announceLostOutcomes(deps: KnowledgeDeps): Promise<number> {
  const { documents } = deps.repos;
  const settledBefore = isoNow(new Date(nowOf(deps).getTime() - 5_000));
  let announced = 0;
  for (const settled of await documents.unpublishedOutcomesAcrossWorkspaces(settledBefore, BATCH)) {
    await documents.recordOutcomeEvent(asWorkspaceId(settled.workspace_id), settled._id, settled.outcome_at, [
      indexed(settled),
    ]);
    announced++;
  }
  return announced;
}

export function startAnnouncingLostOutcomes(deps: KnowledgeDeps, intervalMs: number): PeriodicTask {
  return startPeriodic(
    intervalMs,
    () => announceLostOutcomes(deps),
    (error) => deps.logger.error({ err: error }, "announcing lost outcomes failed"),
  );
}
