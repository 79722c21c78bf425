import type { MessageBus, Subscription } from "@cx/bus";
import {
  type AnalysisRequestedEvent,
  ConversationRequestTopics,
  EventSchemas,
  fieldErrors,
  RecordSimulationRequest,
  Topics,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
import type { Analyst } from "../app/analysis.ts";
import type { ConversationDeps } from "../app/deps.ts";
import { recordSimulation } from "../app/simulations.ts";

export const ANALYSIS_GROUP = "conversations-analysis";

export interface ConsumerSettings {
  /** Deliveries of one analysis job whose handler failed before it goes to the dead letters. */
  maxAttempts: number;
  retryDelayMs: number;
  /** Analyses one worker runs at once. */
  prefetch: number;
}

/**
 * The analysis jobs. A payload that does not match its contract is logged and dropped: retrying
 * cannot make it valid.
 */
export async function startAnalysisConsumer(
  bus: MessageBus,
  analyst: Analyst,
  settings: ConsumerSettings,
  logger: Logger,
): Promise<Subscription> {
  const topic = Topics.CONVERSATIONS_ANALYSIS_REQUESTED;
  return bus.subscribe(
    {
      group: ANALYSIS_GROUP,
      topics: [topic],
      maxAttempts: settings.maxAttempts,
      retryDelayMs: settings.retryDelayMs,
      prefetch: settings.prefetch,
    },
    async (message) => {
      if (!Value.Check(EventSchemas[topic], message.payload)) {
        logger.error({ topic, messageId: message.id }, "dropping an event that does not match its contract");
        return;
      }
      await analyst.handle(message.payload as AnalysisRequestedEvent);
    },
  );
}

/** `conversations.simulations.record`: the testing service's runs store their conversations here. */
export function startSimulationResponder(bus: MessageBus, deps: ConversationDeps): Promise<Subscription> {
  return bus.respond({ topic: ConversationRequestTopics.RECORD_SIMULATION, prefetch: 8 }, async (request) => {
    const fields = fieldErrors(RecordSimulationRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    return recordSimulation(deps, request.payload as RecordSimulationRequest);
  });
}
