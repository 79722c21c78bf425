import type { MessageBus, Subscription } from "@cx/bus";
import {
  ConversationRequestTopics,
  fieldErrors,
  ReadConversationsRequest,
  RecordSimulationRequest,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { ConversationDeps } from "../app/deps.ts";
import { readConversations } from "../app/readings.ts";
import { recordSimulation } from "../app/simulations.ts";

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
