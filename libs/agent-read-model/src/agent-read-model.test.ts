import { beforeEach, describe, expect, it } from "bun:test";
import { createInProcessBus } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import { asWorkspaceId } from "@cx/ids";
import { createLogger } from "@cx/logger";
import { createEmbeddedStore } from "@cx/store";
import { AgentReadModel } from "./agent-read-model.ts";
import { subscribeAgentReadModel } from "./subscribe.ts";

const WS = asWorkspaceId("ws_a");
const OTHER = asWorkspaceId("ws_b");
const at = (second: number) => `2026-11-22T10:00:${String(second).padStart(2, "0")}.000Z`;

function published(version: string, second: number, prompt = version) {
  return {
    workspace_id: WS,
    occurred_at: at(second),
    agent_id: "agt_1",
    branch_id: "br_main",
    version_id: version,
    config: { agent: { prompt: { prompt } } },
    changed_paths: ["agent.prompt.prompt"],
    created_at: at(second),
  };
}

function created(name: string, second: number) {
  return {
    workspace_id: WS,
    agent_id: "agt_1",
    occurred_at: at(second),
    name,
    main_branch_id: "br_main",
    created_at: at(second),
  };
}

let model: AgentReadModel;
beforeEach(async () => {
  model = new AgentReadModel(createEmbeddedStore({ dataDir: null }).database("consumer"));
  await model.init();
});

describe("agent read model", () => {
  it("keeps versions and the newest tip, whatever order the events arrive in", async () => {
    await model.versionPublished(published("ver_2", 2));
    await model.versionPublished(published("ver_1", 1));
    await model.versionPublished(published("ver_2", 2));
    expect((await model.tip(WS, "agt_1", "br_main"))?._id).toBe("ver_2");
    expect((await model.version(WS, "ver_1"))?.config).toEqual({ agent: { prompt: { prompt: "ver_1" } } });
  });

  it("forgets a deleted agent, its versions and drafts, and stays forgotten after late events", async () => {
    const base = { workspace_id: WS, agent_id: "agt_1" };
    await model.agentCreated(created("Bot", 1));
    await model.versionPublished(published("ver_1", 1));
    await model.draftSaved({
      ...base,
      branch_id: "br_main",
      occurred_at: at(2),
      knowledge_document_ids: [],
      config: { agent: { prompt: { prompt: "draft" } } },
    });
    await model.deploymentChanged({
      ...base,
      occurred_at: at(2),
      deployment_id: "dep_1",
      distribution: [{ branch_id: "br_main", basis_points: 10000 }],
    });
    await model.agentDeleted({ ...base, occurred_at: at(3) });
    await model.agentRenamed({ ...base, occurred_at: at(4), name: "Late" });
    expect(await model.agent(WS, "agt_1")).toBeNull();
    expect(await model.tip(WS, "agt_1", "br_main")).toBeNull();
    expect(await model.version(WS, "ver_1")).toBeNull();
    expect(await model.draft(WS, "agt_1", "br_main")).toBeNull();
    expect(await model.distribution(WS, "agt_1")).toBeNull();
  });

  it("answers only inside the event's workspace", async () => {
    await model.versionPublished(published("ver_1", 1));
    expect(await model.version(OTHER, "ver_1")).toBeNull();
    expect(await model.tip(OTHER, "agt_1", "br_main")).toBeNull();
  });

  it("applies names, archiving and distributions only from newer events", async () => {
    const base = { workspace_id: WS, agent_id: "agt_1" };
    await model.agentCreated(created("Bot", 1));
    await model.agentRenamed({ ...base, occurred_at: at(5), name: "Support bot" });
    await model.agentRenamed({ ...base, occurred_at: at(3), name: "Stale name" });
    await model.branchArchived({ ...base, branch_id: "br_x", occurred_at: at(6) }, true);
    await model.branchArchived({ ...base, branch_id: "br_x", occurred_at: at(4) }, false);
    const distribution = [{ branch_id: "br_main", basis_points: 10000 }];
    await model.deploymentChanged({ ...base, occurred_at: at(7), deployment_id: "dep_2", distribution });
    await model.deploymentChanged({ ...base, occurred_at: at(2), deployment_id: "dep_1", distribution: [] });
    const agent = await model.agent(WS, "agt_1");
    expect(agent?.name).toBe("Support bot");
    expect(agent?.main_branch_id).toBe("br_main");
    expect(agent?.branches.br_x?.is_archived).toBe(true);
    expect(agent?.deployment_id).toBe("dep_2");
    expect(await model.distribution(WS, "agt_1")).toEqual(distribution);
  });

  it("follows the bus, and drops payloads that break their contract", async () => {
    const bus = createInProcessBus();
    const subscription = await subscribeAgentReadModel(
      bus,
      model,
      "test-read-model",
      createLogger("t", { level: "silent" }),
    );
    await bus.publish(Topics.AGENTS_VERSION_PUBLISHED, { ...published("ver_9", 9), config: { bogus: true } });
    await bus.publish(Topics.AGENTS_VERSION_PUBLISHED, published("ver_8", 8));
    await waitUntil(async () => (await model.version(WS, "ver_8")) !== null, "the version to arrive", 2000, 10);
    expect(await model.version(WS, "ver_9")).toBeNull();
    await subscription.stop();
    await bus.close();
  });

  it("keeps tools from the newest state, never brings a deleted one back, and answers per workspace", async () => {
    const tool = (name: string, second: number) => ({
      workspace_id: WS,
      occurred_at: at(second),
      tool_id: "tool_1",
      name,
      description: "",
      type: "webhook" as const,
      parameters: { type: "object" },
      webhook: {
        url: "https://api.example.com/x",
        method: "POST" as const,
        header_names: ["Authorization"],
        timeout_ms: 5000,
      },
      updated_at: at(second),
    });
    await model.toolChanged(tool("lookup_v2", 2));
    await model.toolChanged(tool("lookup_v1", 1));
    expect((await model.tool(WS, "tool_1"))?.name).toBe("lookup_v2");
    expect((await model.tool(WS, "tool_1"))?.webhook?.header_names).toEqual(["Authorization"]);
    expect(await model.tool(OTHER, "tool_1")).toBeNull();
    expect((await model.toolsAmong(WS, ["tool_missing", "tool_1"])).map((view) => view._id)).toEqual(["tool_1"]);

    await model.toolDeleted({ workspace_id: WS, occurred_at: at(3), tool_id: "tool_1" });
    await model.toolChanged(tool("late_update", 4));
    expect(await model.tool(WS, "tool_1")).toBeNull();
    expect(await model.toolsAmong(WS, ["tool_1"])).toEqual([]);
    // A deletion that overtakes the creation leaves nothing behind either.
    await model.toolDeleted({ workspace_id: WS, occurred_at: at(6), tool_id: "tool_2" });
    await model.toolChanged({ ...tool("early", 5), tool_id: "tool_2" });
    expect(await model.tool(WS, "tool_2")).toBeNull();
  });

  it("follows tool events on the bus", async () => {
    const bus = createInProcessBus();
    const subscription = await subscribeAgentReadModel(
      bus,
      model,
      "test-tools",
      createLogger("t", { level: "silent" }),
    );
    await bus.publish(Topics.AGENTS_TOOL_CREATED, {
      workspace_id: WS,
      occurred_at: at(1),
      tool_id: "tool_9",
      name: "open_page",
      description: "Opens a page",
      type: "client",
      parameters: { type: "object" },
      webhook: null,
      updated_at: at(1),
    });
    await waitUntil(async () => (await model.tool(WS, "tool_9")) !== null, "the tool to arrive", 2000, 10);
    expect((await model.tool(WS, "tool_9"))?.description).toBe("Opens a page");
    await subscription.stop();
    await bus.close();
  });
});

describe("drafts in the agent read model", () => {
  const draftEvent = (second: number, prompt: string) => ({
    workspace_id: WS,
    occurred_at: at(second),
    agent_id: "agt_1",
    branch_id: "br_main",
    base_version_id: "ver_1",
    knowledge_document_ids: [],
    config: { agent: { prompt: { prompt } } },
  });
  const discarded = (second: number) => ({
    workspace_id: WS,
    occurred_at: at(second),
    agent_id: "agt_1",
    branch_id: "br_main",
  });

  it("keeps the newest draft config, forgets a discarded one, and ignores older events", async () => {
    await model.draftSaved(draftEvent(3, "third"));
    await model.draftSaved(draftEvent(2, "second"));
    expect((await model.draft(WS, "agt_1", "br_main"))?.config).toEqual({ agent: { prompt: { prompt: "third" } } });
    expect(await model.draft(OTHER, "agt_1", "br_main")).toBeNull();
    await model.draftDiscarded(discarded(4));
    await model.draftSaved(draftEvent(3, "late"));
    expect(await model.draft(WS, "agt_1", "br_main")).toBeNull();
    await model.draftSaved(draftEvent(5, "fresh"));
    expect(await model.draft(WS, "agt_1", "br_main")).toMatchObject({
      base_version_id: "ver_1",
      config: { agent: { prompt: { prompt: "fresh" } } },
    });
  });

  it("follows draft events on the bus", async () => {
    const bus = createInProcessBus();
    await subscribeAgentReadModel(bus, model, "drafts-test", createLogger("test", { level: "silent" }));
    await bus.publish(Topics.AGENTS_DRAFT_SAVED, draftEvent(1, "from the bus"));
    await waitUntil(async () => (await model.draft(WS, "agt_1", "br_main")) !== null, "the draft", 2000);
    await bus.close();
  });
});
