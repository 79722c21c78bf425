import { type RollbackCheckRequestedEvent, Topics } from "@cx/contracts";
import type { DeadLetter, JobDocuments, JobExecution, JobLease } from "@cx/jobs";
import { pendingEvent } from "@cx/outbox";
import type { BranchOutcomeDoc } from "../store/branch-outcomes-repository.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";
import { checkRollback } from "./auto-rollback.ts";
import type { AgentsContext } from "./context.ts";
import type { RecordedDeployment } from "./record-deployment.ts";

const OPEN = new Set(["waiting", "checking"]);

/** Waiting requests of one branch a check settles at most; the rest get checks of their own. */
const SETTLED_AT_ONCE = 500;

export interface RollbackCheckSettings {
  leaseMs: number;
  maxRuns: number;
  sweepIntervalMs: number;
  /** A waiting check whose message is older than this is recorded again. */
  pendingRequeueMs: number;
}

/**
 * Where a rollback check lives: on the outcome whose recording asked for it (`check_status`
 * `waiting` or `checking`, `check_lease_token`, `check_lease_until`, `check_runs`,
 * `check_queued_at`). Its message is recorded with the outcome, and by the sweeper through the
 * outbox too, so the check of a recorded outcome is never lost to a crash or a broker outage.
 */
export class RollbackCheckJobDocuments implements JobDocuments<RollbackCheckRequestedEvent, BranchOutcomeDoc> {
  constructor(
    private readonly ctx: AgentsContext,
    private readonly settings: RollbackCheckSettings,
  ) {}

  async open(job: RollbackCheckRequestedEvent): Promise<BranchOutcomeDoc | null> {
    const found = await this.ctx.repos.outcomes.find(job.workspace_id, job.conversation_id);
    return found?.check_status && OPEN.has(found.check_status) ? found : null;
  }

  claim(doc: BranchOutcomeDoc, lease: JobLease): Promise<BranchOutcomeDoc | null> {
    if (doc.check_status !== "waiting" && !this.abandoned(doc, lease.now)) return Promise.resolve(null);
    return this.ctx.repos.outcomes.changeCheck(
      doc,
      {
        check_status: doc.check_status,
        check_request: doc.check_request,
        check_lease_token: doc.check_lease_token ?? null,
      },
      {
        check_status: "checking",
        check_lease_token: lease.token,
        check_lease_until: lease.until,
        check_runs: this.attempts(doc) + 1,
      },
    );
  }

  attempts(doc: BranchOutcomeDoc): number {
    return doc.check_runs ?? 0;
  }

  abandoned(doc: BranchOutcomeDoc, now: string): boolean {
    return doc.check_status === "checking" && (doc.check_lease_until == null || doc.check_lease_until <= now);
  }

  async renew(doc: BranchOutcomeDoc, token: string, until: string): Promise<boolean> {
    const renewed = await this.ctx.repos.outcomes.changeCheck(
      doc,
      { check_status: "checking", check_lease_token: token },
      { check_lease_until: until },
    );
    return renewed !== null;
  }

  async release(doc: BranchOutcomeDoc, token: string, now: string): Promise<void> {
    await this.ctx.repos.outcomes.changeCheck(
      doc,
      { check_status: "checking", check_lease_token: token },
      { check_lease_until: now },
    );
  }

  async deadLetter(doc: BranchOutcomeDoc, why: DeadLetter): Promise<boolean> {
    const error =
      why.cause === "interrupted"
        ? `Rollback check workers stopped without finishing ${why.attempts} times.`
        : why.cause === "failed"
          ? `Rollback check failed: ${(why.error as Error).message}`
          : why.error.message;
    this.ctx.logger.error(
      { agent_id: doc.agent_id, branch_id: doc.branch_id, conversation_id: doc._id, error },
      "rollback check given up",
    );
    const failed = await this.ctx.repos.outcomes.changeCheck(
      doc,
      { check_status: doc.check_status, check_lease_token: doc.check_lease_token ?? null },
      { check_status: "failed", check_error: error, check_lease_token: null, check_lease_until: null },
    );
    return failed !== null;
  }

  due(now: Date, limit: number): Promise<BranchOutcomeDoc[]> {
    const requeueBefore = new Date(now.getTime() - this.settings.pendingRequeueMs).toISOString();
    return this.ctx.repos.outcomes.dueChecks(now.toISOString(), requeueBefore, limit);
  }

  async requeue(doc: BranchOutcomeDoc, now: Date): Promise<"recorded" | null> {
    const stamp = now.toISOString();
    const job = pendingEvent(Topics.AGENTS_ROLLBACK_CHECK_REQUESTED, {
      workspace_id: doc.workspace_id,
      occurred_at: stamp,
      conversation_id: doc._id,
      agent_id: doc.agent_id,
      branch_id: doc.branch_id,
    });
    const again = await this.ctx.repos.outcomes.changeCheck(
      doc,
      {
        check_status: doc.check_status,
        check_lease_token: doc.check_lease_token ?? null,
        check_queued_at: doc.check_queued_at ?? null,
      },
      // A worker gone mid-check: the check is made again from the store, which decides the same.
      { check_status: "waiting", check_lease_token: null, check_lease_until: null, check_queued_at: stamp },
      [job],
    );
    return again ? "recorded" : null;
  }
}

/**
 * One rollback check of the claimed outcome's branch, and the rollback it made (null when none was
 * due, or another check made it). Requests of the same branch seen waiting before the check read
 * anything are settled with it, since it read their outcomes: many analyses finishing at once make
 * few checks. A request recorded after that stays waiting for a check of its own.
 */
export async function executeRollbackCheck(
  ctx: AgentsContext,
  execution: JobExecution<RollbackCheckRequestedEvent, BranchOutcomeDoc>,
): Promise<RecordedDeployment | null> {
  const { doc, token } = execution;
  const ws = asWorkspaceId(doc.workspace_id);
  const covered = await ctx.repos.outcomes.waitingChecks(ws, doc.agent_id, doc.branch_id, SETTLED_AT_ONCE);
  const made = await checkRollback(ctx, ws, doc.agent_id, doc.branch_id);
  // Unless the request was taken over or asked again meanwhile: then it gets a check of its own.
  await ctx.repos.outcomes.changeCheck(
    doc,
    { check_status: "checking", check_lease_token: token },
    { check_status: "done", check_lease_token: null, check_lease_until: null, check_error: null },
  );
  await ctx.repos.outcomes.settleWaiting(ws, covered);
  return made;
}
