/** Test support for automatic rollback: an agent with a canary, its analysed conversations and its checks. */
import { expect } from "bun:test";
import type { RollbackCheckRequestedEvent } from "@cx/contracts";
import { JobRunner } from "@cx/jobs";
import { createLogger } from "@cx/logger";
import { type AnalysedConversation, recordAnalysedConversation } from "../app/auto-rollback.ts";
import type { RecordedDeployment } from "../app/record-deployment.ts";
import { executeRollbackCheck } from "../app/rollback-check-jobs.ts";
import type { BranchOutcomeDoc } from "../store/branch-outcomes-repository.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";
import { startHarness } from "./agents.ts";

const logger = createLogger("agents-test", { level: "silent" });

/**
 * An agent at main 80%, canary 20%, rolling back above 20% failures of the newest 5. Its checks
 * run only when the test runs them (`runCheck`), unless `jobWorkers` starts the service's own.
 */
export async function canaryAt20(options: { jobWorkers?: boolean; env?: Record<string, string> } = {}) {
  const h = await startHarness({
    jobWorkers: options.jobWorkers ?? false,
    ...(options.env ? { env: options.env } : {}),
  });
  const agent = await h.createAgent({});
  const main = agent.main_branch_id;
  const canary = (await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "canary" } })).json.id as string;
  const deployed = await h.call("PUT", `/agents/${agent.id}/deployments`, {
    body: {
      branches: [
        { branch_id: main, percentage: 80 },
        { branch_id: canary, percentage: 20 },
      ],
    },
  });
  expect(deployed.status).toBe(200);
  const policy = await h.call("PATCH", `/agents/${agent.id}`, {
    body: { deployment_policy: { rollback: { enabled: true, min_conversations: 5, max_failure_rate: 0.2 } } },
    role: "admin",
  });
  expect(policy.status).toBe(200);
  const ctx = h.service.ctx;
  const ws = asWorkspaceId(h.workspaceId);
  const startedAfter = Date.parse(deployed.json.created_at ?? new Date().toISOString()) + 1000;
  const conversation = (i: number, ok: boolean, branchId = canary): AnalysedConversation => ({
    workspace_id: h.workspaceId,
    conversation_id: `conv_${agent.id}_${i}`,
    agent_id: agent.id,
    branch_id: branchId,
    started_at: new Date(startedAfter + i * 1000).toISOString(),
    call_successful: ok,
    analysed_at: new Date(startedAfter + i * 1000 + 500).toISOString(),
  });
  const history = async () =>
    (await h.call("GET", `/agents/${agent.id}/deployments/history`)).json.items as {
      reason: string;
      created_by: { type: string; id: string | null };
      distribution: { branch_id: string; basis_points: number; percentage: string }[];
      rollback: unknown;
    }[];

  const [kind] = h.service.jobs;
  if (!kind) throw new Error("the agents catalog has no rollback-check job");
  /** Checks the handler executed (a job settled by another check's executes none). */
  const executed = { count: 0 };
  /**
   * Runs the job of `c`'s check as one worker would, through the job runner (claim, lease,
   * outcome); the rollback it made, or null.
   */
  async function runCheck(c: AnalysedConversation): Promise<RecordedDeployment | null> {
    let made: RecordedDeployment | null = null;
    const runner = new JobRunner<RollbackCheckRequestedEvent, BranchOutcomeDoc>(
      {
        ...kind!,
        handle: async (execution) => {
          executed.count++;
          made = await executeRollbackCheck(ctx, execution);
        },
      },
      { logger },
    );
    await runner.handle({
      workspace_id: c.workspace_id,
      conversation_id: c.conversation_id,
      agent_id: c.agent_id,
      branch_id: c.branch_id,
      occurred_at: new Date().toISOString(),
    });
    return made;
  }
  /** An analysis heard: its outcome recorded, then its check run; the rollback that check made. */
  async function analysed(c: AnalysedConversation): Promise<RecordedDeployment | null> {
    await recordAnalysedConversation(ctx, ws, c);
    return runCheck(c);
  }
  const outcomes = h.database.collection<BranchOutcomeDoc>("branch_outcomes");
  const outcome = async (c: AnalysedConversation) => outcomes.findOne({ _id: c.conversation_id });

  return { h, agent, main, canary, ctx, ws, conversation, history, runCheck, analysed, executed, outcomes, outcome };
}
