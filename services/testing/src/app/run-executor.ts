import { EvaluatorError } from "@cx/agent-runtime";
import { LlmError } from "@cx/llm";
import { type Clock, isoNow } from "../domain/clock.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { executeNextReply } from "./execute-next-reply.ts";
import { executeSimulation } from "./execute-simulation.ts";
import { executeToolInvocation } from "./execute-tool-invocation.ts";
import { RunAborted, type RunExecution, type RunExecutor } from "./run-execution.ts";
import type { RunPorts } from "./run-ports.ts";
import { RunFailure, RunSession } from "./run-session.ts";

/**
 * Executes the three kinds of tests (extension spec part 3.1). Failures of the models, the tools
 * and the verdicts become failed runs with their code and a reason written here (never a
 * provider's text or a secret); a breakdown of the platform itself throws, so the run is retried.
 */
export function createRunExecutor(ports: RunPorts, clock: Clock): RunExecutor {
  return {
    async execute(execution: RunExecution): Promise<RunOutcomeFields> {
      const session = new RunSession(ports, execution, clock);
      try {
        switch (execution.test.content.type) {
          case "next_reply":
            return await executeNextReply(session);
          case "tool_invocation":
            return await executeToolInvocation(session);
          case "simulation":
            return await executeSimulation(session, () => isoNow(clock));
        }
      } catch (error) {
        if (execution.signal.aborted) throw new RunAborted();
        if (error instanceof RunFailure) return session.failed(error.code, error.message);
        if (error instanceof EvaluatorError) {
          return session.failed("evaluator_error", "The evaluation model's answer was not a valid verdict.");
        }
        if (error instanceof LlmError) {
          const code = error.code === "quota_exceeded" ? "quota_exceeded" : "runtime_error";
          return session.failed(code, `A model call of the run failed: ${error.message}`);
        }
        throw error;
      }
    },
  };
}
