import { describe, expect, it } from "bun:test";
import { Topics } from "@cx/contracts";
import { implementedOperations, signCaller } from "@cx/http-kit";
import { ROUTES, routesOf } from "@cx/route-table";
import { SECRET, startHarness, tickingClock } from "../testing/agents.ts";

const ISO_MS = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe("agents HTTP: agents", () => {
  it("implements every agents operation of the route table", async () => {
    const h = await startHarness();
    const implemented = implementedOperations(h.service.app, routesOf("agents"));
    expect([...implemented].sort()).toEqual(
      routesOf("agents")
        .map((r) => r.operation)
        .sort(),
    );
    expect(ROUTES.filter((r) => r.service === "agents")).toHaveLength(24);
  });

  it("creates an agent with main at 100%, its first version published with the config", async () => {
    const h = await startHarness();
    const config = {
      agent: { first_message: "Halo", language: "id", prompt: { llm: "vendor-a-5", rag: { enabled: true } } },
    };
    const res = await h.call("POST", "/agents", { body: { name: "Support", config }, userId: "usr_1" });
    expect(res.status).toBe(201);
    const agent = res.json;
    expect(agent).toEqual({
      id: expect.stringMatching(/^agt_[0-9a-z]{24}$/),
      name: "Support",
      main_branch_id: expect.stringMatching(/^br_[0-9a-z]{24}$/),
      created_at: expect.stringMatching(ISO_MS),
      updated_at: agent.created_at,
      created_by: "usr_1",
      deployment_policy: {
        require_passing_tests: false,
        min_repeats: 1,
        min_pass_rate: 1,
        rollback: { enabled: false, min_conversations: 20, max_failure_rate: 0.2 },
      },
    });

    const branches = await h.call("GET", `/agents/${agent.id}/branches`);
    expect(branches.status).toBe(200);
    expect(branches.json.has_more).toBe(false);
    expect(branches.json.next_cursor).toBeNull();
    const [main] = branches.json.items;
    expect(main).toMatchObject({
      id: agent.main_branch_id,
      agent_id: agent.id,
      name: "main",
      parent_version_id: null,
      is_archived: false,
      draft_exists: false,
      live_basis_points: 10000,
    });
    const version = await h.call("GET", `/agents/${agent.id}/versions/${main.tip_version_id}`);
    expect(version.status).toBe(200);
    expect(version.json).toMatchObject({ id: main.tip_version_id, branch_id: main.id, parent_version_id: null });
    // The RAG chunk count default (part 8) is filled in.
    expect(version.json.config.agent.prompt.rag).toEqual({ enabled: true, max_retrieved_rag_chunks_count: 5 });
    expect(version.json.changed_paths).toEqual(["agent"]);

    const deployment = await h.call("GET", `/agents/${agent.id}/deployments`);
    expect(deployment.json).toEqual({
      deployment_id: expect.stringMatching(/^dep_/),
      distribution: [{ branch_id: main.id, percentage: "100.00", basis_points: 10000 }],
      updated_at: expect.stringMatching(ISO_MS),
    });

    const [created] = await h.published("agents.agent.created");
    expect(created?.payload).toMatchObject({
      workspace_id: h.workspaceId,
      agent_id: agent.id,
      main_branch_id: main.id,
    });
    const [published] = await h.published("agents.version.published");
    expect(published?.payload).toMatchObject({ version_id: main.tip_version_id, config: version.json.config });
    const [deployed] = await h.published("agents.deployment.changed");
    expect(deployed?.payload).toMatchObject({
      previous_deployment_id: null,
      distribution: [{ branch_id: main.id, basis_points: 10000 }],
    });
  });

  it("runs on RabbitMQ and Redis as deployed: the agent created is read back and announced over the broker", async () => {
    const h = await startHarness({ adapters: "real" });
    expect(h.bus.kind).toBe("rabbitmq");
    const agent = await h.createAgent();
    expect((await h.call("GET", `/agents/${agent.id}`)).json.name).toBe("Support bot");
    const [created] = await h.published(Topics.AGENTS_AGENT_CREATED);
    expect(created?.payload).toMatchObject({ workspace_id: h.workspaceId, agent_id: agent.id });
  });

  it("creates an agent without a config", async () => {
    const h = await startHarness();
    const res = await h.call("POST", "/agents", { body: { name: "Empty" } });
    expect(res.status).toBe(201);
    const main = (await h.call("GET", `/agents/${res.json.id}/branches`)).json.items[0];
    const version = await h.call("GET", `/agents/${res.json.id}/versions/${main.tip_version_id}`);
    expect(version.json.config).toEqual({});
  });

  it("refuses invalid configs with every offending JSON-pointer path", async () => {
    const h = await startHarness();
    const res = await h.call("POST", "/agents", {
      body: {
        name: "Bad",
        config: {
          agent: { language: "fr", prompt: { llm: "gpt-x", max_tokens: 1.5, tools: [] } },
          guardrails: { version: "2", content: { categories: { violence: { threshold: "extreme" } } } },
          platform_settings: { analysis_llm: "vendor-b-v4-flash", testing: { attached_tests: [{}] } },
          unknown_section: {},
        },
      },
    });
    expect(res.status).toBe(422);
    expect(res.json.error.code).toBe("validation_failed");
    const paths = res.json.error.details.fields.map((f: { path: string }) => f.path).sort();
    expect(paths).toEqual([
      "/config/agent/language",
      "/config/agent/prompt/llm",
      "/config/agent/prompt/max_tokens",
      "/config/agent/prompt/tools",
      "/config/guardrails/content/categories/violence/threshold",
      "/config/guardrails/version",
      "/config/platform_settings/analysis_llm",
      "/config/platform_settings/testing/attached_tests/0/test_id",
      "/config/unknown_section",
    ]);
    // Nothing was created.
    expect((await h.call("GET", "/agents")).json.items).toEqual([]);
  });

  it("refuses a missing or empty name, a body that is not JSON, and no body", async () => {
    const h = await startHarness();
    for (const body of [{}, { name: "" }, { name: 5 }]) {
      const res = await h.call("POST", "/agents", { body });
      expect(res.status).toBe(422);
      expect(res.json.error.details.fields[0].path).toBe("/name");
    }
    expect((await h.call("POST", "/agents", { raw: "{nope" })).status).toBe(422);
    expect((await h.call("POST", "/agents")).status).toBe(422);
  });

  it("lists agents newest first with stable cursor pages", async () => {
    const h = await startHarness({ now: tickingClock(1000) });
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await h.createAgent({}, `Agent ${i}`)).id);
    const first = await h.call("GET", "/agents?page_size=2");
    expect(first.json.items.map((a: { id: string }) => a.id)).toEqual([ids[4], ids[3]]);
    expect(first.json.has_more).toBe(true);
    // Agents created while paging do not shift what comes next.
    await h.createAgent({}, "Late");
    const second = await h.call("GET", `/agents?page_size=2&cursor=${first.json.next_cursor}`);
    expect(second.json.items.map((a: { id: string }) => a.id)).toEqual([ids[2], ids[1]]);
    const third = await h.call("GET", `/agents?page_size=2&cursor=${second.json.next_cursor}`);
    expect(third.json.items.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
    expect(third.json).toMatchObject({ has_more: false, next_cursor: null });
    expect((await h.call("GET", "/agents")).json.items).toHaveLength(6);
  });

  it("refuses bad page sizes and malformed cursors with 422", async () => {
    const h = await startHarness();
    for (const query of [
      "page_size=0",
      "page_size=101",
      "page_size=abc",
      "page_size=1.5",
      "cursor=%%%",
      "cursor=bm90LWpzb24",
    ]) {
      const res = await h.call("GET", `/agents?${query}`);
      expect([query, res.status]).toEqual([query, 422]);
      expect(res.json.error.code).toBe("validation_failed");
    }
    expect((await h.call("GET", "/agents?page_size=100")).status).toBe(200);
  });

  it("renames an agent and announces it", async () => {
    const h = await startHarness();
    const agent = await h.createAgent();
    const res = await h.call("PATCH", `/agents/${agent.id}`, { body: { name: "Renamed" } });
    expect(res.status).toBe(200);
    expect(res.json.name).toBe("Renamed");
    expect((await h.call("GET", `/agents/${agent.id}`)).json.name).toBe("Renamed");
    const [renamed] = await h.published("agents.agent.renamed");
    expect(renamed?.payload).toMatchObject({ agent_id: agent.id, name: "Renamed" });
    expect((await h.call("PATCH", `/agents/${agent.id}`, { body: { name: "" } })).status).toBe(422);
  });

  it("keeps workspaces apart: another workspace's agent is 404 everywhere", async () => {
    const h = await startHarness();
    const agent = await h.createAgent();
    const other = { workspaceId: "ws_other" };
    expect((await h.call("GET", `/agents/${agent.id}`, other)).status).toBe(404);
    expect((await h.call("GET", "/agents", other)).json.items).toEqual([]);
    expect((await h.call("PATCH", `/agents/${agent.id}`, { ...other, body: { name: "x" } })).status).toBe(404);
    expect((await h.call("GET", `/agents/${agent.id}/branches`, other)).status).toBe(404);
    expect((await h.call("GET", `/agents/${agent.id}/deployments`, other)).status).toBe(404);
    expect((await h.call("PUT", `/agents/${agent.id}/deployments`, { ...other, body: { branches: [] } })).status).toBe(
      404,
    );
    expect((await h.call("GET", `/agents/${agent.id}/draft?branch_id=${agent.main_branch_id}`, other)).status).toBe(
      404,
    );
    expect((await h.call("GET", `/agents/${agent.id}`)).json.name).toBe("Support bot");
  });

  it("refuses callers without a valid signed caller, and callers signed for another workspace", async () => {
    const h = await startHarness();
    const agent = await h.createAgent();
    expect((await h.call("GET", `/agents/${agent.id}`, { anonymous: true })).status).toBe(401);
    const res = await h.service.app.handle(
      new Request(`http://localhost/api/v1/workspaces/${h.workspaceId}/agents/${agent.id}`, {
        headers: { "x-cx-caller": "v1.eyJ1c2VySWQiOiJ4In0.forged" },
      }),
    );
    expect(res.status).toBe(401);
    const signedElsewhere = await h.service.app.handle(
      new Request(`http://localhost/api/v1/workspaces/${h.workspaceId}/agents/${agent.id}`, {
        headers: {
          "x-cx-caller": signCaller(
            { userId: "usr_x", workspaceId: "ws_other", role: "owner", via: "api_key" },
            SECRET,
          ),
        },
      }),
    );
    expect(signedElsewhere.status).toBe(404);
  });

  it("refuses agent and branch names made only of white space (422 on /name)", async () => {
    const h = await startHarness();
    const blank = { fields: [{ path: "/name", message: "must not be blank" }] };
    const created = await h.call("POST", "/agents", { body: { name: "   " } });
    expect(created.status).toBe(422);
    expect(created.json.error).toMatchObject({ code: "validation_failed", details: blank });
    const agent = await h.createAgent();
    const renamed = await h.call("PATCH", `/agents/${agent.id}`, { body: { name: "\t \n" } });
    expect([renamed.status, renamed.json.error.details]).toEqual([422, blank]);
    const branch = await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: "  " } });
    expect([branch.status, branch.json.error.details]).toEqual([422, blank]);
    const good = await h.call("POST", `/agents/${agent.id}/branches`, { body: { name: " spaced " } });
    expect([good.status, good.json.name]).toEqual([201, " spaced "]);
    const patched = await h.call("PATCH", `/agents/${agent.id}/branches/${good.json.id}`, { body: { name: " " } });
    expect([patched.status, patched.json.error.details]).toEqual([422, blank]);
  });

  it("answers unknown ids with 404 and a wrong method with 405", async () => {
    const h = await startHarness();
    expect((await h.call("GET", "/agents/agt_missing")).status).toBe(404);
    expect((await h.call("DELETE", "/agents/agt_missing")).status).toBe(404);
    expect((await h.call("PUT", "/agents/agt_missing")).status).toBe(405);
  });
});
