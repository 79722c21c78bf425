/** Test support: the testing app on an in-memory store, called as any member of any workspace. */
import type { AgentDirectory } from "@cx/agents-client";
import { createInProcessBus, type MessageBus } from "@cx/bus";
import type { AgentConfig, Role } from "@cx/contracts";
import { call as callService, send, workspaceCaller } from "@cx/http-kit/testing";
import { createLogger } from "@cx/logger";
import { Outbox, type OutboxOptions } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import { createEmbeddedStore } from "@cx/store";
import type { RunSettings, TestingDeps } from "../app/deps.ts";
import { StreamWakeups } from "../app/stream-wakeups.ts";
import type { Clock } from "../domain/clock.ts";
import { createBusConversationReader } from "../outbound/conversation-reader.ts";
import { RunEvents } from "../outbound/run-events.ts";
import { ensureIndexes } from "../store/collections.ts";
import { ComparisonRepository } from "../store/comparison-repository.ts";
import { DeletionsRepository } from "../store/deletions-repository.ts";
import { EntriesRepository } from "../store/entries-repository.ts";
import { HistoryRepository } from "../store/history-repository.ts";
import { InvocationsRepository } from "../store/invocations-repository.ts";
import { RevisionsRepository } from "../store/revisions-repository.ts";
import { RunsRepository } from "../store/runs-repository.ts";
import { createTestingApp } from "./testing-app.ts";

export const SECRET = "test-internal-secret";

export type { ServiceAnswer as Reply } from "@cx/http-kit/testing";

/** A clock that moves one millisecond per call, so every write has its own, later time. */
export function steppingClock(start = Date.parse("2026-03-01T09:00:00.000Z")): Clock {
  let now = start;
  return () => new Date(now++);
}

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
  const store = createEmbeddedStore({ dataDir: null });
  const database = store.database(SERVICES.testing.name);
  await ensureIndexes(database);
  const bus: MessageBus = options.bus ?? createInProcessBus();
  const logger = createLogger(SERVICES.testing.name, { level: "silent" });
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
  const invocations = new InvocationsRepository(database, clock, outbox);
  const deps: TestingDeps = {
    entries: new EntriesRepository(database),
    revisions: new RevisionsRepository(database),
    deletions: new DeletionsRepository(database),
    invocations,
    runs: new RunsRepository(database, outbox),
    history: new HistoryRepository(database),
    comparisons: new ComparisonRepository(database),
    runEvents: new RunEvents(bus),
    streamWakeups: new StreamWakeups(invocations, logger),
    runSettings: options.runSettings ?? TEST_RUN_SETTINGS,
    agents,
    // Tests answer for the conversations service on the bus.
    conversations: createBusConversationReader(bus),
    clock,
    logger,
  };
  const app = createTestingApp(deps, SECRET);

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    callService(app, SECRET, method, path, { body, headers });

  /** A member of `workspaceId` calling the service as the gateway would forward them. */
  function as(userId: string, workspaceId: string, role: Role = "member") {
    const base = `/api/v1/workspaces/${workspaceId}`;
    const caller = workspaceCaller(userId, workspaceId, role);
    const request = (method: string, path: string, body?: unknown) =>
      callService(app, SECRET, method, `${base}${path}`, { body, caller });
    /** The raw answer, unread: for streams. */
    const open = (path: string) => send(app, SECRET, "GET", `${base}${path}`, { caller });
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

  return { app, deps, database, store, bus, outbox, call, as, foreignAgents, branches };
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
