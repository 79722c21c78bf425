import { nextReplyResult } from "../domain/run-results.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import type { RunSession } from "./run-session.ts";

/** The agent answers the history once; the evaluation model judges that reply. */
export async function executeNextReply(session: RunSession): Promise<RunOutcomeFields> {
  const { content } = session;
  const reply = await session.reply(content.chat_history);
  const evaluation = await session.judge({
    condition: content.success_condition,
    subject: reply.text,
    successExamples: content.success_examples,
    failureExamples: content.failure_examples,
  });
  return session.outcome(nextReplyResult(evaluation, reply.text, [...session.calls]));
}
