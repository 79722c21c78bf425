import { beforeAll, describe, expect, it } from "bun:test";
import { AgentTest } from "@cx/contracts";
import { expectAnswer } from "../testing/expect-answer.ts";
import { bodies, type Client, SECRET, startTestingService, type TestingService } from "../testing/testing-service.ts";

let service: TestingService;
let alice: Client;

beforeAll(async () => {
  service = await startTestingService();
  alice = service.as("usr_alice", "ws_one");
});

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("agent tests: create and get", () => {
  it("creates a simulation test with every field of 2.3 and the kind's defaults", async () => {
    const created = await alice.post("/agent-tests", bodies.simulation());
    expectAnswer(created, 201, AgentTest);
    const item = created.json;
    expect(item.id).toMatch(/^tst_[0-9a-z]{24}$/);
    expect(item).toMatchObject({
      entity_type: "test",
      type: "simulation",
      name: "Refund request",
      parent_folder_id: null,
      created_by: "usr_alice",
      access: [],
      access_role: "creator",
      simulation_max_turns: 5,
      success_conditions: ["The agent offers a refund"],
      breadcrumbs: [],
      // Fields of the other kinds hold their empty values.
      success_condition: "",
      success_examples: [],
      failure_examples: [],
      check_any_tool_matches: false,
      tool_call_parameters: null,
      chat_history: [],
      dynamic_variables: {},
      tool_mock_config: {},
      tool_mock_overrides: {},
      from_conversation_metadata: null,
      conversation_initiation_source: "unknown",
      agent_id: null,
    });
    expect(item.current_revision_id).toMatch(/^trv_/);
    for (const field of ["created_at", "updated_at", "revision_created_at"]) expect(item[field]).toMatch(ISO_MS);

    const fetched = await alice.get(`/agent-tests/${item.id}`);
    expect(fetched.status).toBe(200);
    expect(fetched.json).toEqual(item);
  });

  it("creates a next-reply test and keeps its examples", async () => {
    const created = await alice.post(
      "/agent-tests",
      bodies.nextReply({
        chat_history: [
          { role: "user", message: "Hi" },
          { role: "agent", message: "Hello, how can I help?" },
          { role: "user", message: "Cancel my plan" },
        ],
        success_examples: ["Sure, cancelling now"],
        failure_examples: ["I cannot help"],
        evaluation_model: "vendor-a-5",
        dynamic_variables: { customer_name: "Ada" },
      }),
    );
    expectAnswer(created, 201, AgentTest);
    expect(created.json).toMatchObject({
      type: "next_reply",
      success_condition: "The agent greets the user",
      success_examples: ["Sure, cancelling now"],
      failure_examples: ["I cannot help"],
      evaluation_model: "vendor-a-5",
      dynamic_variables: { customer_name: "Ada" },
      simulation_max_turns: 0,
      simulation_scenario: "",
      success_conditions: [],
    });
    expect(created.json.chat_history).toHaveLength(3);
  });

  it("creates a tool-invocation test with the four eval kinds and keeps extra tool-call detail", async () => {
    const history = [
      { role: "user", message: "Book a table for two at 7pm" },
      {
        role: "agent",
        message: null,
        tool_calls: [
          {
            params_as_json: '{"party":2}',
            request_id: "req_1",
            tool_has_been_called: true,
            tool_name: "check_availability",
            tool_details: { type: "webhook", method: "GET", $weird: { "a.b": 1 } },
            type: "webhook",
            future_detail: { kind: "v2", trace: [1, 2, 3] },
          },
        ],
        tool_results: [
          {
            is_error: false,
            request_id: "req_1",
            result_value: '{"free":true}',
            tool_has_been_called: true,
            tool_name: "check_availability",
            type: "webhook",
            is_blocked: false,
            tool_latency_secs: 0.42,
          },
        ],
      },
      { role: "user", message: "Great, book it" },
    ];
    const created = await alice.post(
      "/agent-tests",
      bodies.toolInvocation({
        chat_history: history,
        check_any_tool_matches: true,
        tool_mock_config: {
          mocking_strategy: "selected",
          mocked_tool_ids: ["tool_orders"],
          fallback_strategy: "raise_error",
        },
        tool_mock_overrides: { tool_orders: { result: "ok" } },
        tool_call_parameters: {
          referenced_tool: { id: "tool_book", type: "webhook" },
          verify_absence: false,
          parameters: [
            { path: "party", eval: { type: "exact", expected_value: 2 } },
            { path: "time", eval: { type: "regex", pattern: "^19:00" } },
            { path: "notes", eval: { type: "llm", description: "Mentions two people" } },
            { path: "name", eval: { type: "anything" } },
          ],
        },
        from_conversation_metadata: {
          conversation_id: "conv_1",
          event_seq: 4,
          original_agent_response: null,
          system__time_utc: "2026-02-01T10:00:00.000Z",
        },
      }),
    );
    expectAnswer(created, 201, AgentTest);
    const fetched = await alice.get(`/agent-tests/${created.json.id}`);
    expect(fetched.json.chat_history).toEqual(history);
    expect(fetched.json.chat_history[1].tool_calls[0].future_detail).toEqual({ kind: "v2", trace: [1, 2, 3] });
    expect(fetched.json.tool_call_parameters.parameters).toHaveLength(4);
    expect(fetched.json.tool_mock_config.mocked_tool_ids).toEqual(["tool_orders"]);
    expect(fetched.json.from_conversation_metadata.conversation_id).toBe("conv_1");
    expect(fetched.json.check_any_tool_matches).toBe(true);
    expect(fetched.json.evaluation_model).toBe("");
  });

  it("answers 404 for an unknown test and for a folder id", async () => {
    expect((await alice.get("/agent-tests/tst_nothing")).status).toBe(404);
    const folder = await alice.post("/agent-test-folders", { name: "Not a test" });
    expect((await alice.get(`/agent-tests/${folder.json.id}`)).status).toBe(404);
  });
});

describe("agent tests: validation", () => {
  async function refused(body: unknown): Promise<{ path: string; message: string }[]> {
    const reply = await alice.post("/agent-tests", body);
    expect(reply.status).toBe(422);
    expect(reply.json.error.code).toBe("validation_failed");
    return reply.json.error.details.fields;
  }

  const paths = async (body: unknown) => (await refused(body)).map((field) => field.path);

  it("refuses a body that is not an object, an unknown type, or malformed JSON", async () => {
    expect(await paths([1, 2])).toEqual([""]);
    expect(await paths({ name: "x", type: "unit" })).toEqual(["/type"]);
    expect(await paths({ name: "x" })).toEqual(["/type"]);
    const malformed = await alice.request("POST", "/agent-tests", "{nope");
    expect(malformed.status).toBe(422);
  });

  it("checks simulation fields: scenario, conditions, max turns 1..50", async () => {
    expect(await paths(bodies.simulation({ success_conditions: [] }))).toEqual(["/success_conditions"]);
    expect(await paths(bodies.simulation({ simulation_max_turns: 0 }))).toEqual(["/simulation_max_turns"]);
    expect(await paths(bodies.simulation({ simulation_max_turns: 51 }))).toEqual(["/simulation_max_turns"]);
    expect(await paths(bodies.simulation({ simulation_max_turns: 2.5 }))).toEqual(["/simulation_max_turns"]);
    expect(await paths(bodies.simulation({ simulation_scenario: "   " }))).toEqual(["/simulation_scenario"]);
    expect(await paths(bodies.simulation({ success_conditions: ["ok", " "] }))).toEqual(["/success_conditions/1"]);
    const edge = await alice.post("/agent-tests", bodies.simulation({ simulation_max_turns: 50 }));
    expect(edge.status).toBe(201);
    expect(edge.json.simulation_max_turns).toBe(50);
  });

  it("requires a next-reply history that ends with a user entry", async () => {
    const endsWithAgent = [
      { role: "user", message: "Hi" },
      { role: "agent", message: "Hey" },
    ];
    expect(await paths(bodies.nextReply({ chat_history: endsWithAgent }))).toEqual(["/chat_history/1/role"]);
    expect(await paths(bodies.nextReply({ chat_history: [] }))).toEqual(["/chat_history"]);
    expect(await paths(bodies.nextReply({ success_condition: undefined }))).toEqual(["/success_condition"]);
  });

  it("checks history entries and their tool calls and results", async () => {
    const call = { params_as_json: "{}", request_id: "r1", tool_has_been_called: true, tool_name: "lookup" };
    const result = {
      is_error: false,
      request_id: "r1",
      result_value: "x",
      tool_has_been_called: true,
      tool_name: "lookup",
      type: "webhook",
    };
    // Entries that break only the history rules, which are checked once the schema holds.
    const ruleBreaking = [
      { role: "user", message: "  " },
      { role: "user", message: "hi", tool_calls: [call] },
      { role: "agent", tool_calls: [{ ...call, request_id: "r2", params_as_json: "{not json" }] },
      { role: "agent", tool_results: [{ ...result, request_id: "r9" }] },
      { role: "agent", tool_results: [{ ...result, tool_name: "other" }] },
    ];
    const malformed = [
      { role: "robot", message: "beep" },
      { role: "agent", tool_calls: [{ request_id: "r3" }] },
    ];
    const fields = await refused(bodies.toolInvocation({ chat_history: [...ruleBreaking, ...malformed] }));
    expect(fields.map((field) => field.path)).toEqual([
      "/chat_history/5/role",
      "/chat_history/6/tool_calls/0/params_as_json",
      "/chat_history/6/tool_calls/0/tool_has_been_called",
      "/chat_history/6/tool_calls/0/tool_name",
    ]);
    const ruled = await refused(bodies.toolInvocation({ chat_history: ruleBreaking }));
    expect(ruled).toEqual([
      { path: "/chat_history/0", message: "must have a message, tool calls or tool results" },
      { path: "/chat_history/1/tool_calls", message: "only agent entries carry tool calls" },
      { path: "/chat_history/2/tool_calls/0/params_as_json", message: "must be a JSON text" },
      {
        path: "/chat_history/3/tool_results/0/request_id",
        message: "does not answer a tool call made earlier in this history",
      },
      {
        path: "/chat_history/4/tool_results/0/tool_name",
        message: "differs from the tool_name of the call it answers",
      },
    ]);
  });

  it("checks tool-call parameters and their eval kinds", async () => {
    const params = (tool_call_parameters: unknown) => paths(bodies.toolInvocation({ tool_call_parameters }));
    expect(await params({ parameters: [] })).toEqual(["/tool_call_parameters"]);
    expect(await params({ referenced_tool: { id: "t", type: "fax" } })).toEqual([
      "/tool_call_parameters/referenced_tool/type",
    ]);
    expect(
      await params({ referenced_tool: { id: "t", type: "mcp" }, parameters: [{ path: "a", eval: { type: "exact" } }] }),
    ).toEqual(["/tool_call_parameters/parameters/0/eval/expected_value"]);
    expect(
      await params({
        referenced_tool: { id: "t", type: "mcp" },
        parameters: [{ path: "a", eval: { type: "regex", pattern: "(" } }],
      }),
    ).toEqual(["/tool_call_parameters/parameters/0/eval/pattern"]);
    expect(
      await params({ referenced_tool: { id: "t", type: "mcp" }, parameters: [{ path: "a", eval: { type: "fuzzy" } }] }),
    ).toEqual(["/tool_call_parameters/parameters/0/eval/type"]);
    expect(
      await params({
        referenced_tool: { id: "t", type: "code" },
        verify_absence: true,
        parameters: [{ path: "a", eval: { type: "anything" } }],
      }),
    ).toEqual(["/tool_call_parameters/parameters"]);
    expect(
      await params({
        referenced_tool: { id: "t", type: "code" },
        parameters: [
          { path: "a", eval: { type: "anything" } },
          { path: "a", eval: { type: "llm", description: "x" } },
        ],
      }),
    ).toEqual(["/tool_call_parameters/parameters/1/path"]);
    const transition = await alice.post(
      "/agent-tests",
      bodies.toolInvocation({
        tool_call_parameters: {
          workflow_node_transition: { agent_id: "agt_1", target_node_id: "node_2", type: "node_id" },
        },
      }),
    );
    expect(transition.status).toBe(201);
    expect(await paths(bodies.toolInvocation({ tool_call_parameters: null }))).toEqual(["/tool_call_parameters"]);
  });

  it("checks the tool mock configuration", async () => {
    const mock = (tool_mock_config: unknown) => paths(bodies.simulation({ tool_mock_config }));
    expect(await mock({ mocking_strategy: "selected" })).toEqual(["/tool_mock_config/mocked_tool_ids"]);
    expect(await mock({ mocking_strategy: "all", mocked_tool_ids: ["a"] })).toEqual([
      "/tool_mock_config/mocked_tool_ids",
    ]);
    expect(await mock({ mocking_strategy: "selected", mocked_tool_ids: ["a", "a"] })).toEqual([
      "/tool_mock_config/mocked_tool_ids/1",
    ]);
    expect(await mock({ fallback_strategy: "ignore" })).toEqual(["/tool_mock_config/fallback_strategy"]);
  });

  it("checks names, access lists and conversation metadata", async () => {
    const viewer = { role: "viewer", user_id: "usr_b" };
    const metadata = { conversation_id: "c", event_seq: 1, system__time_utc: "yesterday" };
    const cases: [Record<string, unknown>, string][] = [
      [{ name: "   " }, "/name"],
      [{ name: "a\u0007b" }, "/name"],
      [{ name: "x".repeat(257) }, "/name"],
      [{ access: [{ role: "owner", user_id: "usr_b" }] }, "/access/0/role"],
      [{ access: [viewer, { ...viewer, role: "editor" }] }, "/access/1/user_id"],
      [{ from_conversation_metadata: metadata }, "/from_conversation_metadata/system__time_utc"],
      [{ conversation_initiation_source: "phone" }, "/conversation_initiation_source"],
    ];
    for (const [fields, path] of cases) expect(await paths(bodies.simulation(fields))).toEqual([path]);
  });

  it("refuses unknown fields and filled fields of another kind, but accepts a read-back item", async () => {
    expect(await paths(bodies.simulation({ simulation_scenari: "typo" }))).toEqual(["/simulation_scenari"]);
    const foreign = await refused(bodies.simulation({ success_condition: "belongs to next_reply" }));
    expect(foreign).toEqual([{ path: "/success_condition", message: "is not a field of a simulation test" }]);

    const created = await alice.post("/agent-tests", bodies.simulation());
    const roundTrip = await alice.put(`/agent-tests/${created.json.id}`, { ...created.json, name: "Renamed" });
    expect(roundTrip.status).toBe(200);
    expect(roundTrip.json.name).toBe("Renamed");
  });

  it("refuses a definition larger than 1 MiB with 413", async () => {
    const long = "x".repeat(45_000);
    const history = Array.from({ length: 30 }, () => ({ role: "user", message: long }));
    const reply = await alice.post("/agent-tests", bodies.nextReply({ chat_history: history }));
    expect(reply.status).toBe(413);
    expect(reply.json.error.code).toBe("payload_too_large");
    expect(await paths(bodies.nextReply({ agent_id: "" }))).toEqual(["/agent_id"]);
    expect(await paths(bodies.nextReply({ evaluation_model: "m".repeat(129) }))).toEqual(["/evaluation_model"]);
  });

  it("answers a parent folder that does not exist with 404", async () => {
    const reply = await alice.post("/agent-tests", bodies.simulation({ parent_folder_id: "tfd_missing" }));
    expect(reply.status).toBe(404);
    expect(reply.json.error.code).toBe("not_found");
  });
});

describe("agent tests: replace and delete", () => {
  it("makes a new revision on each replace and keeps the earlier ones", async () => {
    const created = await alice.post("/agent-tests", bodies.simulation());
    const id = created.json.id;
    const first = await alice.put(`/agent-tests/${id}`, bodies.simulation({ simulation_max_turns: 9 }));
    const second = await alice.put(`/agent-tests/${id}`, bodies.nextReply({ name: "Now a next reply" }));
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const revisions = [created.json, first.json, second.json].map((item) => item.current_revision_id);
    expect(new Set(revisions).size).toBe(3);
    expect(first.json.revision_created_at > created.json.revision_created_at).toBe(true);
    expect(second.json.revision_created_at > first.json.revision_created_at).toBe(true);
    expect(second.json).toMatchObject({ type: "next_reply", name: "Now a next reply", simulation_max_turns: 0 });
    expect(second.json.created_at).toBe(created.json.created_at);
    expect(second.json.updated_at).toBe(second.json.revision_created_at);

    const stored = await service.deps.revisions.ofTest(alice.workspaceId as never, id);
    expect(stored.map((revision) => revision._id)).toEqual(revisions);
    expect(JSON.parse(stored[1]?.content_json ?? "{}").simulation_max_turns).toBe(9);
    expect((await alice.get(`/agent-tests/${id}`)).json.current_revision_id).toBe(revisions[2]);
  });

  it("keeps the folder and the access list when a replace leaves them out, and changes them when given", async () => {
    const folder = await alice.post("/agent-test-folders", { name: "Keepers" });
    const created = await alice.post(
      "/agent-tests",
      bodies.simulation({ parent_folder_id: folder.json.id, access: [{ role: "viewer", user_id: "usr_bob" }] }),
    );
    const kept = await alice.put(`/agent-tests/${created.json.id}`, bodies.simulation({ name: "Still here" }));
    expect(kept.json.parent_folder_id).toBe(folder.json.id);
    expect(kept.json.breadcrumbs).toEqual([{ id: folder.json.id, name: "Keepers" }]);
    expect(kept.json.access).toEqual([{ role: "viewer", user_id: "usr_bob" }]);
    const changed = await alice.put(
      `/agent-tests/${created.json.id}`,
      bodies.simulation({ parent_folder_id: null, access: [] }),
    );
    expect(changed.json.parent_folder_id).toBeNull();
    expect(changed.json.access).toEqual([]);
  });

  it("validates a replace like a create and answers 404 for an unknown test", async () => {
    const created = await alice.post("/agent-tests", bodies.simulation());
    const bad = await alice.put(`/agent-tests/${created.json.id}`, bodies.simulation({ success_conditions: [] }));
    expect(bad.status).toBe(422);
    expect((await alice.get(`/agent-tests/${created.json.id}`)).json.current_revision_id).toBe(
      created.json.current_revision_id,
    );
    expect((await alice.put("/agent-tests/tst_missing", bodies.simulation())).status).toBe(404);
  });

  it("deletes a test (204), after which it is gone", async () => {
    const created = await alice.post("/agent-tests", bodies.nextReply());
    const deleted = await alice.delete(`/agent-tests/${created.json.id}`);
    expect(deleted.status).toBe(204);
    expect((await alice.get(`/agent-tests/${created.json.id}`)).status).toBe(404);
    expect((await alice.delete(`/agent-tests/${created.json.id}`)).status).toBe(404);
    // Its revision stays for runs that froze it.
    expect(
      await service.deps.revisions.find(alice.workspaceId as never, created.json.current_revision_id),
    ).not.toBeNull();
  });
});

describe("agent tests: access", () => {
  it("lets the creator, editors and admins edit, and refuses viewers and other members with 403", async () => {
    const bob = service.as("usr_bob", "ws_one");
    const carol = service.as("usr_carol", "ws_one");
    const dave = service.as("usr_dave", "ws_one");
    const admin = service.as("usr_admin", "ws_one", "admin");
    const created = await alice.post(
      "/agent-tests",
      bodies.simulation({
        access: [
          { role: "editor", user_id: "usr_bob" },
          { role: "viewer", user_id: "usr_carol" },
        ],
      }),
    );
    const id = created.json.id;
    expect((await bob.get(`/agent-tests/${id}`)).json.access_role).toBe("editor");
    expect((await carol.get(`/agent-tests/${id}`)).json.access_role).toBe("viewer");
    expect((await dave.get(`/agent-tests/${id}`)).json.access_role).toBe("viewer");
    expect((await admin.get(`/agent-tests/${id}`)).json.access_role).toBe("admin");

    expect((await bob.put(`/agent-tests/${id}`, bodies.simulation({ name: "By Bob" }))).status).toBe(200);
    for (const member of [carol, dave]) {
      const put = await member.put(`/agent-tests/${id}`, bodies.simulation());
      expect(put.status).toBe(403);
      expect(put.json.error.code).toBe("forbidden");
      expect((await member.delete(`/agent-tests/${id}`)).status).toBe(403);
    }
    expect((await admin.put(`/agent-tests/${id}`, bodies.simulation({ name: "By admin" }))).status).toBe(200);
    expect((await alice.get(`/agent-tests/${id}`)).json.name).toBe("By admin");
    expect((await admin.delete(`/agent-tests/${id}`)).status).toBe(204);
  });

  it("answers 404 across workspaces and 401 without a signed caller", async () => {
    const created = await alice.post("/agent-tests", bodies.simulation());
    const stranger = service.as("usr_eve", "ws_two", "owner");
    expect((await stranger.get(`/agent-tests/${created.json.id}`)).status).toBe(404);
    expect((await stranger.put(`/agent-tests/${created.json.id}`, bodies.simulation())).status).toBe(404);
    expect((await stranger.delete(`/agent-tests/${created.json.id}`)).status).toBe(404);
    // A caller signed for ws_two, used on ws_one's path.
    const forged = await service.call("GET", `/api/v1/workspaces/ws_one/agent-tests/${created.json.id}`, undefined, {
      "x-cx-caller": (await import("@cx/http-kit")).signCaller(
        { userId: "usr_eve", workspaceId: "ws_two", role: "owner", via: "session" },
        SECRET,
      ),
    });
    expect(forged.status).toBe(404);
    const anonymous = await service.call("GET", `/api/v1/workspaces/ws_one/agent-tests/${created.json.id}`);
    expect(anonymous.status).toBe(401);
  });
});

describe("agent tests: tool mocks on next-reply tests, models and variables on tool-invocation tests", () => {
  it("keeps tool_mock_config and tool_mock_overrides on a next-reply test", async () => {
    const created = await alice.post(
      "/agent-tests",
      bodies.nextReply({
        tool_mock_config: {
          mocking_strategy: "selected",
          mocked_tool_ids: ["tool_a"],
          fallback_strategy: "raise_error",
        },
        tool_mock_overrides: {
          tool_a: [
            { arguments: { id: "1" }, result: { ok: true } },
            { result: "fallback", is_error: true },
          ],
        },
      }),
    );
    expect(created.status).toBe(201);
    expect(created.json.tool_mock_config).toEqual({
      mocking_strategy: "selected",
      mocked_tool_ids: ["tool_a"],
      fallback_strategy: "raise_error",
    });
    expect(created.json.tool_mock_overrides.tool_a).toHaveLength(2);
  });

  it("keeps evaluation_model and dynamic_variables on a tool-invocation test", async () => {
    const created = await alice.post(
      "/agent-tests",
      bodies.toolInvocation({ evaluation_model: "vendor-a-5", dynamic_variables: { customer: "Ada" } }),
    );
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ evaluation_model: "vendor-a-5", dynamic_variables: { customer: "Ada" } });
  });

  it("refuses mocks that are not mocks", async () => {
    const refused = await alice.post(
      "/agent-tests",
      bodies.toolInvocation({
        tool_mock_overrides: { tool_a: [], tool_b: { answer: 1 }, tool_c: { result: 1, arguments: "x" } },
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.json.error.details.fields.map((f: { path: string }) => f.path).sort()).toEqual([
      "/tool_mock_overrides/tool_a",
      "/tool_mock_overrides/tool_b/answer",
      "/tool_mock_overrides/tool_b/result",
      "/tool_mock_overrides/tool_c/arguments",
    ]);
  });
});
