import { describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { checkRollback, recordAnalysedConversation } from "../app/auto-rollback.ts";
import { canaryAt20 } from "../testing/rollback.ts";

describe("agents: automatic rollback", () => {
  it("makes exactly one rollback when 50 analyses of a failing canary finish at once", async () => {
    const { h, agent, main, canary, ctx, ws, conversation, history, runCheck, analysed, outcomes } = await canaryAt20();
    const batch = Array.from({ length: 50 }, (_, i) => conversation(i, i % 2 === 0));
    await Promise.all(batch.map((c) => recordAnalysedConversation(ctx, ws, c)));
    // Fifty workers take the fifty checks at once.
    const made = await Promise.all(batch.map((c) => runCheck(c)));
    expect(made.filter((r) => r !== null)).toHaveLength(1);
    expect(await outcomes.countDocuments({ agent_id: agent.id, check_status: { $ne: "done" } })).toBe(0);

    const entries = await history();
    expect(entries.filter((e) => e.reason === "auto_rollback")).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      reason: "auto_rollback",
      created_by: { type: "system", id: null },
      distribution: [{ branch_id: main, basis_points: 10000 }],
      rollback: { branch_id: canary, to_branch_id: main, conversations: 5 },
    });
    const [event] = await h.published(Topics.AGENTS_DEPLOYMENT_ROLLED_BACK);
    expect(event?.payload).toMatchObject({ agent_id: agent.id, rollback: { branch_id: canary, to_branch_id: main } });
    expect((await h.call("GET", `/agents/${agent.id}/deployments`)).json.distribution).toEqual([
      { branch_id: main, basis_points: 10000, percentage: "100.00" },
    ]);
    // A redelivery of every analysis changes nothing more.
    const again = await Promise.all(batch.map((c) => analysed(c)));
    expect(again.filter((r) => r !== null)).toHaveLength(0);
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(1);
  });

  it("re-derives the same single rollback after a crash between deciding and deploying", async () => {
    const { ctx, ws, agent, canary, main, conversation, history, runCheck, analysed } = await canaryAt20();
    for (let i = 0; i < 4; i++) await analysed(conversation(i, false));
    // The process dies as it writes the rollback: the decision was made, nothing was stored.
    const deployments = ctx.repos.deployments;
    const replace = deployments.replace.bind(deployments);
    deployments.replace = async () => {
      throw new Error("process stopped");
    };
    await recordAnalysedConversation(ctx, ws, conversation(4, false));
    await expect(runCheck(conversation(4, false))).rejects.toThrow("process stopped");
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(0);
    deployments.replace = replace;
    // After the restart, the redelivered analysis and a new one are recorded; their checks and
    // one more decide again from the store, at once.
    await recordAnalysedConversation(ctx, ws, conversation(4, false));
    await recordAnalysedConversation(ctx, ws, conversation(5, true));
    const after = await Promise.all([
      runCheck(conversation(4, false)),
      runCheck(conversation(5, true)),
      checkRollback(ctx, ws, agent.id, canary),
    ]);
    expect(after.filter((r) => r !== null)).toHaveLength(1);
    const rollbacks = (await history()).filter((e) => e.reason === "auto_rollback");
    expect(rollbacks).toHaveLength(1);
    expect(rollbacks[0]?.rollback).toMatchObject({ branch_id: canary, to_branch_id: main, failure_rate: 0.8 });
  });

  it("leaves the largest branch, too few or too old conversations, and a disabled policy alone", async () => {
    const { h, agent, main, canary, conversation, history, analysed } = await canaryAt20();
    // Main is the largest branch: its failures never roll it back.
    for (let i = 0; i < 6; i++) await analysed(conversation(i, false, main));
    // Four failures of the canary are fewer than min_conversations.
    for (let i = 10; i < 14; i++) await analysed(conversation(i, false));
    // Conversations started before the deployment that raised the canary do not count.
    for (let i = 20; i < 26; i++) {
      const old = conversation(i, false);
      await analysed({ ...old, started_at: "2020-01-01T00:00:00.000Z" });
    }
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(0);
    await h.call("PATCH", `/agents/${agent.id}`, {
      body: { deployment_policy: { rollback: { enabled: false } } },
      role: "admin",
    });
    expect(await analysed(conversation(30, false))).toBeNull();
    expect((await history()).filter((e) => e.reason === "auto_rollback")).toHaveLength(0);
    expect(canary).toBeTruthy();
  });

  it("hears analyses on the bus, counting only conversations the deployment routed", async () => {
    // The service's own job workers make the checks the recorded outcomes ask for.
    const { h, agent, main, canary, history } = await canaryAt20({ jobWorkers: true });
    const base = {
      workspace_id: h.workspaceId,
      agent_id: agent.id,
      branch_id: canary,
      analysis_status: "done" as const,
      call_successful: false,
    };
    const at = (i: number) => new Date(Date.now() + 60_000 + i * 1000).toISOString();
    const ignored = [
      { source: "agent_test" as const, is_draft_run: false, routed: true },
      { source: "api" as const, is_draft_run: true, routed: true },
      { source: "api" as const, is_draft_run: false, routed: false },
    ];
    let n = 0;
    for (const kind of ignored) {
      for (let i = 0; i < 5; i++, n++) {
        await h.bus.publish(Topics.CONVERSATIONS_ANALYSIS_COMPLETED, {
          ...base,
          ...kind,
          conversation_id: `conv_ignored_${n}`,
          started_at: at(n),
          occurred_at: at(n),
        });
      }
    }
    for (let i = 0; i < 5; i++, n++) {
      await h.bus.publish(Topics.CONVERSATIONS_ANALYSIS_COMPLETED, {
        ...base,
        source: "api",
        is_draft_run: false,
        routed: true,
        conversation_id: `conv_routed_${n}`,
        started_at: at(n),
        occurred_at: at(n),
      });
    }
    await waitUntil(async () => (await history())[0]?.reason === "auto_rollback", "the rollback");
    const outcomes = await h.database.collection("branch_outcomes").find({ agent_id: agent.id });
    expect(outcomes.map((o) => o._id).sort()).toEqual([15, 16, 17, 18, 19].map((i) => `conv_routed_${i}`));
    // Every check asked for is made (or settled by another check of the branch that read it).
    await waitUntil(
      async () =>
        (await h.database
          .collection("branch_outcomes")
          .countDocuments({ agent_id: agent.id, check_status: "done" })) === 5,
      "every check made",
    );
    // A removed conversation's outcome is forgotten.
    await h.bus.publish(Topics.CONVERSATIONS_CONVERSATION_DELETED, {
      workspace_id: h.workspaceId,
      conversation_id: "conv_routed_15",
      agent_id: agent.id,
      occurred_at: at(99),
    });
    await waitUntil(
      async () => (await h.database.collection("branch_outcomes").find({ agent_id: agent.id })).length === 4,
      "the removed conversation forgotten",
    );
    expect((await history())[0]?.distribution).toEqual([
      { branch_id: main, basis_points: 10000, percentage: "100.00" },
    ]);
  });
});
