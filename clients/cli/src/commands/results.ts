/** `cx test compare` and `cx test history`: tables, or the API's JSON with `--json`. */
import type { Command } from "../args.ts";
import type { Platform } from "../platform.ts";
import type { Output } from "../progress.ts";
import { comparisonText, historyText } from "../results-over-time.ts";

export async function testCompare(
  platform: Platform,
  command: Extract<Command, { name: "test compare" }>,
  stdout: Output,
): Promise<number> {
  const comparison = await platform.compareInvocations(command.invocationId, command.baseline);
  stdout.write(command.json ? `${JSON.stringify(comparison, null, 2)}\n` : `${comparisonText(comparison)}\n`);
  return 0;
}

export async function testHistory(
  platform: Platform,
  command: Extract<Command, { name: "test history" }>,
  stdout: Output,
): Promise<number> {
  const history = await platform.getTestHistory(command.testId, {
    ...(command.agentId ? { agent_id: command.agentId } : {}),
    ...(command.branchId ? { branch_id: command.branchId } : {}),
    ...(command.limit !== undefined ? { limit: command.limit } : {}),
  });
  stdout.write(command.json ? `${JSON.stringify(history, null, 2)}\n` : `${historyText(history)}\n`);
  return 0;
}
