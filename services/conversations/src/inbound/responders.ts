import type { MessageBus, Subscription } from "@cx/bus";
import {
  ConversationRequestTopics,
  fieldErrors,
  ReadConversationDetailRequest,
  ReadConversationsRequest,
  RecordSimulationRequest,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { ConversationDeps } from "../app/deps.ts";
import { readConversationDetail, readConversations } from "../app/readings.ts";
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

/**
 * `conversations.details.read`: one conversation as its `GET` answers it, for the webhooks
 * service's deliveries. Another workspace's is answered null, as a removed one is.
 */
export function startDetailResponder(bus: MessageBus, deps: ConversationDeps): Promise<Subscription> {
  return bus.respond({ topic: ConversationRequestTopics.READ_DETAIL, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(ReadConversationDetailRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    return readConversationDetail(deps, request.payload as ReadConversationDetailRequest);
  });
}
