import { describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import type { BranchOutcomeDoc } from "../store/branch-outcomes-repository.ts";
import { canaryAt20 } from "../testing/rollback.ts";
import { recordAnalysedConversation } from "./auto-rollback.ts";

/** Sweeps and leases short enough for a dead worker's check to be taken over within a test. */
const QUICK_JOBS = {
  AGENTS_SWEEP_INTERVAL_MS: "100",
  AGENTS_ROLLBACK_LEASE_MS: "300",
  AGENTS_PENDING_REQUEUE_MS: "1000",
};

describe("rollback-check jobs", () => {
  it("settle the requests a check read with it, and leave one recorded meanwhile to a check of its own", async () => {
    const { ctx, ws, conversation, history, runCheck, executed, outcome } = await canaryAt20();
    for (let i = 0; i < 3; i++) await recordAnalysedConversation(ctx, ws, conversation(i, false));
    // The first check read the three outcomes: the other two requests are settled, not checked again.
    expect(await runCheck(conversation(0, false))).toBeNull();
    expect((await outcome(conversation(1, false)))?.check_status).toBe("done");
    await runCheck(conversation(1, false));
    await runCheck(conversation(2, false));
    expect(executed.count).toBe(1);

    // A fourth failure's check has read the outcomes when the fifth failure is recorded.
    await recordAnalysedConversation(ctx, ws, conversation(3, false));
    const outcomes = ctx.repos.outcomes;
    const newest = outcomes.newest.bind(outcomes);
    let readDone!: () => void;
    const read = new Promise<void>((resolve) => {
      readDone = resolve;
    });
    let proceed!: () => void;
    const held = new Promise<void>((resolve) => {
      proceed = resolve;
    });
    outcomes.newest = async (...args) => {
      const found = await newest(...args);
      readDone();
      await held;
      return found;
    };
    const fourth = runCheck(conversation(3, false));
    await read;
    await recordAnalysedConversation(ctx, ws, conversation(4, false));
    proceed();
    expect(await fourth).toBeNull();
    outcomes.newest = newest;
    // Four failures were too few for the check that read them; the fifth waits for its own.
    expect((await outcome(conversation(4, false)))?.check_status).toBe("waiting");
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(0);
    expect(await runCheck(conversation(4, false))).not.toBeNull();
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(1);
  });

  it("take over a check whose worker died, before or after its rollback, and end in one rollback", async () => {
    const { ctx, ws, agent, canary, main, conversation, history, outcomes, outcome } = await canaryAt20({
      jobWorkers: true,
      env: QUICK_JOBS,
    });
    for (let i = 0; i < 4; i++) await recordAnalysedConversation(ctx, ws, conversation(i, false));
    await waitUntil(
      async () => (await outcomes.countDocuments({ agent_id: agent.id, check_status: "done" })) === 4,
      "the first four checks made",
    );
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(0);
    // What a worker that died mid-check leaves behind: the fifth failure claimed, its lease lapsed.
    const fifth = conversation(4, false);
    const lapsed = new Date(Date.now() - 1000).toISOString();
    const orphan: BranchOutcomeDoc = {
      _id: fifth.conversation_id,
      workspace_id: fifth.workspace_id,
      agent_id: fifth.agent_id,
      branch_id: fifth.branch_id,
      started_at: fifth.started_at,
      call_successful: false,
      analysed_at: fifth.analysed_at,
      check_status: "checking",
      check_request: "chk_dead",
      check_runs: 1,
      check_lease_token: "lease_dead_worker",
      check_lease_until: lapsed,
      check_queued_at: lapsed,
      check_error: null,
    };
    await outcomes.insertOne(orphan);
    await waitUntil(async () => (await outcome(fifth))?.check_status === "done", "the check taken over", 10000);
    const rollbacks = (await history()).filter((e) => e.reason === "auto_rollback");
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.rollback).toMatchObject({ branch_id: canary, to_branch_id: main, failure_rate: 1 });
    expect((await outcome(fifth))?.check_runs).toBe(2);

    // A worker that died after writing the rollback, before settling its check: taken over, it finds nothing to do.
    await outcomes.updateOne(
      { _id: fifth.conversation_id },
      {
        $set: {
          check_status: "checking",
          check_lease_token: "lease_dead_worker",
          check_lease_until: new Date(Date.now() - 1000).toISOString(),
        },
      },
    );
    await waitUntil(async () => (await outcome(fifth))?.check_status === "done", "the second check taken over", 10000);
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(1);
  });

  it("give up a check whose workers keep dying, naming why on its outcome", async () => {
    const { conversation, outcomes, outcome } = await canaryAt20({ jobWorkers: true, env: QUICK_JOBS });
    const c = conversation(0, false);
    const lapsed = new Date(Date.now() - 1000).toISOString();
    await outcomes.insertOne({
      _id: c.conversation_id,
      workspace_id: c.workspace_id,
      agent_id: c.agent_id,
      branch_id: c.branch_id,
      started_at: c.started_at,
      call_successful: false,
      analysed_at: c.analysed_at,
      check_status: "checking",
      check_request: "chk_dead",
      check_runs: 3,
      check_lease_token: "lease_dead_worker",
      check_lease_until: lapsed,
      check_queued_at: lapsed,
      check_error: null,
    });
    await waitUntil(async () => (await outcome(c))?.check_status === "failed", "the check given up", 10000);
    expect((await outcome(c))?.check_error).toBe("Rollback check workers stopped without finishing 3 times.");
  });
});
