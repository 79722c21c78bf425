/** The agents service as its tests start it, on the one harness (`@cx/runtime/testing`), called as the gateway would. */
import { afterEach } from "bun:test";
import type { BusMessage } from "@cx/bus";
import { waitUntil } from "@cx/bus/testing";
import { EventSchemas, type EventTopic } from "@cx/contracts";
import type { Role } from "@cx/http-kit";
import { memberOf, startService, USER, WORKSPACE } from "@cx/runtime/testing";
import type { AllowedNetworks } from "@cx/safe-fetch";
import { Value } from "@sinclair/typebox/value";
import { type AgentsProvided, createAgentsModules } from "../module.ts";
import type { TestingEvidence } from "../outbound/testing-evidence.ts";

export type { ServiceAnswer as Answer } from "@cx/runtime/testing";
export { TEST_SECRET as SECRET, tickingClock, USER } from "@cx/runtime/testing";

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

export type Harness = Awaited<ReturnType<typeof startHarness>>;

const open: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (open.length > 0) await open.pop()?.();
});

function everyTestExists(foreign: Set<string>): TestingEvidence {
  return {
    existingTestEntries: async (_ws, ids) => new Set(ids.filter((id) => !foreign.has(id))),
    deploymentEvidence: async (request) => ({
      branches: request.branches.map((branch) => ({
        branch_id: branch.branch_id,
        version_id: branch.version_id,
        outcome: branch.attached_tests.length === 0 ? "no_attached_tests" : "not_tested",
        invocation_id: null,
        failing_tests: [],
      })),
    }),
  };
}

/** Started for the test that calls it, stopped after it. */
export async function startHarness(
  options: {
    now?: () => string;
    allowedNetworks?: AllowedNetworks;
    adapters?: "embedded" | "real";
    /** Stands in for the testing service's deployment evidence. */
    testing?: TestingEvidence;
    /** Starts the job workers (default true); off, tests run the jobs themselves. */
    jobWorkers?: boolean;
    /** Settings, as the process would read them. */
    env?: Record<string, string>;
  } = {},
) {
  // The knowledge service stands in as a set of ids: every id names a document of the workspace
  // unless a test removed it (the reference check itself is what such a test is about).
  const foreignDocuments = new Set<string>();
  const knowledge = {
    existingDocuments: async (_ws: string, ids: readonly string[]) =>
      new Set(ids.filter((id) => !foreignDocuments.has(id))),
  };
  // The testing service stands in too: every attached id names a test unless a test removed it,
  // and no version has passed its tests (the gate's own tests set verdicts of their own).
  const foreignTests = new Set<string>();
  const started = await startService(
    createAgentsModules({
      knowledge,
      ...(options.now ? { now: options.now } : {}),
      testing: options.testing ?? everyTestExists(foreignTests),
      ...(options.allowedNetworks ? { allowedNetworks: options.allowedNetworks } : {}),
      ...(options.jobWorkers === false ? { jobWorkers: false } : {}),
    }),
    { recordTopics: ["agents.#"], adapters: options.adapters ?? "embedded", env: options.env ?? {} },
  );
  open.push(() => started.stop());
  const service = started.provided<AgentsProvided>("agents-http");
  const database = started.store.database("agents");
  const events: BusMessage[] = started.published;

  const workspaceId = WORKSPACE;
  function call(method: string, path: string, opts: CallOptions = {}) {
    const ws = opts.workspaceId ?? workspaceId;
    const caller = opts.anonymous ? null : memberOf(ws, opts.role ?? "owner", { userId: opts.userId ?? USER });
    return started.call(method, `/api/v1/workspaces/${ws}${path}`, { caller, body: opts.raw ?? opts.body });
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

  return {
    call,
    published,
    snapshot,
    createAgent,
    service,
    bus: started.bus,
    events,
    database,
    workspaceId,
    foreignDocuments,
    foreignTests,
  };
}
