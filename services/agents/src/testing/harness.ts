/** Builds the agents service on the embedded store and in-process bus, and calls it as the gateway would. */
import { afterEach } from "bun:test";
import { type BusMessage, createInProcessBus, type MessageBus } from "@cx/bus";
import { EventSchemas, type EventTopic } from "@cx/contracts";
import type { Role } from "@cx/http-kit";
import { call as callService } from "@cx/http-kit/testing";
import { createLogger } from "@cx/logger";
import { Outbox } from "@cx/outbox";
import { SERVICES } from "@cx/route-table";
import type { AllowedNetworks } from "@cx/safe-fetch";
import { createEmbeddedStore, type Database } from "@cx/store";
import { Value } from "@sinclair/typebox/value";
import { buildAgentsService } from "../build.ts";

export const SECRET = "test-internal-secret-0123456789abcdef";

export interface CallOptions {
  body?: unknown;
  /** Raw text instead of JSON. */
  raw?: string;
  role?: Role;
  workspaceId?: string;
  userId?: string;
  /** Leave the caller header off. */
  anonymous?: boolean;
}

export type { ServiceAnswer as Answer } from "@cx/http-kit/testing";

async function waitUntil(condition: () => boolean, what: string, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await Bun.sleep(5);
  }
}

/** A clock that moves `stepMs` forward at every reading, so that order of events is order of time. */
export function tickingClock(stepMs = 1000, start = "2026-11-22T10:00:00.000Z"): () => string {
  let at = Date.parse(start);
  return () => {
    at += stepMs;
    return new Date(at).toISOString();
  };
}

export type Harness = Awaited<ReturnType<typeof startHarness>>;

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.();
});

export async function startHarness(options: { now?: () => string; allowedNetworks?: AllowedNetworks } = {}) {
  const store = createEmbeddedStore({ dataDir: null });
  const database: Database = store.database(SERVICES.agents.name);
  const bus: MessageBus = createInProcessBus({ logger: createLogger("bus", { level: "silent" }) });
  const events: BusMessage[] = [];
  const recorder = await bus.subscribe({ group: "test-recorder", topics: ["agents.#"] }, async (message) => {
    events.push(message);
  });
  // The knowledge service stands in as a set of ids: every id names a document of the workspace
  // unless a test removed it (the reference check itself is what such a test is about).
  const foreignDocuments = new Set<string>();
  const knowledge = {
    existingDocuments: async (_ws: string, ids: readonly string[]) =>
      new Set(ids.filter((id) => !foreignDocuments.has(id))),
  };
  const service = await buildAgentsService({
    database,
    bus,
    outbox: new Outbox(bus, createLogger("outbox", { level: "silent" })),
    knowledge,
    logger: createLogger(SERVICES.agents.name, { level: "silent" }),
    internalTokenSecret: SECRET,
    ...(options.now ? { now: options.now } : {}),
    ...(options.allowedNetworks ? { allowedNetworks: options.allowedNetworks } : {}),
  });
  open.push(async () => {
    await recorder.stop();
    for (const consumer of service.consumers) await consumer.stop();
    await bus.close();
    await store.close();
  });

  const workspaceId = "ws_main";
  function call(method: string, path: string, opts: CallOptions = {}) {
    const ws = opts.workspaceId ?? workspaceId;
    const caller = opts.anonymous
      ? null
      : { userId: opts.userId ?? "usr_owner", workspaceId: ws, role: opts.role ?? "owner", via: "session" as const };
    return callService(service.app, SECRET, method, `/api/v1/workspaces/${ws}${path}`, {
      caller,
      body: opts.raw ?? opts.body,
    });
  }

  /** Events seen on the bus so far, each checked against its contract schema. */
  async function published(topic: EventTopic, count = 1): Promise<BusMessage[]> {
    await waitUntil(() => events.filter((e) => e.topic === topic).length >= count, `${count} × ${topic}`);
    const matching = events.filter((e) => e.topic === topic);
    for (const event of matching) {
      const schema = EventSchemas[topic];
      const errors = [...Value.Errors(schema, event.payload)].map((e) => `${e.path} ${e.message}`);
      if (errors.length > 0) throw new Error(`${topic} payload breaks its contract: ${errors.join("; ")}`);
    }
    return matching;
  }

  /** Every stored document, to show that an operation wrote nothing. */
  async function snapshot(): Promise<string> {
    const names = ["agents", "branches", "versions", "drafts", "deployments", "deleted_knowledge_documents"];
    const all: Record<string, unknown> = {};
    for (const name of names) all[name] = await database.collection(name).find({}, { sort: { _id: 1 } });
    return JSON.stringify(all);
  }

  async function createAgent(config: unknown = {}, name = "Support bot") {
    const res = await call("POST", "/agents", { body: { name, config } });
    if (res.status !== 201) throw new Error(`create agent: ${res.status} ${JSON.stringify(res.json)}`);
    return res.json as { id: string; main_branch_id: string; name: string };
  }

  return { call, published, snapshot, createAgent, service, bus, events, database, workspaceId, foreignDocuments };
}
