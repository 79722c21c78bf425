import { expect } from "bun:test";
import type { OpenAiTestServer } from "@cx/llm/testing";
import type { Account } from "./accounts.ts";

/** How long the held run's model call takes: longer than any suite, never reached. */
const HELD_MS = 60_000;

/**
 * Starts, in the owner's workspace, an invocation whose only run waits on its model call, so that
 * its live updates stay open for as long as a suite needs them. Answers the invocation's path.
 */
export async function startHeldInvocation(owner: Account, model: OpenAiTestServer): Promise<string> {
  const ws = `/api/v1/workspaces/${owner.workspaceId}`;
  const agent = await owner.api.request("POST", `${ws}/agents`, {
    name: "Held bot",
    config: { agent: { prompt: { prompt: "You help with orders." } } },
  });
  const test = await owner.api.request("POST", `${ws}/agent-tests`, {
    type: "next_reply",
    name: "Held reply",
    chat_history: [{ role: "user", message: "Hello" }],
    success_condition: "The agent greets the user",
  });
  model.reset();
  model.enqueue({ kind: "slow", delayMs: HELD_MS });
  const started = await owner.api.request("POST", `${ws}/agents/${agent.json.id}/test-invocations`, {
    test_ids: [test.json.id],
  });
  expect(started.status).toBe(201);
  return `${ws}/test-invocations/${started.json.id}`;
}
