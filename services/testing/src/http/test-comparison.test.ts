import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Subscription } from "@cx/bus";
import {
  AgentTest,
  type ConversationReading,
  ConversationRequestTopics,
  DEFAULT_FROM_CONVERSATION_CONDITION,
  InvocationComparison,
  type ReadConversationsRequest,
} from "@cx/contracts";
import type { RunExecutor } from "../app/run-execution.ts";
import type { RunOutcomeFields } from "../store/runs-repository.ts";
import { expectAnswer } from "../testing/expect-answer.ts";
import { finishInvocation, startInvocation } from "../testing/invocations.ts";
import { type RunHarness, startRunHarness } from "../testing/run-harness.ts";
import { bodies, type Client, steppingClock } from "../testing/testing-service.ts";

/**
 * Two invocations compared and a test made from a conversation (extensions part 10). Runs are
 * executed by calling the worker with each job; what a run comes to follows its test's name and
 * the current `round`, so the second invocation of a test can differ from the first. The
 * conversations service is a responder on the bus answering from `conversations`, per workspace.
 */
let h: RunHarness;
let alice: Client;
let mallory: Client;
let round = 1;
const tests: Record<string, string> = {};
/** Conversations by workspace, as the fake conversations service holds them. */
const conversations = new Map<string, ConversationReading[]>();
const readRequests: ReadConversationsRequest[] = [];
let responder: Subscription;

function simulated(id: string, lines: [string, string][]): ConversationReading {
  return {
    id,
    agent_id: "agt_sim",
    title: null,
    started_at: "2026-11-22T10:00:00.000Z",
    dynamic_variables: {},
    transcript: lines.map(([role, text], seq) => ({ role: role as "user" | "agent", seq, text })),
    events: [],
    tool_calls: [],
    tool_results: [],
  };
}

const executor: RunExecutor = {
  async execute({ run, test, workspaceId }) {
    const name = test.name;
    let passed = true;
    if (name === "breaks") passed = round === 1;
    if (name === "heals") passed = round === 2;
    if (name === "fails") passed = false;
    if (name === "wobbles") passed = run.repeat_index === 0;
    const response = name === "breaks" && round === 2 ? "Your order is lost." : "Your order ships tomorrow.";
    if (test.content.type === "simulation") {
      const id = run.conversation_id as string;
      const last = round === 1 ? "Refund approved." : "I cannot help with refunds.";
      const list = conversations.get(workspaceId) ?? [];
      list.push(
        simulated(id, [
          ["agent", "Hi!"],
          ["user", "I want a refund."],
          ["agent", last],
        ]),
      );
      conversations.set(workspaceId, list);
      return {
        status: "passed",
        result: { conversation_id: id, evaluations: [], response: last, calls: [], passed: true },
        cost_usd: 0.001,
        input_tokens: 10,
        output_tokens: 5,
      } satisfies RunOutcomeFields;
    }
    return {
      status: passed ? "passed" : "failed",
      result: { evaluations: [], response, calls: [], passed },
      cost_usd: round === 1 ? 0.0003 : 0.0001,
      input_tokens: round === 1 ? 100 : 120,
      output_tokens: 7,
    } satisfies RunOutcomeFields;
  },
};

beforeAll(async () => {
  h = await startRunHarness({ executor, consume: false, clock: steppingClock() });
  alice = h.alice;
  mallory = h.service.as("usr_mallory", "ws_other");
  for (const name of ["steady", "breaks", "heals", "fails", "wobbles", "gone", "new"]) {
    tests[name] = (await alice.post("/agent-tests", bodies.nextReply({ name }))).json.id;
  }
  tests.sim = (await alice.post("/agent-tests", bodies.simulation({ name: "sim" }))).json.id;
  responder = await h.bus.respond({ topic: ConversationRequestTopics.READ_CONVERSATIONS }, async (request) => {
    const payload = request.payload as ReadConversationsRequest;
    readRequests.push(payload);
    const held = conversations.get(payload.workspace_id) ?? [];
    return { conversations: held.filter((c) => payload.conversation_ids.includes(c.id)) };
  });
});
afterAll(async () => {
  await responder.stop();
  await h.stop();
});

const start = startInvocation;

const finish = (invocationId: string) => finishInvocation(h, invocationId);

describe("comparing two invocations", () => {
  let before: string;
  let after: string;

  beforeAll(async () => {
    round = 1;
    before = (
      await start(alice, "agt_cmp", [tests.steady!, tests.breaks!, tests.heals!, tests.fails!, tests.gone!], {
        repeat_count: 2,
      })
    ).id;
    await finish(before);
    round = 2;
    after = (
      await start(alice, "agt_cmp", [tests.steady!, tests.breaks!, tests.heals!, tests.fails!, tests.wobbles!], {
        repeat_count: 2,
      })
    ).id;
    await finish(after);
  });

  it("answers every test's change, regressions first, with both sides, totals and deltas", async () => {
    const compared = await alice.get(`/test-invocations/${after}/compare?baseline=${before}`);
    expectAnswer(compared, 200, InvocationComparison);
    const body = compared.json as InvocationComparison;
    expect(body.invocation).toMatchObject({
      id: after,
      agent_id: "agt_cmp",
      branch_id: "br_main",
      status: "completed",
    });
    expect(body.baseline).toMatchObject({ id: before, status: "completed" });
    expect(body.tests.map((t) => [t.change, t.test_name])).toEqual([
      ["regressed", "breaks"],
      ["fixed", "heals"],
      ["still_failing", "fails"],
      ["added", "wobbles"],
      ["removed", "gone"],
      ["still_passing", "steady"],
    ]);
    expect(body.totals).toEqual({
      regressed: 1,
      fixed: 1,
      flaky: 0,
      still_failing: 1,
      still_passing: 1,
      added: 1,
      removed: 1,
      incomplete: 0,
    });
    const [regressed] = body.tests;
    expect(regressed).toMatchObject({
      test_id: tests.breaks,
      invocation: { runs: 2, passed: 0, failed: 2, pass_rate: 0, pass_all: false, flaky: false },
      baseline: { runs: 2, passed: 2, failed: 0, pass_rate: 1, pass_all: true, flaky: false },
      pass_rate_delta: -1,
      divergence: {
        kind: "reply",
        same: false,
        invocation: { response: "Your order is lost.", calls: [] },
        baseline: { response: "Your order ships tomorrow.", calls: [] },
      },
    });
    const added = body.tests.find((t) => t.change === "added");
    expect(added).toMatchObject({ baseline: null, divergence: null, pass_rate_delta: null });
    expect(added?.invocation).toMatchObject({ flaky: true });
    expect(body.tests.find((t) => t.change === "still_passing")?.divergence).toMatchObject({ same: true });
    // Five tests × two repeats on each side.
    expect(body.cost_usd).toEqual({ invocation: 0.001, baseline: 0.003, delta: -0.002 });
    expect(body.input_tokens).toEqual({ invocation: 1200, baseline: 1000, delta: 200 });
    expect(body.output_tokens).toEqual({ invocation: 70, baseline: 70, delta: 0 });
  });

  it("takes `previous` as the newest terminal invocation of the same agent and branch created before", async () => {
    // Started later but still running: not a baseline for anyone, and not compared with itself.
    const running = (await start(alice, "agt_cmp", [tests.steady!])).id;
    // Another agent's and another branch's invocations are not the previous one.
    await finish((await start(alice, "agt_elsewhere", [tests.steady!])).id);
    const latest = (await start(alice, "agt_cmp", [tests.steady!])).id;
    await finish(latest);
    const compared = await alice.get(`/test-invocations/${latest}/compare?baseline=previous`);
    expect(compared.status).toBe(200);
    expect(compared.json.baseline.id).toBe(after);
    const first = await alice.get(`/test-invocations/${before}/compare?baseline=previous`);
    expect(first.status).toBe(404);
    expect(first.json.error.code).toBe("not_found");
    await finish(running);
  });

  it("takes as `previous` an ended invocation whose settling was lost, and settles it", async () => {
    const lost = (await start(alice, "agt_lost", [tests.steady!])).id;
    await finish(lost);
    // As if the process that ended its last run died before storing the status.
    await h.deps.invocations.collection.updateOne({ _id: lost }, { $set: { status: "running", totals: null } });
    const latest = (await start(alice, "agt_lost", [tests.steady!])).id;
    await finish(latest);
    const compared = await alice.get(`/test-invocations/${latest}/compare?baseline=previous`);
    expect(compared.status).toBe(200);
    expect(compared.json.baseline).toMatchObject({ id: lost, status: "completed" });
    expect((await h.deps.invocations.find(alice.workspaceId as never, lost))?.status).toBe("completed");
  });

  it("compares invocations of different agents, and a running one as incomplete", async () => {
    const other = (await start(alice, "agt_other", [tests.steady!, tests.breaks!])).id;
    const compared = await alice.get(`/test-invocations/${other}/compare?baseline=${before}`);
    expect(compared.status).toBe(200);
    expect(compared.json.invocation).toMatchObject({ agent_id: "agt_other", status: "running" });
    expect(compared.json.tests.filter((t: { change: string }) => t.change === "incomplete").length).toBe(2);
    expect(compared.json.tests[0].divergence).toBeNull();
    await finish(other);
  });

  it("refuses the same id twice (422 naming baseline) and bad baselines", async () => {
    const same = await alice.get(`/test-invocations/${after}/compare?baseline=${after}`);
    expect(same.status).toBe(422);
    expect(same.json.error.details.fields).toEqual([{ path: "/baseline", message: expect.any(String) }]);
    for (const query of ["", "?baseline=", "?baseline=inv%20x", "?baseline=previous&page_size=2"]) {
      const refused = await alice.get(`/test-invocations/${after}/compare${query}`);
      expect(refused.status).toBe(422);
      expect(refused.json.error.code).toBe("validation_failed");
    }
    const unknown = await alice.get(`/test-invocations/${after}/compare?baseline=inv_unknown`);
    expect(unknown.status).toBe(404);
  });

  it("answers another workspace's invocations as missing, as the compared one or as the baseline", async () => {
    const ownTest = (await mallory.post("/agent-tests", bodies.nextReply({ name: "steady" }))).json.id;
    const foreign = (await start(mallory, "agt_cmp", [ownTest])).id;
    await finish(foreign);
    expect((await mallory.get(`/test-invocations/${after}/compare?baseline=${foreign}`)).status).toBe(404);
    expect((await alice.get(`/test-invocations/${after}/compare?baseline=${foreign}`)).status).toBe(404);
    expect((await alice.get(`/test-invocations/${foreign}/compare?baseline=${after}`)).status).toBe(404);
    // Mallory's own previous is hers alone: Alice's invocations of the same agent id are not it.
    expect((await mallory.get(`/test-invocations/${foreign}/compare?baseline=previous`)).status).toBe(404);
  });
});

describe("the divergence of simulation tests", () => {
  it("compares the two simulated conversations turn by turn, read from the conversations service", async () => {
    round = 1;
    const first = (await start(alice, "agt_sim", [tests.sim!])).id;
    await finish(first);
    round = 2;
    const second = (await start(alice, "agt_sim", [tests.sim!])).id;
    await finish(second);
    readRequests.length = 0;
    const compared = await alice.get(`/test-invocations/${second}/compare?baseline=previous`);
    expectAnswer(compared, 200, InvocationComparison);
    expect(compared.json.tests[0]).toMatchObject({
      change: "still_passing",
      divergence: {
        kind: "transcript",
        same: false,
        seq: 2,
        invocation: { role: "agent", text: "I cannot help with refunds." },
        baseline: { role: "agent", text: "Refund approved." },
      },
    });
    // One request for both conversations, scoped to the caller's workspace, without the events.
    expect(readRequests).toEqual([
      { workspace_id: alice.workspaceId, conversation_ids: expect.any(Array), detail: false },
    ]);
    expect(readRequests[0]?.conversation_ids.length).toBe(2);
  });
});

describe("a test from a conversation", () => {
  const reading = (id: string, agentId: string): ConversationReading => ({
    id,
    agent_id: agentId,
    title: "Late order",
    started_at: "2026-11-22T10:00:00.000Z",
    dynamic_variables: { customer_name: "Budi" },
    transcript: [
      { role: "agent", seq: 0, text: "Hi Budi!" },
      { role: "user", seq: 1, text: "Where is order 42?" },
      { role: "agent", seq: 2, text: "It ships tomorrow." },
    ],
    events: [
      { seq: 0, type: "conversation.started", payload: {}, created_at: "2026-11-22T10:00:00.000Z" },
      { seq: 1, type: "agent.message", payload: { text: "Hi Budi!" }, created_at: "2026-11-22T10:00:00.000Z" },
      {
        seq: 2,
        type: "user.message",
        payload: { text: "Where is order 42?" },
        created_at: "2026-11-22T10:00:05.000Z",
      },
      {
        seq: 3,
        type: "agent.message",
        payload: { text: "It ships tomorrow." },
        created_at: "2026-11-22T10:00:07.000Z",
      },
    ],
    tool_calls: [],
    tool_results: [],
  });

  beforeAll(() => {
    conversations.set(alice.workspaceId, [
      ...(conversations.get(alice.workspaceId) ?? []),
      reading("conv_ours", "agt_1"),
    ]);
    conversations.set("ws_other", [reading("conv_theirs", "agt_2")]);
  });

  it("creates a next-reply test from the reply at seq (201), readable as any test", async () => {
    const created = await alice.post("/agent-tests/from-conversation", { conversation_id: "conv_ours", seq: 2 });
    expectAnswer(created, 201, AgentTest);
    expect(created.json).toMatchObject({
      type: "next_reply",
      name: "From Late order #2",
      agent_id: "agt_1",
      chat_history: [
        { role: "agent", message: "Hi Budi!" },
        { role: "user", message: "Where is order 42?" },
      ],
      success_condition: DEFAULT_FROM_CONVERSATION_CONDITION,
      success_examples: ["It ships tomorrow."],
      dynamic_variables: { customer_name: "Budi" },
      from_conversation_metadata: {
        conversation_id: "conv_ours",
        event_seq: 3,
        original_agent_response: "It ships tomorrow.",
        system__conversation_id: "conv_ours",
        system__time_utc: "2026-11-22T10:00:07.000Z",
      },
    });
    const read = await alice.get(`/agent-tests/${created.json.id}`);
    expect(read.json.from_conversation_metadata.event_seq).toBe(3);
  });

  it("takes the body's name, folder and condition", async () => {
    const folder = (await alice.post("/agent-test-folders", { name: "From production" })).json.id;
    const created = await alice.post("/agent-tests/from-conversation", {
      conversation_id: "conv_ours",
      seq: 2,
      name: "Shipping date",
      parent_folder_id: folder,
      success_condition: "The agent says when the order ships.",
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: "Shipping date",
      parent_folder_id: folder,
      success_condition: "The agent says when the order ships.",
    });
  });

  it("refuses a seq that is not an agent reply after a user message (422 naming /seq)", async () => {
    for (const seq of [0, 1, 3]) {
      const refused = await alice.post("/agent-tests/from-conversation", { conversation_id: "conv_ours", seq });
      expect(refused.status).toBe(422);
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path)).toEqual(["/seq"]);
    }
  });

  it("answers another workspace's conversation, and a missing one, as 404", async () => {
    const theirs = await alice.post("/agent-tests/from-conversation", { conversation_id: "conv_theirs", seq: 2 });
    expect(theirs.status).toBe(404);
    expect(theirs.json.error.code).toBe("not_found");
    expect((await alice.post("/agent-tests/from-conversation", { conversation_id: "conv_none", seq: 2 })).status).toBe(
      404,
    );
    // Its owner can.
    expect(
      (await mallory.post("/agent-tests/from-conversation", { conversation_id: "conv_theirs", seq: 2 })).status,
    ).toBe(201);
  });

  it("refuses a body without its fields, with a bad seq or an unknown field (422)", async () => {
    for (const [body, path] of [
      [{ seq: 2 }, "/conversation_id"],
      [{ conversation_id: "conv_ours" }, "/seq"],
      [{ conversation_id: "conv_ours", seq: -1 }, "/seq"],
      [{ conversation_id: "conv_ours", seq: "2" }, "/seq"],
      [{ conversation_id: "conv_ours", seq: 2, name: "" }, "/name"],
      [{ conversation_id: "conv_ours", seq: 2, extra: true }, "/extra"],
    ] as const) {
      const refused = await alice.post("/agent-tests/from-conversation", body);
      expect(refused.status).toBe(422);
      expect(refused.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
    }
  });

  it("answers 404 for a folder of another workspace", async () => {
    const foreignFolder = (await mallory.post("/agent-test-folders", { name: "Theirs" })).json.id;
    const refused = await alice.post("/agent-tests/from-conversation", {
      conversation_id: "conv_ours",
      seq: 2,
      parent_folder_id: foreignFolder,
    });
    expect(refused.status).toBe(404);
  });
});
