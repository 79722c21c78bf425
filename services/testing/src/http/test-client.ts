/** Test support: the testing app on an in-memory store, called as any member of any workspace. */
import type { Role } from "@cx/http-kit";
import { call as callService, workspaceCaller } from "@cx/http-kit/testing";
import { createLogger } from "@cx/logger";
import { SERVICES } from "@cx/route-table";
import { createEmbeddedStore } from "@cx/store";
import type { TestingDeps } from "../app/deps.ts";
import type { Clock } from "../domain/clock.ts";
import { ensureIndexes } from "../store/collections.ts";
import { DeletionsRepository } from "../store/deletions-repository.ts";
import { EntriesRepository } from "../store/entries-repository.ts";
import { RevisionsRepository } from "../store/revisions-repository.ts";
import { createTestingApp } from "./testing-app.ts";

export const SECRET = "test-internal-secret";

export type { ServiceAnswer as Reply } from "@cx/http-kit/testing";

/** A clock that moves one millisecond per call, so every write has its own, later time. */
export function steppingClock(start = Date.parse("2026-03-01T09:00:00.000Z")): Clock {
  let now = start;
  return () => new Date(now++);
}

/**
 * The agents service as a set of ids: every agent id names an agent of the caller's workspace
 * unless a test put it in `foreignAgents` (the reference check is what such a test is about).
 */
export async function startTestingService(clock: Clock = steppingClock()) {
  const foreignAgents = new Set<string>();
  const store = createEmbeddedStore({ dataDir: null });
  const database = store.database(SERVICES.testing.name);
  await ensureIndexes(database);
  const deps: TestingDeps = {
    entries: new EntriesRepository(database),
    revisions: new RevisionsRepository(database),
    deletions: new DeletionsRepository(database),
    agents: { existingAgents: async (_ws, ids) => new Set(ids.filter((id) => !foreignAgents.has(id))) },
    clock,
    logger: createLogger(SERVICES.testing.name, { level: "silent" }),
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
    return {
      userId,
      workspaceId,
      request,
      get: (path: string) => request("GET", path),
      post: (path: string, body: unknown) => request("POST", path, body),
      put: (path: string, body: unknown) => request("PUT", path, body),
      patch: (path: string, body: unknown) => request("PATCH", path, body),
      delete: (path: string) => request("DELETE", path),
    };
  }

  return { app, deps, database, store, call, as, foreignAgents };
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
