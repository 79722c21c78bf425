import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { type AgentConfig, ConversationRequestTopics, Topics } from "@cx/contracts";
import { asWorkspaceId, newId } from "@cx/ids";
import { type ConversationsHarness, startConversations, WS } from "../testing/conversations.ts";

let h: ConversationsHarness;
beforeAll(async () => {
  h = await startConversations({ env: { CONVERSATIONS_ANALYSIS_LEASE_MS: "300" } });
});
afterAll(() => h.stop());

const analysed: AgentConfig = {
  agent: { first_message: "Hi! How can I help?", prompt: { prompt: "You help with orders. Orders ship in two days." } },
  platform_settings: {
    evaluation: {
      criteria: [
        { id: "shipping", name: "Shipping", conversation_goal_prompt: "The agent told when the order ships." },
        { id: "refund", name: "Refund", conversation_goal_prompt: "The refund was paid back by bank transfer." },
      ],
    },
    data_collection: {
      order_number: { type: "integer", description: "The order number the user gave" },
      email: { type: "string", description: "The user's email address" },
    },
    sentiment_analysis: { enabled: true },
    topic_discovery: { enabled: true },
  },
};

async function endedConversation(config: Record<string, unknown>) {
  const agent = await h.createAgent(config);
  const id = (await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} })).json.id as string;
  await h.call("POST", `/conversations/${id}/messages`, {
    body: { text: "Thanks! My order number is 4521. When does my order ship?" },
  });
  const ended = await h.call("POST", `/conversations/${id}/end`);
  return { id, agent, ended: ended.json };
}

describe("conversation analysis", () => {
  it("judges every criterion, collects typed data, sentiment, topics, summary and title", async () => {
    const { id, ended } = await endedConversation(analysed);
    const detail = await h.waitForAnalysis(id);
    expect(detail.analysis_status).toBe("done");
    expect(detail.analysis.criteria_results.map((c: { criteria_id: string }) => c.criteria_id)).toEqual([
      "shipping",
      "refund",
    ]);
    for (const c of detail.analysis.criteria_results) expect(["success", "failure", "unknown"]).toContain(c.result);
    expect(Object.keys(detail.analysis.data_collection).sort()).toEqual(["email", "order_number"]);
    expect(detail.analysis.data_collection.order_number.value).toBe(4521);
    expect(detail.analysis.sentiment.label).toBe("positive");
    expect(Array.isArray(detail.analysis.topics)).toBe(true);
    expect(typeof detail.analysis.summary).toBe("string");
    expect(detail.analysis.analyzed_at).toMatch(/Z$/);
    expect(typeof detail.title).toBe("string");
    const results = detail.analysis.criteria_results.map((c: { result: string }) => c.result);
    const expected = results.includes("failure") ? false : results.includes("success") ? true : null;
    expect(detail.call_successful).toBe(expected);
    expect(detail.events.at(-1)).toMatchObject({ type: "analysis.completed" });
    expect(detail.events.map((e: { seq: number }) => e.seq)).toEqual(detail.events.map((_: unknown, i: number) => i));
    // Analysis is not part of the conversation's own usage.
    expect([detail.input_tokens, detail.output_tokens, detail.cost_usd]).toEqual([
      ended.input_tokens,
      ended.output_tokens,
      ended.cost_usd,
    ]);
    const completedOf = () =>
      h.published.find(
        (m) =>
          m.topic === Topics.CONVERSATIONS_ANALYSIS_COMPLETED &&
          (m.payload as { conversation_id: string }).conversation_id === id,
      );
    await waitUntil(() => completedOf() !== undefined, "analysis.completed on the bus");
    // With what automatic rollback needs to count it: started without a branch, so routed.
    expect(completedOf()?.payload).toMatchObject({
      analysis_status: "done",
      call_successful: detail.call_successful,
      branch_id: detail.branch_id,
      source: "api",
      is_draft_run: false,
      routed: true,
      started_at: detail.started_at,
    });
  });

  it("re-runs only for a session on an ended conversation, keeping the previous analysis visible, with the version it ran", async () => {
    const { id, agent } = await endedConversation(analysed);
    const first = await h.waitForAnalysis(id);
    // A later version of the agent asks other things: the re-run still uses the conversation's own.
    await h.publishVersion(agent.agentId, agent.branchId, newId("ver"), {
      platform_settings: { evaluation: { criteria: [{ id: "other", name: "Other", conversation_goal_prompt: "x" }] } },
    });
    const byKey = await h.call("POST", `/conversations/${id}/analysis/run`, { via: "api_key" });
    expect([byKey.status, byKey.json.error.code, byKey.json.error.details.reason]).toEqual([
      403,
      "forbidden",
      "api_key_not_allowed",
    ]);
    const rerun = await h.call("POST", `/conversations/${id}/analysis/run`);
    expect(rerun.status).toBe(200);
    expect(rerun.json.analysis_status).toBe("pending");
    expect(rerun.json.analysis).toEqual(first.analysis);
    const again = await h.waitForAnalysis(id);
    expect(again.analysis.criteria_results.map((c: { criteria_id: string }) => c.criteria_id)).toEqual([
      "shipping",
      "refund",
    ]);
    expect(again.events.filter((e: { type: string }) => e.type === "analysis.completed").length).toBe(2);

    const agentB = await h.createAgent(analysed);
    const active = (await h.call("POST", `/agents/${agentB.agentId}/conversations`, { body: {} })).json.id;
    const notEnded = await h.call("POST", `/conversations/${active}/analysis/run`);
    expect([notEnded.status, notEnded.json.error.code]).toEqual([409, "conversation_not_ended"]);
  });

  it("takes over a job whose worker died: the lapsed lease is queued again and finished", async () => {
    const { id } = await endedConversation(analysed);
    await h.waitForAnalysis(id);
    // A worker claimed it and died: processing, with a lease that has lapsed.
    const lapsed = new Date(Date.now() - 1000).toISOString();
    const record = await h.deps.conversations.find(asWorkspaceId(WS), id);
    await h.deps.conversations.updateAtRevision(asWorkspaceId(WS), id, record!.revision, {
      $set: {
        analysis_status: "processing",
        analysis_token: "lease_dead_worker",
        analysis_until: lapsed,
        analysis_runs: 1,
      },
    });
    const finished = await h.waitForAnalysis(id, ["done"]);
    expect(finished.analysis_status).toBe("done");
  });

  it("fails a job whose workers keep dying, keeping the previous analysis", async () => {
    const { id } = await endedConversation(analysed);
    const first = await h.waitForAnalysis(id);
    const record = await h.deps.conversations.find(asWorkspaceId(WS), id);
    await h.deps.conversations.updateAtRevision(asWorkspaceId(WS), id, record!.revision, {
      $set: {
        analysis_status: "processing",
        analysis_token: "lease_dead_worker",
        analysis_until: new Date(Date.now() - 1000).toISOString(),
        analysis_runs: h.deps.settings.analysisMaxRuns,
      },
    });
    const failed = await h.waitForAnalysis(id, ["failed"]);
    expect(failed.analysis.error.code).toBe("analysis_interrupted");
    expect(failed.analysis.criteria_results).toEqual(first.analysis.criteria_results);
    expect(failed.events.at(-1).type).toBe("analysis.failed");
  });
});

describe("simulation conversations over the bus", () => {
  it("stores a test run's conversation once and reads it like any other", async () => {
    const agent = await h.createAgent({ agent: { prompt: { prompt: "Help." } } });
    const conversationId = newId("conv");
    const request = {
      workspace_id: WS,
      conversation_id: conversationId,
      agent_id: agent.agentId,
      branch_id: agent.branchId,
      version_id: agent.versionId,
      run_id: newId("run"),
      dynamic_variables: { customer: "Ana" },
      transcript: [
        { role: "user", seq: 0, text: "Where is my order?" },
        { role: "agent", seq: 1, text: "It ships tomorrow." },
      ],
      events: [
        {
          created_at: "2026-01-01T00:00:01.000Z",
          payload: { text: "Where is my order?" },
          seq: 0,
          type: "user.message",
        },
      ],
      started_at: "2026-01-01T00:00:00.000Z",
      ended_at: "2026-01-01T00:00:05.000Z",
      end_reason: "max_turns",
      status: "ended",
      input_tokens: 120,
      output_tokens: 30,
      cost_usd: 0.00042,
    };
    const reply = await h.bus.request(ConversationRequestTopics.RECORD_SIMULATION, request, { timeoutMs: 5000 });
    expect(reply).toEqual({ conversation_id: conversationId });
    const repeat = await h.bus.request(ConversationRequestTopics.RECORD_SIMULATION, request, { timeoutMs: 5000 });
    expect(repeat).toEqual({ conversation_id: conversationId });

    const got = await h.call("GET", `/conversations/${conversationId}`);
    expect(got.status).toBe(200);
    expect(got.json).toMatchObject({
      id: conversationId,
      source: "agent_test",
      is_draft_run: false,
      status: "ended",
      end_reason: "max_turns",
      agent_name: "Support bot",
      branch_name: "main",
      turn_count: 1,
      input_tokens: 120,
      output_tokens: 30,
      cost_usd: "0.000420",
      duration_seconds: 5,
    });
    expect(got.json.transcript).toEqual(request.transcript);
    const listed = await h.call("GET", "/conversations", { query: { source: "agent_test", agent_id: agent.agentId } });
    expect(listed.json.items.map((c: { id: string }) => c.id)).toEqual([conversationId]);

    await expect(
      h.bus.request(ConversationRequestTopics.RECORD_SIMULATION, { ...request, transcript: "no" }, { timeoutMs: 5000 }),
    ).rejects.toMatchObject({ code: "validation_failed" });
  });
});
