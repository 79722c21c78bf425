import { type RuntimeEvent, substituteVariables, type TranscriptTurn, totalUsage } from "@cx/agent-runtime";
import type { ConversationEvent, Evaluation, HistoryEntry, RecordSimulationRequest } from "@cx/contracts";
import { simulationResult } from "../domain/run-results.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import type { RunSession } from "./run-session.ts";

type EndReason = "agent" | "simulated_user" | "max_turns";

/** What the conversation records: its transcript and events, in order. */
class Recording {
  readonly transcript: TranscriptTurn[] = [];
  readonly events: ConversationEvent[] = [];

  constructor(private readonly now: () => string) {}

  event(type: string, payload: Record<string, unknown>): void {
    this.events.push({ seq: this.events.length, type, payload, created_at: this.now() });
  }

  say(role: "user" | "agent", text: string): void {
    this.transcript.push({ role, text });
    this.event(role === "user" ? "user.message" : "agent.message", { text });
  }

  runtimeEvents(events: readonly RuntimeEvent[]): void {
    for (const e of events) {
      // The agent's text is recorded with its turn, as one message.
      if (e.type !== "agent.message") this.event(e.type, e.payload as unknown as Record<string, unknown>);
    }
  }
}

/**
 * A simulated user (instructed with the scenario) and the agent take turns after the opening
 * history (or the agent's first message) until `simulation_max_turns` user turns, the agent's
 * `end_call`, or the simulated user ending it. Each success condition is judged on the whole
 * transcript; the conversation is stored by the conversations service before the run ends.
 */
export async function executeSimulation(session: RunSession, now: () => string): Promise<RunOutcomeFields> {
  const { content, execution, config } = session;
  const { run, invocation, workspaceId } = execution;
  const conversationId = run.conversation_id as string;
  const startedAt = now();
  const recording = new Recording(now);
  recording.event("conversation.started", { source: "agent_test", run_id: run._id });
  const history: HistoryEntry[] = structuredClone(content.chat_history);
  for (const entry of history) if (entry.message) recording.say(entry.role, entry.message);
  const agentRecords = () => session.records.filter((r) => r.purpose === "reply");

  if (history.length === 0) {
    const first = config.agent?.first_message?.trim();
    if (first) {
      const text = substituteVariables(first, content.dynamic_variables, {
        conversationId,
        agentId: invocation.agent_id,
        now: new Date(startedAt),
      });
      history.push({ role: "agent", message: text });
      recording.say("agent", text);
    }
  }

  const agentTurn = async (): Promise<boolean> => {
    const reply = await session.reply(history);
    history.push(...reply.history);
    recording.runtimeEvents(reply.events);
    if (reply.text) recording.say("agent", reply.text);
    return reply.endCall;
  };

  let endReason: EndReason = "max_turns";
  let ended = history.at(-1)?.role === "user" && (await agentTurn());
  if (ended) endReason = "agent";
  for (let userTurns = 0; !ended && userTurns < content.simulation_max_turns; userTurns++) {
    const turn = await session.simulatedUser(recording.transcript);
    if (turn.ended) {
      endReason = "simulated_user";
      break;
    }
    history.push({ role: "user", message: turn.text });
    recording.say("user", turn.text);
    if (await agentTurn()) {
      endReason = "agent";
      ended = true;
    }
  }
  recording.event("conversation.ended", { end_reason: endReason });

  const evaluations: Evaluation[] = [];
  for (const condition of content.success_conditions)
    evaluations.push(await session.judge({ condition, subject: recording.transcript }));

  const agentUsage = totalUsage(agentRecords());
  const request: RecordSimulationRequest = {
    workspace_id: workspaceId,
    conversation_id: conversationId,
    agent_id: invocation.agent_id,
    branch_id: invocation.branch_id,
    version_id: invocation.version_id,
    run_id: run._id,
    dynamic_variables: content.dynamic_variables,
    transcript: recording.transcript.map((t, seq) => ({ role: t.role, seq, text: t.text })),
    events: recording.events,
    started_at: startedAt,
    ended_at: now(),
    end_reason: endReason,
    status: "ended",
    ...agentUsage,
  };
  await execution.checkpoint();
  await session.ports.recordSimulation(request);
  const lastAgent = recording.transcript.findLast((t) => t.role === "agent")?.text ?? "";
  return session.outcome(simulationResult(conversationId, evaluations, lastAgent, [...session.calls]));
}
