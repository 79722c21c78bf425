import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import { Topics } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { TestingPorts } from "../app/ports.ts";
import { asWorkspaceId } from "../domain/ids.ts";

export const SETTLING_GROUP = "testing.invocation-settling";

/**
 * Settles the invocation of every run that ended, once more, from the run's
 * `testing.run.completed` (relayed by the outbox whatever happens to the process). The write that
 * ends a run settles right after it, but a process that dies in between, or a settle that fails,
 * would leave the invocation's end unannounced until someone reads it; a failure here is retried
 * by the bus. Settling twice is harmless: only the first write stores the status and its event.
 */
export function startInvocationSettling(bus: MessageBus, deps: TestingPorts, logger: Logger): Promise<Subscription> {
  return subscribeEvents(
    bus,
    { group: SETTLING_GROUP },
    {
      [Topics.TESTING_RUN_COMPLETED]: async (payload) => {
        await deps.history.settle(asWorkspaceId(payload.workspace_id), payload.invocation_id);
      },
    },
    logger,
  );
}
