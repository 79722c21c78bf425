import { type MessageBus, type Subscription, subscribeEvents } from "@cx/bus";
import {
  ConversationRequestTopics,
  fieldErrors,
  ReadConversationsRequest,
  RecordSimulationRequest,
  Topics,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Logger } from "@cx/logger";
import type { Analyst } from "../app/analysis.ts";
import type { ConversationDeps } from "../app/deps.ts";
import { readConversations } from "../app/readings.ts";
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
 * The analysis jobs, each checked against its contract by `subscribeEvents` (a malformed one is
 * logged and dropped: retrying cannot make it valid).
 */
export function startAnalysisConsumer(
  bus: MessageBus,
  analyst: Analyst,
  settings: ConsumerSettings,
  logger: Logger,
): Promise<Subscription> {
  return subscribeEvents(
    bus,
    {
      group: ANALYSIS_GROUP,
      maxAttempts: settings.maxAttempts,
      retryDelayMs: settings.retryDelayMs,
      prefetch: settings.prefetch,
    },
    { [Topics.CONVERSATIONS_ANALYSIS_REQUESTED]: (job) => analyst.handle(job) },
    logger,
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

/**
 * `conversations.conversations.read`: other services read a workspace's conversations (the
 * testing service's comparisons and tests made from conversations). The workspace comes with the
 * request and bounds what is answered.
 */
export function startReadResponder(bus: MessageBus, deps: ConversationDeps): Promise<Subscription> {
  return bus.respond({ topic: ConversationRequestTopics.READ_CONVERSATIONS, prefetch: 8 }, async (request) => {
    const fields = fieldErrors(ReadConversationsRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    return readConversations(deps, request.payload as ReadConversationsRequest);
  });
}
