import type { MessageBus } from "@cx/bus";
import { ConversationRequestTopics, RecordSimulationReply, type RecordSimulationRequest } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";

/** Long enough for a busy conversations service; a run whose recording times out is tried again. */
export const RECORD_TIMEOUT_MS = 15_000;

/**
 * Asks the conversations service to store a simulation's conversation and waits for its answer,
 * so the conversation is readable by the time the run is terminal. The conversation id comes from
 * the run, so asking again after a lost answer stores it once.
 */
export async function recordSimulation(bus: MessageBus, request: RecordSimulationRequest): Promise<void> {
  const reply = await bus.request<unknown>(ConversationRequestTopics.RECORD_SIMULATION, request, {
    timeoutMs: RECORD_TIMEOUT_MS,
  });
  if (!Value.Check(RecordSimulationReply, reply) || reply.conversation_id !== request.conversation_id) {
    throw new Error(`the reply to "${ConversationRequestTopics.RECORD_SIMULATION}" does not match its contract`);
  }
}
