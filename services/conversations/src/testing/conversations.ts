/**
 * The conversations service as its tests start it, on the one harness (`@cx/runtime/testing`):
 * routes and worker through the module graph, called with a signed caller as the gateway would.
 * What is its own: agents reach its read model as the agents service's events, and
 * `agents.exist` and `agents.branch-tip` are answered from the agents and branches announced here.
 */
import { createInProcessBus, type MessageBus } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { type AgentConfig, AgentRequestTopics, Topics } from "@cx/contracts";
import { asWorkspaceId, newId } from "@cx/ids";
import { createLogger } from "@cx/logger";
import { memberOf, type ServiceAnswer, startService, USER, WORKSPACE } from "@cx/runtime/testing";
import type { ConversationDeps } from "../app/deps.ts";
import { conversationsModules, conversationsSharedModule } from "../module.ts";

export { OTHER_WORKSPACE as OTHER_WS, TEST_SECRET as SECRET, USER, WORKSPACE as WS } from "@cx/runtime/testing";

export interface CallOptions {
  body?: unknown;
  workspaceId?: string;
  role?: "owner" | "admin" | "member";
  via?: "session" | "api_key";
  accept?: string;
  query?: Record<string, string>;
}

export type Reply = ServiceAnswer;

const at = (offsetMs = 0) => new Date(Date.parse("2026-01-01T00:00:00.000Z") + offsetMs).toISOString();

export async function startConversations(
  options: {
    env?: Record<string, string>;
    /** What the service's modules get instead of the bus (`published` still records the bus's messages). */
    wrapBus?: (bus: MessageBus) => MessageBus;
  } = {},
) {
  const logger = createLogger("conversations-test", { level: "silent" });
  const bus: MessageBus = createInProcessBus({ logger });
  const agentIds = new Map<string, Set<string>>();
  await bus.respond({ topic: AgentRequestTopics.AGENTS_EXIST }, async (request) => {
    const { workspace_id, agent_ids } = request.payload as { workspace_id: string; agent_ids: string[] };
    return { agent_ids: agent_ids.filter((id) => agentIds.get(workspace_id)?.has(id)) };
  });
  // `agents.branch-tip` answers from the branches and versions announced on the bus, as the
  // agents service answers from its own store; `branchTipRequests` counts what was asked.
  const tips = new Map<string, { version_id: string; config: AgentConfig } | null>();
  const tipKey = (workspaceId: string, agentId: string, branchId: string) => `${workspaceId}/${agentId}/${branchId}`;
  await bus.subscribe(
    { group: "test-branches", topics: [Topics.AGENTS_BRANCH_CREATED, Topics.AGENTS_VERSION_PUBLISHED] },
    async (message) => {
      const event = message.payload as { workspace_id: string; agent_id: string; branch_id: string };
      const key = tipKey(event.workspace_id, event.agent_id, event.branch_id);
      if (message.topic === Topics.AGENTS_VERSION_PUBLISHED) {
        const version = message.payload as { version_id: string; config: AgentConfig };
        tips.set(key, { version_id: version.version_id, config: version.config });
      } else if (!tips.has(key)) tips.set(key, null);
    },
  );
  // Which branches have a draft, from the agents service's draft events, as its store would say.
  const drafts = new Set<string>();
  await bus.subscribe(
    { group: "test-drafts", topics: [Topics.AGENTS_DRAFT_SAVED, Topics.AGENTS_DRAFT_DISCARDED] },
    async (message) => {
      const event = message.payload as { workspace_id: string; agent_id: string; branch_id: string };
      const key = tipKey(event.workspace_id, event.agent_id, event.branch_id);
      if (message.topic === Topics.AGENTS_DRAFT_SAVED) drafts.add(key);
      else drafts.delete(key);
    },
  );
  const branchTipRequests: { agent_id: string; branch_id: string | null }[] = [];
  await bus.respond({ topic: AgentRequestTopics.BRANCH_TIP }, async (request) => {
    const { workspace_id, agent_id, branch_id } = request.payload as {
      workspace_id: string;
      agent_id: string;
      branch_id: string | null;
    };
    branchTipRequests.push({ agent_id, branch_id });
    if (!agentIds.get(workspace_id)?.has(agent_id)) return { outcome: "agent_not_found", tip: null };
    const tip = branch_id ? tips.get(tipKey(workspace_id, agent_id, branch_id)) : undefined;
    if (!branch_id || !tip) return { outcome: "branch_not_found", tip: null };
    const has_draft = drafts.has(tipKey(workspace_id, agent_id, branch_id));
    return { outcome: "found", tip: { branch_id, ...tip, has_draft } };
  });
  const service = await startService(conversationsModules, {
    env: { CONVERSATIONS_SWEEP_INTERVAL_MS: "100", ...options.env },
    overrides: { bus: options.wrapBus ? options.wrapBus(bus) : bus },
    recordTopics: ["conversations.#"],
    logger,
  });
  const published = service.published;
  const store = service.store;
  const shared = service.provided<{ deps: ConversationDeps }>(conversationsSharedModule.name);

  function call(method: string, path: string, options: CallOptions = {}): Promise<Reply> {
    const workspaceId = options.workspaceId ?? WORKSPACE;
    return service.call(method, `/api/v1/workspaces/${workspaceId}${path}`, {
      caller: memberOf(workspaceId, options.role ?? "member", { userId: USER, via: options.via ?? "session" }),
      body: options.body,
      ...(options.accept ? { headers: { accept: options.accept } } : {}),
      ...(options.query ? { query: options.query } : {}),
    });
  }

  /**
   * An agent as the agents service announces it: created, its `main` branch with one published
   * version, the deployment `main` 100%. Waits until the read model holds it.
   */
  async function createAgent(config: AgentConfig, workspaceId = WORKSPACE, name = "Support bot") {
    const agentId = newId("agt");
    const branchId = newId("br");
    const versionId = newId("ver");
    const base = { workspace_id: workspaceId, agent_id: agentId };
    agentIds.set(workspaceId, new Set([...(agentIds.get(workspaceId) ?? []), agentId]));
    await bus.publish(Topics.AGENTS_AGENT_CREATED, {
      ...base,
      name,
      main_branch_id: branchId,
      created_at: at(),
      occurred_at: at(),
    });
    await bus.publish(Topics.AGENTS_BRANCH_CREATED, {
      ...base,
      branch_id: branchId,
      name: "main",
      parent_version_id: null,
      occurred_at: at(),
    });
    await publishVersion(agentId, branchId, versionId, config, workspaceId, 1);
    await bus.publish(Topics.AGENTS_DEPLOYMENT_CHANGED, {
      ...base,
      deployment_id: newId("dep"),
      distribution: [{ branch_id: branchId, basis_points: 10000 }],
      occurred_at: at(),
    });
    const agents = shared.deps.agents;
    await waitUntil(async () => {
      const view = await agents.agent(asWorkspaceId(workspaceId), agentId);
      return view?.distribution != null && view.name != null && view.branches[branchId]?.tip_version_id === versionId;
    }, "the agent in the read model");
    return { agentId, branchId, versionId };
  }

  async function publishVersion(
    agentId: string,
    branchId: string,
    versionId: string,
    config: AgentConfig,
    workspaceId = WORKSPACE,
    second = 2,
  ) {
    await bus.publish(Topics.AGENTS_VERSION_PUBLISHED, {
      workspace_id: workspaceId,
      agent_id: agentId,
      branch_id: branchId,
      version_id: versionId,
      config,
      changed_paths: [],
      created_at: at(second * 1000),
      occurred_at: at(second * 1000),
    });
  }

  async function waitForAnalysis(
    conversationId: string,
    statuses = ["done", "skipped", "failed"],
    workspaceId = WORKSPACE,
  ) {
    let last: Reply | undefined;
    await waitUntil(
      async () => {
        last = await call("GET", `/conversations/${conversationId}`, { workspaceId });
        return statuses.includes(last.json?.analysis_status);
      },
      `analysis of ${conversationId} to be ${statuses.join(" or ")}`,
      10000,
    );
    return last!.json;
  }

  return {
    call,
    createAgent,
    publishVersion,
    waitForAnalysis,
    bus,
    store,
    published,
    branchTipRequests,
    /** The agents service has this branch, whose events may not have reached the read model yet. */
    knowBranch(agentId: string, branchId: string, versionId: string, config: AgentConfig, workspaceId = WORKSPACE) {
      tips.set(tipKey(workspaceId, agentId, branchId), { version_id: versionId, config });
    },
    /** The agents service has a draft of this branch, whose event may not have reached the read model yet. */
    knowDraft(agentId: string, branchId: string, workspaceId = WORKSPACE) {
      drafts.add(tipKey(workspaceId, agentId, branchId));
    },
    deps: shared.deps,
    async stop() {
      await service.stop();
      await bus.close();
    },
  };
}

export type ConversationsHarness = Awaited<ReturnType<typeof startConversations>>;
