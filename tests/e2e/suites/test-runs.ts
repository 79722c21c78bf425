import { beforeAll, describe, expect, it } from "bun:test";
import type { OpenAiTestServer } from "@cx/llm/testing";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import type { ApiClient, ApiResponse } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";
import { openStream, type ServerSentEvent, serverSentEvents } from "../../harness/sse.ts";

const WAIT_MS = 30_000;

async function until(read: () => Promise<ApiResponse>, done: (r: ApiResponse) => boolean): Promise<ApiResponse> {
  const deadline = Date.now() + WAIT_MS;
  let last = await read();
  while (!done(last) && Date.now() < deadline) {
    await Bun.sleep(50);
    last = await read();
  }
  return last;
}

/** Every run of an invocation, page by page. */
async function allRuns(api: ApiClient, ws: string, invocationId: string, query = "") {
  const runs: Record<string, unknown>[] = [];
  let cursor: string | null = null;
  do {
    const page = await api.request(
      "GET",
      `${ws}/test-invocations/${invocationId}/runs?page_size=5${query}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(page.status).toBe(200);
    runs.push(...page.json.items);
    cursor = page.json.next_cursor;
  } while (cursor);
  return runs;
}

async function collect(response: Response): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of serverSentEvents(response)) events.push(event);
  return events;
}

interface Workspace {
  owner: Account;
  key: string;
  api: ApiClient;
  ws: string;
}

async function workspace(platform: RunningPlatform): Promise<Workspace> {
  const owner = await signUp(platform.baseUrl);
  const key = (await createApiKey(owner.api, owner.workspaceId, "member")).key;
  return { owner, key, api: owner.api.withBearer(key), ws: `/api/v1/workspaces/${owner.workspaceId}` };
}

async function create(api: ApiClient, path: string, body: unknown): Promise<string> {
  const created = await api.request("POST", path, body);
  if (created.status !== 201) throw new Error(`POST ${path} answered ${created.status}: ${created.text}`);
  return created.json.id;
}

const SHOP_PROMPT =
  "You are the support agent of Acme. Orders ship within two days. Refunds are possible within thirty days.";

/** The three kinds of tests, as the README example runs them. */
function threeTests(toolId: string) {
  return [
    {
      type: "next_reply",
      name: "Says when orders ship",
      chat_history: [{ role: "user", message: "When do orders ship?" }],
      success_condition: "The agent says orders ship within two days",
    },
    {
      type: "tool_invocation",
      name: "Looks the order up",
      chat_history: [{ role: "user", message: "Please lookup order order_id=A-42" }],
      tool_call_parameters: {
        referenced_tool: { id: toolId, type: "webhook" },
        parameters: [{ path: "order_id", eval: { type: "exact", expected_value: "A-42" } }],
      },
      tool_mock_overrides: { [toolId]: { result: { status: "shipped" } } },
    },
    {
      type: "simulation",
      name: "Refund request",
      simulation_scenario: "You want a refund for order 42. You bought it last week.",
      success_conditions: ["The agent explains refunds are possible within thirty days"],
    },
  ];
}

/**
 * Test invocations and runs through the gateway on the local engine: the three kinds with
 * repeats (the same result every time), the summary with pass^k, the simulation's conversation
 * readable from the conversations service, polling with `updated_after`, live updates, cancel,
 * validation and tenancy.
 */
export function testRunsSuite(platform: () => RunningPlatform) {
  describe("test invocations and runs", () => {
    let w: Workspace;
    let stranger: Workspace;
    let agentId: string;
    let testIds: string[];

    beforeAll(async () => {
      w = await workspace(platform());
      stranger = await workspace(platform());
      const toolId = await create(w.owner.api, `${w.ws}/tools`, {
        name: "lookup_order",
        description: "Looks up an order by its id.",
        type: "webhook",
        parameters: { type: "object", properties: { order_id: { type: "string" } }, required: ["order_id"] },
        webhook: { url: "https://api.example.com/orders" },
      });
      agentId = await create(w.owner.api, `${w.ws}/agents`, {
        name: "Shop bot",
        config: {
          agent: {
            first_message: "Hello! How can I help?",
            prompt: { prompt: SHOP_PROMPT, tool_ids: [toolId], built_in_tools: { end_call: {} } },
          },
        },
      });
      testIds = [];
      for (const body of threeTests(toolId)) testIds.push(await create(w.api, `${w.ws}/agent-tests`, body));
    });

    async function finished(invocationId: string) {
      return until(
        () => w.api.request("GET", `${w.ws}/test-invocations/${invocationId}`),
        (r) => r.json?.status !== "running",
      );
    }

    it("runs the three kinds three times each, the same way every time, and sums them up", async () => {
      const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, {
        test_ids: testIds,
        repeat_count: 3,
      });
      expect(started.status).toBe(201);
      expect(started.json).toMatchObject({ status: "running", repeat_count: 3, test_ids: testIds });
      const done = await finished(started.json.id);
      expect(done.json).toMatchObject({
        status: "completed",
        counts: { pending: 0, running: 0, passed: 9, failed: 0, interrupted: 0 },
      });
      expect(done.json.summary).toEqual(
        testIds.map((id, i) =>
          expect.objectContaining({
            test_id: id,
            runs: 3,
            passed: 3,
            failed: 0,
            pass_rate: 1,
            pass_all: true,
            test_name: threeTests("x")[i]!.name,
          }),
        ),
      );
      const runs = await allRuns(w.api, w.ws, started.json.id);
      expect(runs).toHaveLength(9);
      let cost = 0;
      for (const item of done.json.summary) {
        const repeats = runs.filter((r) => r.invocation_item_id === item.invocation_item_id);
        expect(repeats.map((r) => r.repeat_index).sort()).toEqual([0, 1, 2]);
        const comparable = (r: Record<string, unknown>) => {
          const result = { ...(r.result as Record<string, unknown>) };
          delete result.conversation_id;
          return [result, r.input_tokens, r.output_tokens];
        };
        for (const r of repeats) expect(comparable(r)).toEqual(comparable(repeats[0]!));
      }
      for (const r of runs) cost += r.cost_usd as number;
      expect(done.json.cost_usd).toBeCloseTo(cost, 9);
      expect(done.json.input_tokens).toBe(runs.reduce((n, r) => n + (r.input_tokens as number), 0));

      const simulation = runs.find((r) => (r.result as { conversation_id?: string }).conversation_id)!;
      const conversationId = (simulation.result as { conversation_id: string }).conversation_id;
      const conversation = await w.api.request("GET", `${w.ws}/conversations/${conversationId}`);
      expect(conversation.status).toBe(200);
      expect(conversation.json).toMatchObject({
        id: conversationId,
        agent_id: agentId,
        source: "agent_test",
        status: "ended",
      });
      expect(conversation.json.transcript[0]).toMatchObject({ role: "agent", text: "Hello! How can I help?" });
      expect((await stranger.api.request("GET", `${stranger.ws}/conversations/${conversationId}`)).status).toBe(404);
      // The refund passes on what the agent said, and the verdict says who judged it.
      const [verdict] = (simulation.result as { evaluations: { status: string; rationale: string }[] }).evaluations;
      expect(verdict!.status).toBe("success");
      expect(verdict!.rationale).toStartWith("Offline engine, lexical judgement: meets the condition.");
      expect(verdict!.rationale).toContain("thirty days");
      const said = (conversation.json.transcript as { role: string; text: string }[]).filter((t) => t.role === "agent");
      expect(said.some((t) => t.text.includes("Refunds are possible within thirty days"))).toBe(true);
    });

    it("fails a simulation written to fail: the user asks about Mars, the condition wants a flight to Tokyo", async () => {
      const testId = await create(w.api, `${w.ws}/agent-tests`, {
        type: "simulation",
        name: "Books a flight",
        simulation_scenario: "You ask about the weather on Mars.",
        success_conditions: ["The agent books a flight to Tokyo"],
      });
      const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, { test_ids: [testId] });
      expect((await finished(started.json.id)).json.counts).toMatchObject({ passed: 0, failed: 1 });
      const [run] = await allRuns(w.api, w.ws, started.json.id);
      const result = run!.result as { passed: boolean; evaluations: { status: string; rationale: string }[] };
      expect(result.passed).toBe(false);
      expect(result.evaluations).toHaveLength(1);
      expect(result.evaluations[0]!.status).toBe("failure");
      expect(result.evaluations[0]!.rationale).toStartWith("Offline engine, lexical judgement: does not meet");
    });

    it("lets a poller with updated_after see each change once, and streams runs then the invocation", async () => {
      const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, {
        test_ids: testIds.slice(0, 2),
        repeat_count: 2,
      });
      const seen = new Map<string, string>();
      const keys = new Set<string>();
      let after = "";
      for (let quiet = 0; quiet < 2; ) {
        const runs = await allRuns(w.api, w.ws, started.json.id, after ? `&updated_after=${after}` : "");
        for (const run of runs) {
          const key = `${run.id}@${run.updated_at}`;
          expect(keys.has(key)).toBe(false);
          keys.add(key);
          seen.set(run.id as string, run.status as string);
          if ((run.updated_at as string) > after) after = run.updated_at as string;
        }
        const status = (await w.api.request("GET", `${w.ws}/test-invocations/${started.json.id}`)).json.status;
        quiet = status !== "running" && runs.length === 0 ? quiet + 1 : 0;
        await Bun.sleep(20);
      }
      expect([...seen.values()]).toEqual(["passed", "passed", "passed", "passed"]);

      const response = await openStream(
        platform().baseUrl,
        `${w.ws}/test-invocations/${started.json.id}/events`,
        w.key,
      );
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/event-stream");
      const events = await collect(response);
      expect(events.map((e) => e.event)).toEqual(["run", "run", "run", "run", "invocation"]);
      expect(events.slice(0, 4).map((e) => e.data.status)).toEqual(["passed", "passed", "passed", "passed"]);
      expect(events.at(-1)!.data).toMatchObject({ id: started.json.id, status: "completed" });
    });

    it("cancels: the stream ends with the cancelled invocation, and a second cancel is 409", async () => {
      const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, {
        test_ids: testIds,
        repeat_count: 10,
      });
      const streamed = openStream(platform().baseUrl, `${w.ws}/test-invocations/${started.json.id}/events`, w.key).then(
        collect,
      );
      const cancelled = await w.api.request("POST", `${w.ws}/test-invocations/${started.json.id}/cancel`);
      expect([200, 409]).toContain(cancelled.status);
      const events = await streamed;
      const last = events.at(-1)!;
      expect(last.event).toBe("invocation");
      if (cancelled.status === 200) {
        expect(cancelled.json.status).toBe("cancelled");
        expect(last.data.status).toBe("cancelled");
        expect(last.data.counts.pending + last.data.counts.running).toBe(0);
        // Runs finished by a worker before the cancel keep their result; the others are interrupted.
        const statuses = new Set((await allRuns(w.api, w.ws, started.json.id)).map((r) => r.status));
        expect(statuses.has("interrupted")).toBe(true);
        expect([...statuses].every((s) => ["passed", "interrupted"].includes(s as string))).toBe(true);
      }
      const again = await w.api.request("POST", `${w.ws}/test-invocations/${started.json.id}/cancel`);
      expect([again.status, again.json.error.code]).toEqual([409, "invocation_finished"]);
    });

    it("refuses bad bodies and queries with 422, and answers 404 across workspaces", async () => {
      const invocations = `${w.ws}/agents/${agentId}/test-invocations`;
      for (const body of [{ test_ids: [] }, { test_ids: testIds, repeat_count: 11 }, { test_ids: testIds, extra: 1 }]) {
        const refused = await w.api.request("POST", invocations, body);
        expect([refused.status, refused.json.error.code]).toEqual([422, "validation_failed"]);
      }
      const foreignTest = await create(stranger.api, `${stranger.ws}/agent-tests`, threeTests("tool_x")[0]);
      expect((await w.api.request("POST", invocations, { test_ids: [foreignTest] })).status).toBe(404);
      expect(
        (
          await stranger.api.request("POST", `${stranger.ws}/agents/${agentId}/test-invocations`, {
            test_ids: [foreignTest],
          })
        ).status,
      ).toBe(404);
      const mine = await w.api.request("POST", invocations, { test_ids: [testIds[0]] });
      for (const path of ["", "/runs", "/events"]) {
        const probe = await stranger.api.request("GET", `${stranger.ws}/test-invocations/${mine.json.id}${path}`);
        expect([path, probe.status]).toEqual([path, 404]);
        const crossed = await stranger.api.request("GET", `${w.ws}/test-invocations/${mine.json.id}${path}`);
        expect([path, crossed.status]).toEqual([path, 404]);
      }
      expect(
        (await stranger.api.request("POST", `${stranger.ws}/test-invocations/${mine.json.id}/cancel`)).status,
      ).toBe(404);
      const badQuery = await w.api.request("GET", `${w.ws}/test-invocations/${mine.json.id}/runs?page_size=0`);
      expect(badQuery.status).toBe(422);
      await finished(mine.json.id);
    });

    it("keeps results over time: an agent's invocations, a test's runs and history, flaky counted", async () => {
      const testId = testIds[0]!;
      const made: string[] = [];
      for (let i = 0; i < 2; i++) {
        const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, {
          test_ids: [testId],
          repeat_count: 2,
        });
        expect(started.status).toBe(201);
        const done = await finished(started.json.id);
        expect(done.json.summary[0]).toMatchObject({ passed: 2, failed: 0, flaky: false });
        expect(done.json.flaky_count).toBe(0);
        made.push(started.json.id);
      }
      const listed: { id: string; status: string; flaky_count: number }[] = [];
      let cursor: string | null = null;
      do {
        const page = await w.api.request(
          "GET",
          `${w.ws}/agents/${agentId}/test-invocations?page_size=2${cursor ? `&cursor=${cursor}` : ""}`,
        );
        expect(page.status).toBe(200);
        listed.push(...page.json.items);
        cursor = page.json.next_cursor;
      } while (cursor);
      expect(listed.slice(0, 2).map((item) => item.id)).toEqual([...made].reverse());
      expect(new Set(listed.map((item) => item.id)).size).toBe(listed.length);
      const completed = await w.api.request("GET", `${w.ws}/agents/${agentId}/test-invocations?status=completed`);
      expect(completed.json.items.every((item: { status: string }) => item.status === "completed")).toBe(true);
      expect(completed.json.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining(made));
      const cancelled = await w.api.request("GET", `${w.ws}/agents/${agentId}/test-invocations?status=cancelled`);
      expect(cancelled.json.items.every((item: { status: string }) => item.status === "cancelled")).toBe(true);

      const runs = await w.api.request("GET", `${w.ws}/agent-tests/${testId}/runs?page_size=4`);
      expect(runs.status).toBe(200);
      expect(runs.json.items.map((run: { invocation_id: string }) => run.invocation_id)).toEqual([
        made[1],
        made[1],
        made[0],
        made[0],
      ]);
      expect(runs.json.items[0]).toMatchObject({ agent_id: agentId, status: "passed" });
      const versionId = runs.json.items[0].version_id;
      const ofVersion = await w.api.request("GET", `${w.ws}/agent-tests/${testId}/runs?version_id=${versionId}`);
      expect(ofVersion.json.items.every((run: { version_id: string }) => run.version_id === versionId)).toBe(true);

      const history = await w.api.request("GET", `${w.ws}/agent-tests/${testId}/history?limit=2&agent_id=${agentId}`);
      expect(history.status).toBe(200);
      expect(history.json).toMatchObject({ test_id: testId, pass_rate: 1, flaky: false, last_failed_at: null });
      expect(history.json.invocations).toEqual([
        expect.objectContaining({ invocation_id: made[1], runs: 2, passed: 2, pass_all: true, flaky: false }),
        expect.objectContaining({ invocation_id: made[0], runs: 2, passed: 2, pass_all: true, flaky: false }),
      ]);
      expect(history.json.last_passed_at).toEqual(expect.any(String));

      for (const path of [
        `/agents/${agentId}/test-invocations`,
        `/agent-tests/${testId}/runs`,
        `/agent-tests/${testId}/history`,
      ]) {
        const probe = await stranger.api.request("GET", `${stranger.ws}${path}`);
        expect([path, probe.status]).toEqual([path, 404]);
        const crossed = await stranger.api.request("GET", `${w.ws}${path}`);
        expect([path, crossed.status]).toEqual([path, 404]);
      }
      for (const query of [
        `/agents/${agentId}/test-invocations?status=done`,
        `/agents/${agentId}/test-invocations?cursor=forged`,
        `/agent-tests/${testId}/history?limit=101`,
        `/agent-tests/${testId}/runs?branch_id=not%20an%20id`,
      ]) {
        const refused = await w.api.request("GET", `${w.ws}${query}`);
        expect([query, refused.status, refused.json.error.code]).toEqual([query, 422, "validation_failed"]);
      }
    });

    it("compares an invocation with the previous one after a change: the regression, the diverging conversation, a test from it", async () => {
      const run = async () => {
        const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, {
          test_ids: testIds,
        });
        expect(started.status).toBe(201);
        await finished(started.json.id);
        return started.json.id as string;
      };
      const before = await run();
      // The prompt loses its sentence on shipping: a new version of main.
      const branchId = (await w.api.request("GET", `${w.ws}/agents/${agentId}`)).json.main_branch_id;
      const draft = await w.owner.api.request("PUT", `${w.ws}/agents/${agentId}/draft?branch_id=${branchId}`, {
        config: {
          agent: {
            first_message: "Hello! How can I help?",
            prompt: { prompt: "You are the support agent of Acme. Refunds are possible within thirty days." },
          },
        },
      });
      expect(draft.status).toBe(200);
      const published = await w.owner.api.request(
        "POST",
        `${w.ws}/agents/${agentId}/draft/publish?branch_id=${branchId}`,
      );
      expect(published.status).toBe(201);
      const after = await run();

      const compared = await w.api.request("GET", `${w.ws}/test-invocations/${after}/compare?baseline=previous`);
      expect(compared.status).toBe(200);
      expect(compared.json.baseline).toMatchObject({ id: before, status: "completed" });
      expect(compared.json.invocation).toMatchObject({ id: after, version_id: published.json.id });
      const byName = (name: string) =>
        compared.json.tests.find((t: { test_name: string }) => t.test_name === name) as Record<string, unknown>;
      // Regressions first: the shipping question, and the order lookup (the new prompt offers no tool).
      expect(compared.json.tests[0].change).toBe("regressed");
      expect(byName("Says when orders ship").change).toBe("regressed");
      expect(byName("Says when orders ship").divergence).toMatchObject({
        kind: "reply",
        same: false,
        baseline: { response: expect.stringContaining("two days") },
      });
      // The simulation still passes, but its conversation diverges where the agent first answers.
      expect(byName("Refund request")).toMatchObject({
        change: "still_passing",
        divergence: { kind: "transcript", same: false, seq: 2, invocation: { role: "agent" } },
      });
      expect(compared.json.totals.regressed).toBe(
        compared.json.tests.filter((t: { change: string }) => t.change === "regressed").length,
      );
      expect(compared.json.cost_usd.delta).toEqual(expect.any(Number));
      const byId = await w.api.request("GET", `${w.ws}/test-invocations/${after}/compare?baseline=${before}`);
      expect(byId.json.tests).toEqual(compared.json.tests);

      // Refusals: the same id, another workspace's invocation on either side.
      const same = await w.api.request("GET", `${w.ws}/test-invocations/${after}/compare?baseline=${after}`);
      expect([same.status, same.json.error.details.fields[0].path]).toEqual([422, "/baseline"]);
      expect(
        (await stranger.api.request("GET", `${w.ws}/test-invocations/${after}/compare?baseline=${before}`)).status,
      ).toBe(404);
      expect(
        (await stranger.api.request("GET", `${stranger.ws}/test-invocations/${after}/compare?baseline=${before}`))
          .status,
      ).toBe(404);

      // A test from the new simulated conversation: the agent's first answer, after the user's opening.
      const runs = await allRuns(w.api, w.ws, after);
      const conversationId = runs
        .map((r) => (r.result as { conversation_id?: string }).conversation_id)
        .find((id) => typeof id === "string") as string;
      const conversation = await w.api.request("GET", `${w.ws}/conversations/${conversationId}`);
      const reply = conversation.json.transcript[2];
      const made = await w.api.request("POST", `${w.ws}/agent-tests/from-conversation`, {
        conversation_id: conversationId,
        seq: 2,
      });
      expect(made.status).toBe(201);
      expect(made.json).toMatchObject({
        type: "next_reply",
        agent_id: agentId,
        chat_history: conversation.json.transcript.slice(0, 2).map((entry: { role: string; text: string }) => ({
          role: entry.role,
          message: entry.text,
        })),
        success_examples: [reply.text],
        from_conversation_metadata: { conversation_id: conversationId, original_agent_response: reply.text },
      });
      const refused = await w.api.request("POST", `${w.ws}/agent-tests/from-conversation`, {
        conversation_id: conversationId,
        seq: 1,
      });
      expect([refused.status, refused.json.error.details.fields[0].path]).toEqual([422, "/seq"]);
      const crossed = await stranger.api.request("POST", `${stranger.ws}/agent-tests/from-conversation`, {
        conversation_id: conversationId,
        seq: 2,
      });
      expect(crossed.status).toBe(404);
    });
  });
}

/** What the provider suite needs of the model server. */
export interface RunModelControl {
  server: OpenAiTestServer;
  apiKey: string;
}

/**
 * Runs on the OpenAI-compatible adapter, through the gateway: the provider's verdicts and tool
 * calls, its 429s (`quota_exceeded`), 500s (`runtime_error`) and malformed verdicts
 * (`evaluator_error`), the key never in an answer; and live updates that arrive while a run is
 * still waiting for the model (the gateway does not buffer the stream).
 */
export function testRunsProviderSuite(platform: () => RunningPlatform, model: () => RunModelControl) {
  describe("test runs on an OpenAI-compatible model", () => {
    let w: Workspace;
    let agentId: string;
    let toolId: string;

    beforeAll(async () => {
      w = await workspace(platform());
      toolId = await create(w.owner.api, `${w.ws}/tools`, {
        name: "lookup_order",
        description: "Looks up an order.",
        type: "webhook",
        parameters: { type: "object", properties: { order_id: { type: "string" } } },
        webhook: { url: "https://api.example.com/orders" },
      });
      agentId = await create(w.owner.api, `${w.ws}/agents`, {
        name: "Provider bot",
        config: { agent: { prompt: { prompt: "You help with orders.", tool_ids: [toolId] } } },
      });
    });

    async function runOnce(test: Record<string, unknown>) {
      const testId = await create(w.api, `${w.ws}/agent-tests`, test);
      const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, { test_ids: [testId] });
      expect(started.status).toBe(201);
      await until(
        () => w.api.request("GET", `${w.ws}/test-invocations/${started.json.id}`),
        (r) => r.json?.status !== "running",
      );
      const [run] = await allRuns(w.api, w.ws, started.json.id);
      return run as { status: string; result: Record<string, unknown>; input_tokens: number };
    }

    const nextReply = {
      type: "next_reply",
      name: "Ships",
      chat_history: [{ role: "user", message: "When does my order ship?" }],
      success_condition: "The agent says when the order ships",
    };

    it("takes the provider's verdict and tool calls", async () => {
      model().server.reset();
      model().server.enqueue(
        { kind: "text", text: "It ships tomorrow." },
        { kind: "text", text: JSON.stringify({ status: "success", rationale: "It gives a day." }) },
      );
      const judged = await runOnce(nextReply);
      expect(judged).toMatchObject({
        status: "passed",
        result: { response: "It ships tomorrow.", evaluation: { status: "success", rationale: "It gives a day." } },
      });

      model().server.enqueue(
        { kind: "tool_calls", calls: [{ name: "lookup_order", arguments: '{"order_id":"77"}' }] },
        { kind: "text", text: "Order 77 has shipped." },
      );
      const called = await runOnce({
        type: "tool_invocation",
        name: "Looks up 77",
        chat_history: [{ role: "user", message: "Where is order 77?" }],
        tool_call_parameters: {
          referenced_tool: { id: toolId, type: "webhook" },
          parameters: [{ path: "order_id", eval: { type: "regex", pattern: "^7+$" } }],
        },
        tool_mock_overrides: { [toolId]: { arguments: { order_id: "77" }, result: "shipped" } },
      });
      expect(called).toMatchObject({
        status: "passed",
        result: { response: "Order 77 has shipped.", parameter_results: [{ matched: true }] },
      });
    });

    it("fails runs with quota_exceeded, runtime_error and evaluator_error, never showing the key", async () => {
      model().server.reset();
      model().server.enqueue(
        { kind: "status", status: 429, retryAfterMs: 1 },
        { kind: "status", status: 429, retryAfterMs: 1 },
      );
      const limited = await runOnce(nextReply);
      model().server.enqueue({ kind: "status", status: 500 }, { kind: "status", status: 500 });
      const broken = await runOnce(nextReply);
      model().server.enqueue({ kind: "text", text: "Soon." }, { kind: "text", text: "yes it passed" });
      const malformed = await runOnce(nextReply);
      expect([limited, broken, malformed].map((r) => [r.status, r.result.failure_code])).toEqual([
        ["failed", "quota_exceeded"],
        ["failed", "runtime_error"],
        ["failed", "evaluator_error"],
      ]);
      for (const run of [limited, broken, malformed]) {
        expect(run.result.passed).toBe(false);
        expect(String(run.result.response).length).toBeGreaterThan(10);
        expect(JSON.stringify(run)).not.toContain(model().apiKey);
      }
    });

    it("streams a run's change while the invocation is still waiting for the model", async () => {
      model().server.reset();
      model().server.enqueue(
        // biome-ignore lint/suspicious/noThenProperty: the test server's "answer after a delay" script.
        { kind: "slow", delayMs: 4000, then: { kind: "text", text: "It ships tomorrow." } },
        { kind: "text", text: JSON.stringify({ status: "success", rationale: "ok" }) },
      );
      const testId = await create(w.api, `${w.ws}/agent-tests`, nextReply);
      const started = await w.api.request("POST", `${w.ws}/agents/${agentId}/test-invocations`, { test_ids: [testId] });
      const response = await openStream(
        platform().baseUrl,
        `${w.ws}/test-invocations/${started.json.id}/events`,
        w.key,
      );
      const events = serverSentEvents(response);
      const first = await events.next();
      expect(first.value?.event).toBe("run");
      // The first event reached the client through the gateway while the run still waits.
      const meanwhile = await w.api.request("GET", `${w.ws}/test-invocations/${started.json.id}`);
      expect(meanwhile.json.status).toBe("running");
      const rest: ServerSentEvent[] = [];
      for await (const event of events) rest.push(event);
      expect(rest.at(-1)).toMatchObject({ event: "invocation", data: { status: "completed" } });
      expect(rest.filter((e) => e.event === "run").at(-1)!.data.status).toBe("passed");
    });
  });
}
