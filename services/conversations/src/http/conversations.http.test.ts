import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { ConversationDetail, Topics } from "@cx/contracts";
import { newId } from "@cx/ids";
import { pickBranch } from "@cx/traffic-routing";
import { Value } from "@sinclair/typebox/value";
import { type ConversationsHarness, OTHER_WS, startConversations, WS } from "../testing/conversations.ts";

let h: ConversationsHarness;
beforeAll(async () => {
  h = await startConversations();
});
afterAll(() => h.stop());

const config = {
  agent: {
    first_message: "Hello {{customer}}, this is {{system__agent_id}}. {{unknown_name}}",
    prompt: { prompt: "You are the support agent of Toko. Orders ship within two days.", llm: "vendor-a-5-mini" },
  },
} as const;

function expectDetail(detail: unknown) {
  expect([...Value.Errors(ConversationDetail, detail)].map((e) => `${e.path} ${e.message}`)).toEqual([]);
}

function expectGapless(detail: { transcript: { seq: number }[]; events: { seq: number }[] }) {
  expect(detail.transcript.map((e) => e.seq)).toEqual(detail.transcript.map((_, i) => i));
  expect(detail.events.map((e) => e.seq)).toEqual(detail.events.map((_, i) => i));
}

describe("conversations over HTTP", () => {
  it("starts with the first message, answers a message, ends, and is analysed", async () => {
    const agent = await h.createAgent(config);
    const started = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
      body: { dynamic_variables: { customer: "Ana" }, external_user_id: "crm-7" },
    });
    expect(started.status).toBe(201);
    expectDetail(started.json);
    expect(started.json).toMatchObject({
      agent_id: agent.agentId,
      agent_name: "Support bot",
      branch_id: agent.branchId,
      branch_name: "main",
      version_id: agent.versionId,
      status: "active",
      source: "api",
      is_draft_run: false,
      external_user_id: "crm-7",
      analysis_status: "pending",
      turn_count: 0,
      cost_usd: "0.000000",
      ended_at: null,
      pending_tool_calls: [],
    });
    expect(started.json.id).toMatch(/^conv_[0-9a-z]{24}$/);
    expect(started.json.transcript).toEqual([
      { role: "agent", seq: 0, text: `Hello Ana, this is ${agent.agentId}. {{unknown_name}}` },
    ]);
    expect(started.json.events.map((e: { type: string }) => e.type)).toEqual(["conversation.started", "agent.message"]);
    const id = started.json.id as string;

    const replied = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "When do orders ship?" } });
    expect(replied.status).toBe(200);
    expectDetail(replied.json);
    expectGapless(replied.json);
    expect(replied.json.transcript.map((e: { role: string }) => e.role)).toEqual(["agent", "user", "agent"]);
    expect(replied.json.transcript[1].text).toBe("When do orders ship?");
    expect(replied.json.turn_count).toBe(1);
    expect(replied.json.input_tokens).toBeGreaterThan(0);
    expect(replied.json.output_tokens).toBeGreaterThan(0);
    expect(replied.json.cost_usd).toMatch(/^\d+\.\d{6}$/);
    expect(replied.json.events.slice(2).map((e: { type: string }) => e.type)).toEqual([
      "user.message",
      "agent.message",
    ]);

    const ended = await h.call("POST", `/conversations/${id}/end`);
    expect(ended.status).toBe(200);
    expectDetail(ended.json);
    expect(ended.json).toMatchObject({ status: "ended", end_reason: "api", analysis_status: "pending" });
    expect(ended.json.ended_at).not.toBeNull();
    expect(ended.json.events.at(-1)).toMatchObject({ type: "conversation.ended", payload: { end_reason: "api" } });

    const again = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Hello?" } });
    expect([again.status, again.json.error.code]).toEqual([409, "conversation_not_active"]);
    const endAgain = await h.call("POST", `/conversations/${id}/end`);
    expect([endAgain.status, endAgain.json.error.code]).toEqual([409, "conversation_not_active"]);

    // The agent asks for no analysis: skipped, with no model call.
    const analysed = await h.waitForAnalysis(id);
    expect(analysed.analysis_status).toBe("skipped");
    expect(analysed.analysis).toBeNull();
    expectGapless(analysed);
    expect(h.published.some((m) => m.topic === "conversations.conversation.ended")).toBe(true);
  });

  it("refuses a message of 10,001 characters, an empty body and both kinds at once", async () => {
    const agent = await h.createAgent(config);
    const id = (await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} })).json.id;
    const long = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "x".repeat(10_001) } });
    expect([long.status, long.json.error.code]).toEqual([422, "validation_failed"]);
    expect(long.json.error.details.fields[0].path).toBe("/text");
    const none = await h.call("POST", `/conversations/${id}/messages`, { body: {} });
    expect(none.status).toBe(422);
    const both = await h.call("POST", `/conversations/${id}/messages`, {
      body: { text: "hi", tool_results: [{ request_id: "call_1", result_value: "x" }] },
    });
    expect(both.status).toBe(422);
    const exactly = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "y".repeat(10_000) } });
    expect(exactly.status).toBe(200);
  });

  it("answers 404 for another workspace's conversation on every route", async () => {
    const agent = await h.createAgent(config);
    const id = (await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} })).json.id;
    const other = { workspaceId: OTHER_WS };
    expect((await h.call("GET", `/conversations/${id}`, other)).status).toBe(404);
    expect((await h.call("POST", `/conversations/${id}/messages`, { ...other, body: { text: "hi" } })).status).toBe(
      404,
    );
    expect((await h.call("POST", `/conversations/${id}/end`, other)).status).toBe(404);
    expect((await h.call("POST", `/conversations/${id}/analysis/run`, other)).status).toBe(404);
    expect((await h.call("POST", `/agents/${agent.agentId}/conversations`, { ...other, body: {} })).status).toBe(404);
    const list = await h.call("GET", "/conversations", other);
    expect(list.json.items.some((c: { id: string }) => c.id === id)).toBe(false);
  });

  it("lists newest first with filters and cursor pages, without the heavy parts", async () => {
    const agent = await h.createAgent(config);
    const ids: string[] = [];
    for (const source of ["api", "widget", "api"]) {
      ids.push((await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: { source } })).json.id);
      await Bun.sleep(5);
    }
    await h.call("POST", `/conversations/${ids[0]}/end`);
    const first = await h.call("GET", "/conversations", { query: { agent_id: agent.agentId, page_size: "2" } });
    expect(first.status).toBe(200);
    expect(first.json.items.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]]);
    expect(first.json.has_more).toBe(true);
    expect(first.json.items[0].transcript).toBeUndefined();
    expect(first.json.items[0].events).toBeUndefined();
    expect(first.json.items[0].analysis).toBeUndefined();
    // Every other field of the detail is there (part 4: details without transcript, events, analysis).
    expect(first.json.items[0]).toMatchObject({ workflow: null, procedures: [], pending_tool_calls: [] });
    const second = await h.call("GET", "/conversations", {
      query: { agent_id: agent.agentId, page_size: "2", cursor: first.json.next_cursor },
    });
    expect(second.json.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    expect(second.json.has_more).toBe(false);
    const widgets = await h.call("GET", "/conversations", { query: { agent_id: agent.agentId, source: "widget" } });
    expect(widgets.json.items.map((c: { id: string }) => c.id)).toEqual([ids[1]]);
    const ended = await h.call("GET", "/conversations", { query: { agent_id: agent.agentId, status: "ended" } });
    expect(ended.json.items.map((c: { id: string }) => c.id)).toEqual([ids[0]]);
    const branch = await h.call("GET", "/conversations", { query: { branch_id: agent.branchId } });
    expect(branch.json.items.length).toBe(3);
    const refusals: Record<string, string>[] = [
      { status: "open" },
      { page_size: "0" },
      { cursor: "!!" },
      { sort: "x" },
    ];
    for (const bad of refusals) {
      const refused = await h.call("GET", "/conversations", { query: bad });
      expect([refused.status, refused.json.error.code]).toEqual([422, "validation_failed"]);
    }
  });

  it("routes by the deployment deterministically by conversation id, or by external user id when given, in proportion to the split", async () => {
    const agent = await h.createAgent(config);
    const started = await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} });
    expect(started.json.branch_id).toBe(agent.branchId);
    const unknownAgent = await h.call("POST", "/agents/agt_unknown000000000000000000/conversations", { body: {} });
    expect(unknownAgent.status).toBe(404);
    const unknownBranch = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
      body: { branch_id: "br_unknown" },
    });
    expect(unknownBranch.status).toBe(404);
    const draftWithoutBranch = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
      body: { draft: true },
    });
    expect(draftWithoutBranch.status).toBe(422);

    // A 30/70 split between main and a second branch: each conversation goes where its id falls.
    const canary = newId("br");
    const canaryVersion = newId("ver");
    await h.bus.publish(Topics.AGENTS_BRANCH_CREATED, {
      workspace_id: WS,
      agent_id: agent.agentId,
      branch_id: canary,
      name: "canary",
      parent_version_id: agent.versionId,
      occurred_at: new Date().toISOString(),
    });
    await h.publishVersion(agent.agentId, canary, canaryVersion, {
      agent: { first_message: "Canary greeting", prompt: { prompt: "Canary prompt." } },
    });
    const distribution = [
      { branch_id: agent.branchId, basis_points: 3000 },
      { branch_id: canary, basis_points: 7000 },
    ];
    await h.bus.publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
      workspace_id: WS,
      agent_id: agent.agentId,
      deployment_id: newId("dep"),
      distribution,
      occurred_at: new Date().toISOString(),
    });
    await waitUntil(async () => {
      const view = await h.deps.agents.agent(WS as never, agent.agentId);
      return view?.distribution?.length === 2 && view.branches[canary]?.tip_version_id === canaryVersion;
    }, "the split deployment in the read model");
    const routed = await Promise.all(
      Array.from({ length: 30 }, () => h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} })),
    );
    for (const { status, json } of routed) {
      expect(status).toBe(201);
      const expected = pickBranch(json.id, distribution);
      expect(json.branch_id).toBe(expected);
      expect(json).toMatchObject(
        expected === canary
          ? { branch_name: "canary", version_id: canaryVersion, transcript: [{ text: "Canary greeting" }] }
          : { branch_name: "main", version_id: agent.versionId },
      );
    }
    const branches = new Set(routed.map((r) => r.json.branch_id));
    expect(branches).toEqual(new Set([agent.branchId, canary]));

    // With an external user id, the user is routed, not the conversation: each of 40 users meets
    // one branch in all 5 of their conversations, and the users spread by the split.
    const users = Array.from({ length: 40 }, (_, i) => `crm-${i}`);
    const byUser = await Promise.all(
      users.map(async (user) => {
        const started = [];
        for (let i = 0; i < 5; i++) {
          started.push(
            await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: { external_user_id: user } }),
          );
        }
        return { user, branches: new Set(started.map((r) => r.json.branch_id)) };
      }),
    );
    for (const { user, branches } of byUser) {
      expect([user, [...branches]]).toEqual([user, [pickBranch(user, distribution) as string]]);
    }
    const userBranches = byUser.map(({ branches }) => [...branches][0]);
    expect(new Set(userBranches)).toEqual(new Set([agent.branchId, canary]));
    const canaryUsers = userBranches.filter((b) => b === canary).length;
    expect(canaryUsers).toBeGreaterThan(users.length * 0.4);
    expect(canaryUsers).toBeLessThan(users.length * 0.95);

    // A branch named at the start still wins over the user's routing.
    const pinned = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
      body: { external_user_id: users[0], branch_id: agent.branchId },
    });
    expect(pinned.json.branch_id).toBe(agent.branchId);
  });

  it("answers an unknown or another agent's or workspace's branch with 404 at once, not after the read model's wait", async () => {
    const agent = await h.createAgent(config);
    const otherAgent = await h.createAgent(config);
    const foreign = await h.createAgent(config, OTHER_WS);
    const { settings } = h.deps;
    const usualWait = settings.readModelWaitMs;
    // Longer than this test may take: a 404 that waited for the read model would time the test out.
    settings.readModelWaitMs = 60_000;
    const readsBefore = h.branchTipRequests.length;
    try {
      for (const branchId of ["br_unknown", otherAgent.branchId, foreign.branchId]) {
        const refused = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
          body: { branch_id: branchId },
        });
        expect([branchId, refused.status, refused.json.error.code]).toEqual([branchId, 404, "not_found"]);
      }
    } finally {
      settings.readModelWaitMs = usualWait;
    }
    // The agents service was asked once per request; a branch the read model knows asks nothing.
    expect(h.branchTipRequests.length - readsBefore).toBe(3);
    const known = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
      body: { branch_id: agent.branchId },
    });
    expect(known.status).toBe(201);
    expect(h.branchTipRequests.length - readsBefore).toBe(3);
  });

  it("answers a draft run of a branch without a draft with 404 at once, not after the read model's wait", async () => {
    const agent = await h.createAgent(config);
    const { settings } = h.deps;
    const usualWait = settings.readModelWaitMs;
    // Longer than this test may take: a 404 that waited for the read model would time the test out.
    settings.readModelWaitMs = 60_000;
    const readsBefore = h.branchTipRequests.length;
    try {
      const refused = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
        body: { branch_id: agent.branchId, draft: true },
      });
      expect([refused.status, refused.json.error.code]).toEqual([404, "not_found"]);
      expect(refused.json.error.message).toContain("draft");
    } finally {
      settings.readModelWaitMs = usualWait;
    }
    expect(h.branchTipRequests.length - readsBefore).toBe(1);
  });

  it("starts on a branch the agents service knows before the read model does, once its events arrive", async () => {
    const agent = await h.createAgent(config);
    const late = newId("br");
    const lateVersion = newId("ver");
    // The agents service has the branch; its events reach the read model only after it was asked.
    h.knowBranch(agent.agentId, late, lateVersion, config);
    const started = h.call("POST", `/agents/${agent.agentId}/conversations`, { body: { branch_id: late } });
    await waitUntil(
      async () => h.branchTipRequests.some((asked) => asked.branch_id === late),
      "the agents service asked",
    );
    await h.bus.publish(Topics.AGENTS_BRANCH_CREATED, {
      workspace_id: WS,
      agent_id: agent.agentId,
      branch_id: late,
      name: "late",
      parent_version_id: agent.versionId,
      occurred_at: new Date().toISOString(),
    });
    await h.publishVersion(agent.agentId, late, lateVersion, config);
    const answer = await started;
    expect([answer.status, answer.json.branch_id, answer.json.version_id]).toEqual([201, late, lateVersion]);
  });

  it("runs a branch's draft config with draft: true, and still reads a conversation of an archived branch", async () => {
    const agent = await h.createAgent(config);
    h.knowDraft(agent.agentId, agent.branchId);
    await h.bus.publish(Topics.AGENTS_DRAFT_SAVED, {
      workspace_id: WS,
      agent_id: agent.agentId,
      branch_id: agent.branchId,
      base_version_id: agent.versionId,
      knowledge_document_ids: [],
      config: { agent: { first_message: "Draft greeting", prompt: { prompt: "Draft prompt." } } },
      occurred_at: new Date().toISOString(),
    });
    const draft = await h.call("POST", `/agents/${agent.agentId}/conversations`, {
      body: { branch_id: agent.branchId, draft: true, source: "test_chat" },
    });
    expect(draft.status).toBe(201);
    expect(draft.json).toMatchObject({
      is_draft_run: true,
      source: "test_chat",
      branch_id: agent.branchId,
      version_id: agent.versionId,
      transcript: [{ role: "agent", seq: 0, text: "Draft greeting" }],
    });
    const tip = await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: { branch_id: agent.branchId } });
    expect(tip.json.is_draft_run).toBe(false);
    expect(tip.json.transcript[0].text).toContain("Hello");

    await h.bus.publish(Topics.AGENTS_BRANCH_ARCHIVED, {
      workspace_id: WS,
      agent_id: agent.agentId,
      branch_id: agent.branchId,
      occurred_at: new Date().toISOString(),
    });
    await h.call("POST", `/conversations/${draft.json.id}/end`);
    const read = await h.call("GET", `/conversations/${draft.json.id}`);
    expect(read.status).toBe(200);
    expect(read.json).toMatchObject({ branch_name: "main", status: "ended", is_draft_run: true });
  });
});
