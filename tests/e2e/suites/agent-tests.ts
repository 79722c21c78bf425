import { beforeAll, describe, expect, it } from "bun:test";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import { ApiClient } from "../../harness/api-client.ts";
import type { RunningPlatform } from "../../harness/index.ts";

const simulation = (overrides: Record<string, unknown> = {}) => ({
  type: "simulation",
  name: "Refund request",
  simulation_scenario: "The user asks for a refund of a late order.",
  success_conditions: ["The agent offers a refund"],
  ...overrides,
});

const nextReply = (overrides: Record<string, unknown> = {}) => ({
  type: "next_reply",
  name: "Greets back",
  chat_history: [{ role: "user", message: "Hello" }],
  success_condition: "The agent greets the user",
  ...overrides,
});

const toolInvocation = (overrides: Record<string, unknown> = {}) => ({
  type: "tool_invocation",
  name: "Looks up the order",
  chat_history: [
    { role: "user", message: "Where is order 42?" },
    {
      role: "agent",
      message: null,
      tool_calls: [
        {
          params_as_json: '{"order":"42"}',
          request_id: "req_1",
          tool_has_been_called: true,
          tool_name: "orders",
          extra_detail: { kind: "v2" },
        },
      ],
      tool_results: [
        {
          is_error: false,
          request_id: "req_1",
          result_value: "shipped",
          tool_has_been_called: true,
          tool_name: "orders",
          type: "webhook",
        },
      ],
    },
    { role: "user", message: "And order 43?" },
  ],
  tool_call_parameters: {
    referenced_tool: { id: "tool_orders", type: "webhook" },
    parameters: [
      { path: "order", eval: { type: "exact", expected_value: "43" } },
      { path: "note", eval: { type: "regex", pattern: "^4" } },
      { path: "why", eval: { type: "llm", description: "Asks about order 43" } },
      { path: "any", eval: { type: "anything" } },
    ],
  },
  tool_mock_config: {
    mocking_strategy: "selected",
    mocked_tool_ids: ["tool_orders"],
    fallback_strategy: "raise_error",
  },
  ...overrides,
});

/** Agent tests and their folders through the gateway (parts 2.2–2.5, 4.3, 4.4, 4.11; extensions part 3). */
export function agentTestsSuite(platform: () => RunningPlatform) {
  describe("agent tests and folders", () => {
    let ana: Account;
    let bo: Account;
    let cy: Account;
    let base: string;
    const ids: Record<string, string> = {};
    const id = (name: string) => ids[name] as string;

    beforeAll(async () => {
      ana = await signUp(platform().baseUrl, { name: "Ana" });
      bo = await signUp(platform().baseUrl, { name: "Bo" });
      cy = await signUp(platform().baseUrl, { name: "Cy" });
      base = `/api/v1/workspaces/${ana.workspaceId}`;
      const added = await ana.api.request("POST", `${base}/members`, { email: bo.email, role: "member" });
      expect(added.status).toBe(201);
    });

    it("creates a test of each kind (201) and gets it back with every field", async () => {
      for (const [name, body] of [
        ["simulation", simulation()],
        ["next_reply", nextReply()],
        ["tool_invocation", toolInvocation()],
      ] as const) {
        const created = await ana.api.request("POST", `${base}/agent-tests`, body);
        expect([name, created.status]).toEqual([name, 201]);
        // Ana owns the workspace: a workspace owner's effective role on every test is `admin`.
        expect(created.json).toMatchObject({
          entity_type: "test",
          type: name,
          created_by: ana.userId,
          access_role: "admin",
        });
        expect(created.json.id).toMatch(/^tst_/);
        ids[name] = created.json.id;
        const fetched = await ana.api.request("GET", `${base}/agent-tests/${created.json.id}`);
        expect(fetched.status).toBe(200);
        expect(fetched.json).toEqual(created.json);
      }
      const sim = (await ana.api.request("GET", `${base}/agent-tests/${id("simulation")}`)).json;
      expect(sim.simulation_max_turns).toBe(5);
      expect(sim.success_condition).toBe("");
      expect(sim.tool_call_parameters).toBeNull();
      const tool = (await ana.api.request("GET", `${base}/agent-tests/${id("tool_invocation")}`)).json;
      expect(tool.chat_history[1].tool_calls[0].extra_detail).toEqual({ kind: "v2" });
      expect(tool.tool_call_parameters.parameters).toHaveLength(4);
      expect(tool.simulation_max_turns).toBe(0);
    });

    it("works with a member API key as well as the session", async () => {
      const { key } = await createApiKey(ana.api, ana.workspaceId, "member");
      const viaKey = new ApiClient(platform().baseUrl).withBearer(key);
      const created = await viaKey.request("POST", `${base}/agent-tests`, nextReply({ name: "Via key" }));
      expect(created.status).toBe(201);
      expect((await viaKey.request("GET", `${base}/agent-tests/${created.json.id}`)).status).toBe(200);
      expect((await viaKey.request("DELETE", `${base}/agent-tests/${created.json.id}`)).status).toBe(204);
    });

    it("refuses invalid tests with 422 and field paths", async () => {
      const cases: [unknown, string][] = [
        [simulation({ simulation_max_turns: 51 }), "/simulation_max_turns"],
        [simulation({ success_conditions: [] }), "/success_conditions"],
        [nextReply({ chat_history: [{ role: "agent", message: "Hi" }] }), "/chat_history/0/role"],
        [toolInvocation({ tool_call_parameters: { parameters: [] } }), "/tool_call_parameters"],
        [{ type: "quiz", name: "x" }, "/type"],
      ];
      for (const [body, path] of cases) {
        const reply = await ana.api.request("POST", `${base}/agent-tests`, body);
        expect(reply.status).toBe(422);
        expect(reply.json.error.code).toBe("validation_failed");
        expect(reply.json.error.details.fields.map((f: { path: string }) => f.path)).toContain(path);
      }
    });

    it("replaces a test with a new revision each time, and deletes it", async () => {
      const before = (await ana.api.request("GET", `${base}/agent-tests/${id("simulation")}`)).json;
      const replaced = await ana.api.request(
        "PUT",
        `${base}/agent-tests/${id("simulation")}`,
        simulation({ name: "Refund request v2", simulation_max_turns: 12 }),
      );
      expect(replaced.status).toBe(200);
      expect(replaced.json.current_revision_id).not.toBe(before.current_revision_id);
      expect(replaced.json.revision_created_at > before.revision_created_at).toBe(true);
      expect(replaced.json).toMatchObject({ name: "Refund request v2", simulation_max_turns: 12 });

      const doomed = await ana.api.request("POST", `${base}/agent-tests`, nextReply({ name: "Doomed" }));
      expect((await ana.api.request("DELETE", `${base}/agent-tests/${doomed.json.id}`)).status).toBe(204);
      expect((await ana.api.request("GET", `${base}/agent-tests/${doomed.json.id}`)).status).toBe(404);
    });

    it("lets a member view but not edit a test they have no edit access to (403)", async () => {
      const viewed = await bo.api.request("GET", `${base}/agent-tests/${id("next_reply")}`);
      expect(viewed.status).toBe(200);
      expect(viewed.json.access_role).toBe("viewer");
      const put = await bo.api.request("PUT", `${base}/agent-tests/${id("next_reply")}`, nextReply({ name: "Bo's" }));
      expect(put.status).toBe(403);
      expect(put.json.error.code).toBe("forbidden");
      expect((await bo.api.request("DELETE", `${base}/agent-tests/${id("next_reply")}`)).status).toBe(403);

      // Shared as editor, the same member may edit.
      const shared = await ana.api.request(
        "PUT",
        `${base}/agent-tests/${id("next_reply")}`,
        nextReply({ access: [{ role: "editor", user_id: bo.userId }] }),
      );
      expect(shared.status).toBe(200);
      const byBo = await bo.api.request(
        "PUT",
        `${base}/agent-tests/${id("next_reply")}`,
        nextReply({ name: "Edited by Bo" }),
      );
      expect(byBo.status).toBe(200);
      expect(byBo.json.access_role).toBe("editor");
    });

    it("answers 404 to a reader from another workspace", async () => {
      expect((await cy.api.request("GET", `${base}/agent-tests/${id("simulation")}`)).status).toBe(404);
      const ownPath = `/api/v1/workspaces/${cy.workspaceId}/agent-tests/${id("simulation")}`;
      expect((await cy.api.request("GET", ownPath)).status).toBe(404);
      expect((await cy.api.request("GET", `${base}/agent-tests`)).status).toBe(404);
      const cyList = await cy.api.request("GET", `/api/v1/workspaces/${cy.workspaceId}/agent-tests`);
      expect(cyList.status).toBe(200);
      expect(cyList.json.items).toEqual([]);
    });

    it("creates, gets, renames, moves and deletes folders", async () => {
      const support = await ana.api.request("POST", `${base}/agent-test-folders`, { name: "Support" });
      expect(support.status).toBe(201);
      expect(support.json).toMatchObject({ entity_type: "folder", parent_folder_id: null, name: "Support" });
      ids.Support = support.json.id;
      const billing = await ana.api.request("POST", `${base}/agent-test-folders`, {
        name: "Billing",
        parent_folder_id: id("Support"),
      });
      ids.Billing = billing.json.id;
      const refunds = await ana.api.request("POST", `${base}/agent-test-folders`, {
        name: "Refunds",
        parent_folder_id: id("Billing"),
      });
      ids.Refunds = refunds.json.id;

      const fetched = await ana.api.request("GET", `${base}/agent-test-folders/${id("Refunds")}`);
      expect(fetched.status).toBe(200);
      expect(fetched.json.breadcrumbs).toEqual([
        { id: id("Support"), name: "Support" },
        { id: id("Billing"), name: "Billing" },
      ]);

      const taken = await ana.api.request("POST", `${base}/agent-test-folders`, {
        name: "billing",
        parent_folder_id: id("Support"),
      });
      expect(taken.status).toBe(409);
      expect(taken.json.error.code).toBe("folder_name_taken");

      const renamed = await ana.api.request("PATCH", `${base}/agent-test-folders/${id("Billing")}`, {
        name: "Payments",
      });
      expect(renamed.status).toBe(200);
      expect(renamed.json.name).toBe("Payments");

      const cycle = await ana.api.request("PATCH", `${base}/agent-test-folders/${id("Support")}`, {
        parent_folder_id: id("Refunds"),
      });
      expect(cycle.status).toBe(422);

      const moved = await ana.api.request("PATCH", `${base}/agent-test-folders/${id("Refunds")}`, {
        parent_folder_id: null,
      });
      expect(moved.status).toBe(200);
      expect(moved.json).toMatchObject({ parent_folder_id: null, breadcrumbs: [] });

      const forbidden = await bo.api.request("PATCH", `${base}/agent-test-folders/${id("Support")}`, { name: "Bo's" });
      expect(forbidden.status).toBe(403);
      expect((await cy.api.request("GET", `${base}/agent-test-folders/${id("Support")}`)).status).toBe(404);
    });

    it("moves tests and folders with the move endpoint", async () => {
      const reply = await ana.api.request("POST", `${base}/agent-tests/move`, {
        entity_ids: [id("simulation"), id("tool_invocation"), id("Refunds")],
        parent_folder_id: id("Support"),
      });
      expect(reply.status).toBe(200);
      expect(reply.json.items).toHaveLength(3);
      const sim = (await ana.api.request("GET", `${base}/agent-tests/${id("simulation")}`)).json;
      expect(sim.parent_folder_id).toBe(id("Support"));
      expect(sim.breadcrumbs).toEqual([{ id: id("Support"), name: "Support" }]);
      const missing = await ana.api.request("POST", `${base}/agent-tests/move`, {
        entity_ids: ["tst_missing"],
        parent_folder_id: null,
      });
      expect(missing.status).toBe(404);
    });

    it("lists with every query parameter", async () => {
      const list = async (query: string) => {
        const reply = await ana.api.request("GET", `${base}/agent-tests${query ? `?${query}` : ""}`);
        expect([query, reply.status]).toEqual([query, 200]);
        return reply.json as {
          items: { id: string; name: string; entity_type: string }[];
          next_cursor: string | null;
          has_more: boolean;
        };
      };
      const names = (page: { items: { name: string }[] }) => page.items.map((item) => item.name).sort();

      const all = await list("");
      expect(all.items.map((item) => item.id).sort()).toEqual(
        [id("simulation"), id("next_reply"), id("tool_invocation"), id("Support"), id("Billing"), id("Refunds")].sort(),
      );
      expect(names(await list("parent_folder_id=root"))).toEqual(["Edited by Bo", "Support"]);
      expect(names(await list(`parent_folder_id=${id("Support")}`))).toEqual([
        "Looks up the order",
        "Payments",
        "Refund request v2",
        "Refunds",
      ]);
      expect(names(await list("search=REFUND"))).toEqual(["Refund request v2", "Refunds"]);
      expect(names(await list("types[]=folder"))).toEqual(["Payments", "Refunds", "Support"]);
      expect(names(await list("types[]=simulation&types[]=tool_invocation"))).toEqual([
        "Looks up the order",
        "Refund request v2",
      ]);
      const foldersFirst = await list("sort_mode=folders_first");
      expect(foldersFirst.items.map((item) => item.name)).toEqual([
        "Payments",
        "Refunds",
        "Support",
        "Edited by Bo",
        "Looks up the order",
        "Refund request v2",
      ]);
      expect(names(await list("sharing_mode=created_by_me"))).toHaveLength(6);
      const sharedWithBo = await bo.api.request("GET", `${base}/agent-tests?sharing_mode=shared_with_me`);
      expect(sharedWithBo.json.items.map((item: { id: string }) => item.id)).toEqual([id("next_reply")]);

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`page_size=2${cursor ? `&cursor=${cursor}` : ""}`);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...page.items.map((item) => item.id));
        cursor = page.next_cursor;
        expect(page.has_more).toBe(cursor !== null);
      } while (cursor);
      expect(seen.sort()).toEqual(all.items.map((item) => item.id).sort());

      for (const bad of [
        "page_size=0",
        "page_size=101",
        "sort_mode=random",
        "sharing_mode=public",
        "types[]=bogus",
        "cursor=garbage",
      ]) {
        const reply = await ana.api.request("GET", `${base}/agent-tests?${bad}`);
        expect([bad, reply.status, reply.json.error.code]).toEqual([bad, 422, "validation_failed"]);
      }
      expect((await ana.api.request("GET", `${base}/agent-tests?parent_folder_id=tfd_missing`)).status).toBe(404);
    });

    it("refuses to delete a non-empty folder unless forced, then removes the whole subtree", async () => {
      const refused = await ana.api.request("DELETE", `${base}/agent-test-folders/${id("Support")}`);
      expect(refused.status).toBe(409);
      expect(refused.json.error.code).toBe("folder_not_empty");
      const forced = await ana.api.request("DELETE", `${base}/agent-test-folders/${id("Support")}?force=true`);
      expect(forced.status).toBe(204);
      for (const name of ["Support", "Billing", "Refunds"]) {
        expect((await ana.api.request("GET", `${base}/agent-test-folders/${id(name)}`)).status).toBe(404);
      }
      for (const name of ["simulation", "tool_invocation"]) {
        expect((await ana.api.request("GET", `${base}/agent-tests/${id(name)}`)).status).toBe(404);
      }
      const left = await ana.api.request("GET", `${base}/agent-tests`);
      expect(left.json.items.map((item: { id: string }) => item.id)).toEqual([id("next_reply")]);
      const empty = await ana.api.request("POST", `${base}/agent-test-folders`, { name: "Empty" });
      expect((await ana.api.request("DELETE", `${base}/agent-test-folders/${empty.json.id}`)).status).toBe(204);
    });

    it("makes a next-reply test from a reply of a conversation, refusing other replies and other workspaces", async () => {
      const agent = await ana.api.request("POST", `${base}/agents`, {
        name: "Shop bot",
        config: {
          agent: {
            first_message: "Hello {{customer_name}}!",
            prompt: { prompt: "You are the support agent of Acme. Refunds are possible within thirty days." },
          },
        },
      });
      expect(agent.status).toBe(201);
      const started = await ana.api.request("POST", `${base}/agents/${agent.json.id}/conversations`, {
        dynamic_variables: { customer_name: "Budi" },
      });
      const conversationId = started.json.id as string;
      const replied = await ana.api.request("POST", `${base}/conversations/${conversationId}/messages`, {
        text: "Can I get a refund?",
      });
      expect(replied.status).toBe(200);
      const reply = replied.json.transcript[2];
      expect(reply.role).toBe("agent");

      const made = await ana.api.request("POST", `${base}/agent-tests/from-conversation`, {
        conversation_id: conversationId,
        seq: 2,
      });
      expect(made.status).toBe(201);
      expect(made.json).toMatchObject({
        type: "next_reply",
        name: `From ${conversationId} #2`,
        agent_id: agent.json.id,
        chat_history: [
          { role: "agent", message: "Hello Budi!" },
          { role: "user", message: "Can I get a refund?" },
        ],
        success_condition: "The agent's reply serves the user at least as well as the original reply did.",
        success_examples: [reply.text],
        dynamic_variables: { customer_name: "Budi" },
        from_conversation_metadata: {
          conversation_id: conversationId,
          original_agent_response: reply.text,
          system__conversation_id: conversationId,
        },
      });
      const event = replied.json.events.find(
        (e: { type: string; seq: number }) => e.type === "agent.message" && e.seq > 1,
      );
      expect(made.json.from_conversation_metadata.event_seq).toBe(event.seq);
      expect((await ana.api.request("GET", `${base}/agent-tests/${made.json.id}`)).json.success_examples).toEqual([
        reply.text,
      ]);

      for (const seq of [0, 1, 9]) {
        const refused = await ana.api.request("POST", `${base}/agent-tests/from-conversation`, {
          conversation_id: conversationId,
          seq,
        });
        expect([seq, refused.status, refused.json.error.details.fields[0].path]).toEqual([seq, 422, "/seq"]);
      }
      const unknownField = await ana.api.request("POST", `${base}/agent-tests/from-conversation`, {
        conversation_id: conversationId,
        seq: 2,
        chat_history: [],
      });
      expect(unknownField.status).toBe(422);
      const cyBase = `/api/v1/workspaces/${cy.workspaceId}`;
      const crossed = await cy.api.request("POST", `${cyBase}/agent-tests/from-conversation`, {
        conversation_id: conversationId,
        seq: 2,
      });
      expect([crossed.status, crossed.json.error.code]).toEqual([404, "not_found"]);
      expect(
        (
          await cy.api.request("POST", `${base}/agent-tests/from-conversation`, {
            conversation_id: conversationId,
            seq: 2,
          })
        ).status,
      ).toBe(404);
    });
  });
}
