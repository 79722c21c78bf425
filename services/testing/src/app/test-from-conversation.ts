import type { AgentTest, AgentTestFromConversationBody, ConversationReading } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import { testFromConversation } from "../domain/conversation-test.ts";
import type { TestingPorts } from "./ports.ts";
import { createTest } from "./tests.ts";

async function requireConversation(
  deps: TestingPorts,
  actor: Actor,
  conversationId: string,
): Promise<ConversationReading> {
  let found: Map<string, ConversationReading>;
  try {
    found = await deps.conversations.read(actor.workspaceId, [conversationId], true);
  } catch (error) {
    deps.logger.warn({ err: error }, "the conversations service could not give the conversation");
    throw new AppError("unavailable", "The conversations service did not answer; try again.");
  }
  const conversation = found.get(conversationId);
  if (!conversation) throw AppError.notFound("conversation");
  return conversation;
}

/**
 * Extensions part 10: a `next_reply` test from the agent reply at `seq` of a conversation of the
 * workspace (another workspace's is 404, as a missing one), created as `POST .../agent-tests`
 * creates one, with the same checks (its agent, its folder, its history's rules).
 */
export async function createTestFromConversation(
  deps: TestingPorts,
  actor: Actor,
  body: AgentTestFromConversationBody,
): Promise<AgentTest> {
  const conversation = await requireConversation(deps, actor, body.conversation_id);
  const plan = testFromConversation(conversation, body);
  if (!plan.ok) throw AppError.validation([plan.error]);
  return createTest(deps, actor, plan.body);
}
