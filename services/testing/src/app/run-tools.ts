/**
 * How a run answers the agent's tool calls (extension spec part 3.1): from the test's mocks, or
 * by calling the real tool when the test says so and the invocation allows real tools. A call
 * that cannot be answered fails the run (`mock_not_matched`, `tool_unavailable`).
 */
import {
  type CatalogTool,
  type ToolExecution,
  type ToolExecutor,
  ToolFailure,
  type ToolInvocation,
} from "@cx/agent-runtime";
import type { ToolMockConfig } from "@cx/contracts";
import { findMock, isMocked, mockResultText } from "../domain/tool-mocks.ts";

/** Calls a workspace tool for real; null when the tool is gone (or is not a webhook tool). */
export interface RealTools {
  call(workspaceId: string, tool: CatalogTool, args: Record<string, unknown>): Promise<ToolExecution | null>;
}

export interface RunToolsInput {
  workspaceId: string;
  mockConfig: ToolMockConfig;
  overrides: Record<string, unknown>;
  allowRealTools: boolean;
  real: RealTools;
}

export function createRunToolExecutor(input: RunToolsInput): ToolExecutor {
  const { mockConfig, overrides } = input;
  return {
    async execute(call: ToolInvocation): Promise<ToolExecution> {
      const { tool } = call;
      // Part 7: a tool deleted since the version was published is unavailable, mocked or not.
      if (tool.deleted) {
        throw new ToolFailure(
          "tool_unavailable",
          `The agent called "${tool.name}" (${tool.id}), which was deleted after this agent version was published.`,
        );
      }
      if (isMocked(mockConfig, tool.id)) {
        const mock = findMock(overrides, tool.id, call.arguments);
        if (mock) {
          return { kind: "result", result: mockResultText(mock.result), isError: mock.is_error ?? false, latencyMs: 0 };
        }
        if ((mockConfig.fallback_strategy ?? "raise_error") === "raise_error") {
          throw new ToolFailure(
            "mock_not_matched",
            `The agent called "${tool.name}" (${tool.id}) and no mock of the test matches its arguments.`,
          );
        }
      }
      if (!input.allowRealTools) {
        throw new ToolFailure(
          "tool_unavailable",
          `The agent called "${tool.name}" (${tool.id}), which is not mocked, and this invocation does not allow real tools.`,
        );
      }
      if (tool.type === "client") {
        throw new ToolFailure(
          "tool_unavailable",
          `The agent called the client tool "${tool.name}" (${tool.id}); a test run has no client to answer it, so mock it.`,
        );
      }
      const answered = await input.real.call(input.workspaceId, tool, call.arguments);
      if (!answered) {
        throw new ToolFailure("tool_unavailable", `The tool "${tool.name}" (${tool.id}) no longer exists.`);
      }
      return answered;
    },
  };
}
