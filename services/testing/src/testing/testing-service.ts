/**
 * The testing service's routes as its tests start them, on the one harness (`@cx/runtime/testing`):
 * its shared module and routes through the module graph, with the clock, the agents service and the run
 * settings of the test, called as any member of any workspace.
 */
import type { AgentDirectory } from "@cx/agents-client";
import { createInProcessBus, type MessageBus } from "@cx/bus";
import type { AgentConfig, Role } from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { Outbox, type OutboxOptions } from "@cx/outbox";
import { memberOf, startService, steppingClock } from "@cx/runtime/testing";
import type { RunSettings, TestingPorts } from "../app/ports.ts";
import type { Clock } from "../domain/clock.ts";
import { createTestingShared, testingModules } from "../module.ts";

export type { ServiceAnswer as Reply } from "@cx/runtime/testing";
export { steppingClock, TEST_SECRET as SECRET } from "@cx/runtime/testing";

export const TEST_RUN_SETTINGS: RunSettings = {
  leaseMs: 30_000,
  pendingRequeueMs: 300_000,
  sweepIntervalMs: 5000,
  concurrency: 4,
};

/** One branch of an agent as the fake agents service knows it: its tip version and config. */
export interface FakeBranch {
  branch_id: string;
  version_id: string;
  config: AgentConfig;
}

/**
 * The agents service as a set of ids: every agent id names an agent of the caller's workspace
 * unless a test put it in `foreignAgents` (the reference check is what such a test is about).
 * Each agent has a `main` branch (`br_main`, at `ver_<agent>_1`, empty config) unless a test set
 * its branches in `branches`.
 */
export async function startTestingService(
  clock: Clock = steppingClock(),
  options: { bus?: MessageBus; runSettings?: RunSettings; outbox?: OutboxOptions } = {},
) {
  const foreignAgents = new Set<string>();
  const branches = new Map<string, FakeBranch[]>();
  const bus: MessageBus = options.bus ?? createInProcessBus();
  const logger = createLogger("testing", { level: "silent" });
  // Relays after each write; its sweeper is not started (tests call `outbox.sweepOnce()`).
  const outbox = new Outbox(bus, logger, options.outbox);
  const agents: AgentDirectory = {
    existingAgents: async (_ws, ids) => new Set(ids.filter((id) => !foreignAgents.has(id))),
    async branchTip(_ws, agentId, branchId) {
      if (foreignAgents.has(agentId)) return { outcome: "agent_not_found", tip: null };
      const known = branches.get(agentId) ?? [
        { branch_id: "br_main", version_id: `ver_${agentId}_1`, config: {} as AgentConfig },
      ];
      const tip = branchId === null ? known[0] : known.find((b) => b.branch_id === branchId);
      return tip ? { outcome: "found", tip: structuredClone(tip) } : { outcome: "branch_not_found", tip: null };
    },
  };
  // The routes alone: run helpers (`run-harness.ts`) start the workers they need.
  const service = await startService(
    [createTestingShared({ clock, agents, runSettings: options.runSettings ?? TEST_RUN_SETTINGS }), ...testingModules],
    { target: "testing-http", overrides: { bus, outbox }, logger },
  );
  const { store } = service;
  const database = store.database("testing");
  const deps = service.provided<TestingPorts>("testing-shared");
  const app = service.http;

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    service.call(method, path, { body, headers });

  /** A member of `workspaceId` calling the service as the gateway would forward them. */
  function as(userId: string, workspaceId: string, role: Role = "member") {
    const base = `/api/v1/workspaces/${workspaceId}`;
    const caller = memberOf(workspaceId, role, { userId });
    const request = (method: string, path: string, body?: unknown) =>
      service.call(method, `${base}${path}`, { body, caller });
    /** The raw answer, unread: for streams. */
    const open = (path: string) => service.send("GET", `${base}${path}`, { caller });
    return {
      userId,
      workspaceId,
      request,
      open,
      get: (path: string) => request("GET", path),
      post: (path: string, body: unknown) => request("POST", path, body),
      put: (path: string, body: unknown) => request("PUT", path, body),
      patch: (path: string, body: unknown) => request("PATCH", path, body),
      delete: (path: string) => request("DELETE", path),
    };
  }

  return {
    app,
    deps,
    database,
    store,
    bus,
    outbox,
    call,
    as,
    foreignAgents,
    branches,
    /** Stops the routes and closes the store; the bus is the caller's (or the run helpers') to close. */
    stop: () => service.stop(),
  };
}

export type TestingService = Awaited<ReturnType<typeof startTestingService>>;
export type Client = ReturnType<TestingService["as"]>;

/** Minimal valid bodies of each kind. */
export const bodies = {
  simulation: (overrides: Record<string, unknown> = {}) => ({
    type: "simulation",
    name: "Refund request",
    simulation_scenario: "The user wants a refund for a late order.",
    success_conditions: ["The agent offers a refund"],
    ...overrides,
  }),
  nextReply: (overrides: Record<string, unknown> = {}) => ({
    type: "next_reply",
    name: "Greets back",
    chat_history: [{ role: "user", message: "Hello!" }],
    success_condition: "The agent greets the user",
    ...overrides,
  }),
  toolInvocation: (overrides: Record<string, unknown> = {}) => ({
    type: "tool_invocation",
    name: "Looks up the order",
    chat_history: [{ role: "user", message: "Where is order 42?" }],
    tool_call_parameters: {
      referenced_tool: { id: "tool_orders", type: "webhook" },
      parameters: [{ path: "order_id", eval: { type: "exact", expected_value: "42" } }],
    },
    ...overrides,
  }),
};
