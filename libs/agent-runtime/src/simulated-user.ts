/**
 * The simulated user of simulation tests: a model playing the customer from a scenario, taking
 * turns with the agent. The agent's messages are the simulated user's `user` messages and its own
 * earlier turns are `assistant` messages, so any chat model can play the part.
 */
import type { LanguageModel } from "@cx/llm";
import { type ModelCallRecord, recordOf } from "./accounting.ts";

/** Offered to the simulated user; calling it (or answering nothing) ends the conversation. */
export const END_CONVERSATION = "end_conversation";

export interface TranscriptTurn {
  role: "user" | "agent";
  text: string;
}

export interface SimulatedUserRequest {
  /** The test's `simulated_user_model`; empty for the default. */
  model: string;
  scenario: string;
  transcript: readonly TranscriptTurn[];
  signal?: AbortSignal;
}

export interface SimulatedUserTurn {
  text: string;
  /** The simulated user ended the conversation: no text, or it called `end_conversation`. */
  ended: boolean;
  modelCall: ModelCallRecord;
}

export async function simulateUserTurn(
  model: LanguageModel,
  request: SimulatedUserRequest,
): Promise<SimulatedUserTurn> {
  const instructions =
    "You play a customer talking to a support agent. Stay in character and follow this scenario:\n" +
    `${request.scenario}\n\nWrite only the customer's next message. When the conversation is over, call ${END_CONVERSATION}.`;
  const result = await model.chat({
    model: request.model,
    messages: [
      { role: "system", content: instructions },
      ...request.transcript.map((turn) =>
        turn.role === "agent"
          ? { role: "user" as const, content: turn.text }
          : { role: "assistant" as const, content: turn.text },
      ),
    ],
    task: { kind: "simulated_user", scenario: request.scenario },
    tools: [
      {
        name: END_CONVERSATION,
        description: "End the conversation when the customer has nothing more to say.",
        parameters: { type: "object", properties: {}, additionalProperties: false },
      },
    ],
    ...(request.signal ? { signal: request.signal } : {}),
  });
  const text = result.content?.trim() ?? "";
  const ended = text === "" || result.toolCalls.some((c) => c.name === END_CONVERSATION);
  return { text, ended, modelCall: recordOf("simulated_user", result) };
}
