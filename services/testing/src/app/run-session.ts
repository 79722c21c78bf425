/**
 * One execution of a run: the agent runtime on the frozen config with the test's tool mocks, and
 * the accounting of every model call made for it (agent, simulated user, evaluator).
 */
import {
  type AgentRuntime,
  createAgentRuntime,
  judge,
  type ModelCallRecord,
  type ReplyOutcome,
  type SimulatedUserTurn,
  simulateUserTurn,
  type TranscriptTurn,
  totalUsage,
  type VerdictRequest,
} from "@cx/agent-runtime";
import type { AgentConfig, Evaluation, HistoryEntry, RunCall, RunFailureCode, TestRunResult } from "@cx/contracts";
import type { Clock } from "../domain/clock.ts";
import { failureResult } from "../domain/run-results.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import type { RunExecution } from "./run-execution.ts";
import type { RunPorts } from "./run-ports.ts";
import { createRunToolExecutor } from "./run-tools.ts";

/** A reply that did not come: the run fails with this code and a readable reason. */
export class RunFailure extends Error {
  constructor(
    readonly code: RunFailureCode,
    message: string,
  ) {
    super(message);
    this.name = "RunFailure";
  }
}

export class RunSession {
  readonly records: ModelCallRecord[] = [];
  readonly calls: RunCall[] = [];
  readonly config: AgentConfig;
  private readonly runtime: AgentRuntime;

  constructor(
    readonly ports: RunPorts,
    readonly execution: RunExecution,
    private readonly clock: Clock,
  ) {
    const { run, invocation, test, workspaceId } = execution;
    this.config = JSON.parse(invocation.agent_config_json) as AgentConfig;
    this.runtime = createAgentRuntime({
      model: ports.model,
      tools: ports.tools(workspaceId),
      knowledge: ports.knowledge(workspaceId),
      executor: createRunToolExecutor({
        workspaceId,
        mockConfig: test.content.tool_mock_config,
        overrides: test.content.tool_mock_overrides,
        allowRealTools: run.allows_real_tools,
        real: ports.realTools,
      }),
    });
  }

  get content() {
    return this.execution.test.content;
  }

  /** The agent answers `history` once (tool steps included); a failed reply throws `RunFailure`. */
  async reply(history: readonly HistoryEntry[]): Promise<Extract<ReplyOutcome, { status: "replied" }>> {
    await this.execution.checkpoint();
    const { run, invocation } = this.execution;
    const outcome = await this.runtime.reply({
      config: this.config,
      history,
      dynamicVariables: this.content.dynamic_variables,
      system: { conversationId: run.conversation_id ?? run._id, agentId: invocation.agent_id, now: this.clock() },
      signal: this.execution.signal,
    });
    this.records.push(...outcome.modelCalls);
    this.calls.push(...outcome.calls);
    if (outcome.status === "replied") return outcome;
    if (outcome.status === "awaiting_client_tools") {
      // The tool executor never hands a call to a client; this is a defect, not a test outcome.
      throw new Error("a test run's reply waited for a client tool");
    }
    const code = outcome.failure.code as RunFailureCode;
    const known: RunFailureCode[] = ["quota_exceeded", "runtime_error", "mock_not_matched", "tool_unavailable"];
    const reason =
      code === "mock_not_matched" || code === "tool_unavailable"
        ? outcome.failure.message
        : `The agent's reply failed: ${outcome.failure.message}`;
    throw new RunFailure(known.includes(code) ? code : "runtime_error", reason);
  }

  async judge(request: Omit<VerdictRequest, "signal" | "model">): Promise<Evaluation> {
    await this.execution.checkpoint();
    const verdict = await judge(this.ports.model, {
      ...request,
      model: this.content.evaluation_model,
      signal: this.execution.signal,
    });
    this.records.push(verdict.modelCall);
    return verdict.evaluation;
  }

  async simulatedUser(transcript: readonly TranscriptTurn[]): Promise<SimulatedUserTurn> {
    await this.execution.checkpoint();
    const turn = await simulateUserTurn(this.ports.model, {
      model: this.content.simulated_user_model,
      scenario: this.content.simulation_scenario,
      transcript,
      signal: this.execution.signal,
    });
    this.records.push(turn.modelCall);
    return turn;
  }

  outcome(result: TestRunResult): RunOutcomeFields {
    return { status: result.passed === true ? "passed" : "failed", result, ...totalUsage(this.records) };
  }

  failed(code: RunFailureCode, reason: string): RunOutcomeFields {
    return { status: "failed", result: failureResult(code, reason, [...this.calls]), ...totalUsage(this.records) };
  }
}
