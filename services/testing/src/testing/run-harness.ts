/**
 * Test support: the testing service with its run worker on the in-process bus and a real
 * language model (the local engine, or an OpenAI-compatible server with `LLM_BASE_URL`). The
 * conversations service is a responder registered on the bus by the test; workspace tools are a
 * list the test sets.
 */
import type { CatalogTool, ToolExecution } from "@cx/agent-runtime";
import type { MessageBus, Subscription } from "@cx/bus";
import { loadSlice } from "@cx/config";
import { ConversationRequestTopics, type RecordSimulationRequest } from "@cx/contracts";
import { JobRunner, JobSweeper } from "@cx/jobs";
import { createLanguageModel, llmConfig } from "@cx/llm";
import { createLogger } from "@cx/logger";
import type { OutboxOptions } from "@cx/outbox";
import type { RunSettings } from "../app/ports.ts";
import type { RunExecutor } from "../app/run-execution.ts";
import { createRunExecutor } from "../app/run-executor.ts";
import type { RunPorts } from "../app/run-ports.ts";
import { StreamWakeups } from "../app/stream-wakeups.ts";
import type { Clock } from "../domain/clock.ts";
import { testRunJob } from "../jobs.ts";
import { recordSimulation } from "../outbound/simulation-recorder.ts";
import { startTestingService, TEST_RUN_SETTINGS } from "./testing-service.ts";

export interface RunHarnessOptions {
  env?: Record<string, string>;
  clock?: Clock;
  runSettings?: Partial<RunSettings>;
  /** Replaces the real executor (worker tests). */
  executor?: RunExecutor;
  /** Answers real webhook calls; default: every tool is gone. */
  realTool?: (tool: CatalogTool, args: Record<string, unknown>) => Promise<ToolExecution | null>;
  /** Registers a conversations responder that stores what it is sent (default true). */
  conversations?: boolean;
  /** Starts the bus consumer (default true); off, tests call `worker.handle` themselves. */
  consume?: boolean;
  /** The bus of the routes (default: a new in-process bus). */
  bus?: MessageBus;
  /** The outbox of the service (its sweeper is not started: tests call `service.outbox.sweepOnce()`). */
  outbox?: OutboxOptions;
  /**
   * One run worker subscribes on each of these (default: one, on `bus`): separate connections
   * stand for separate worker processes, competing for the jobs.
   */
  workerBuses?: MessageBus[];
  /** Workers signal run changes to live streams only through the store, as in another process. */
  workersApart?: boolean;
}

export async function startRunHarness(options: RunHarnessOptions = {}) {
  const runSettings: RunSettings = { ...TEST_RUN_SETTINGS, ...options.runSettings };
  const service = await startTestingService(options.clock, {
    runSettings,
    ...(options.bus ? { bus: options.bus } : {}),
    ...(options.outbox ? { outbox: options.outbox } : {}),
  });
  const { bus, deps } = service;
  const logger = createLogger("runs", { level: "silent" });
  const model = createLanguageModel(loadSlice(llmConfig, options.env ?? {}), { logger });
  const tools: CatalogTool[] = [];
  const recorded: RecordSimulationRequest[] = [];
  const subscriptions: Subscription[] = [];
  if (options.conversations !== false) {
    subscriptions.push(
      await bus.respond({ topic: ConversationRequestTopics.RECORD_SIMULATION }, async (request) => {
        const payload = request.payload as RecordSimulationRequest;
        if (!recorded.some((r) => r.conversation_id === payload.conversation_id)) recorded.push(payload);
        return { conversation_id: payload.conversation_id };
      }),
    );
  }
  const ports: RunPorts = {
    model,
    tools: () => ({
      async tools(ids) {
        return new Map(tools.filter((t) => ids.includes(t.id)).map((t) => [t.id, t]));
      },
    }),
    knowledge: () => ({ documents: async () => new Map(), search: async () => [] }),
    realTools: { call: async (_ws, tool, args) => (options.realTool ? options.realTool(tool, args) : null) },
    recordSimulation: (request) => recordSimulation(bus, request),
    logger,
  };
  const executor = options.executor ?? createRunExecutor(ports, deps.clock);
  const workerDeps = options.workersApart ? { ...deps, streamWakeups: new StreamWakeups(deps.invocations) } : deps;
  const jobOptions = { logger, clock: deps.clock };
  const worker = new JobRunner(testRunJob(workerDeps, executor), jobOptions);
  const sweeper = new JobSweeper(testRunJob(deps, executor), bus, jobOptions);
  if (options.consume !== false) {
    for (const workerBus of options.workerBuses ?? [bus]) {
      const runner = new JobRunner(testRunJob(workerDeps, executor), jobOptions);
      subscriptions.push(await runner.subscribe(workerBus, { retryDelayMs: 10 }));
    }
  }
  const alice = service.as("usr_alice", "ws_runs");

  /** Starts an invocation of the given tests against `agentId` (whose main branch has `config`). */
  async function invoke(agentId: string, testIds: string[], extra: Record<string, unknown> = {}) {
    const started = await alice.post(`/agents/${agentId}/test-invocations`, { test_ids: testIds, ...extra });
    if (started.status !== 201) throw new Error(`invocation refused: ${JSON.stringify(started.json)}`);
    return started.json as { id: string };
  }

  async function settled(invocationId: string, timeoutMs = 15000) {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const invocation = await alice.get(`/test-invocations/${invocationId}`);
      if (invocation.json.status !== "running") return invocation.json;
      if (Date.now() > deadline) throw new Error(`invocation still running: ${JSON.stringify(invocation.json.counts)}`);
      await Bun.sleep(10);
    }
  }

  async function runs(invocationId: string) {
    const listed = await alice.get(`/test-invocations/${invocationId}/runs?page_size=100`);
    return listed.json.items as {
      id: string;
      status: string;
      result: Record<string, unknown>;
      cost_usd: number;
      input_tokens: number;
      output_tokens: number;
      invocation_item_id: string;
      repeat_index: number;
      updated_at: string;
    }[];
  }

  function agent(agentId: string, config: Record<string, unknown>) {
    service.branches.set(agentId, [{ branch_id: "br_main", version_id: `ver_${agentId}`, config: config as never }]);
  }

  return {
    service,
    deps,
    bus,
    alice,
    worker,
    sweeper,
    tools,
    recorded,
    invoke,
    settled,
    runs,
    agent,
    async stop() {
      for (const s of subscriptions) await s.stop();
      await service.stop();
      await bus.close();
    },
  };
}

export type RunHarness = Awaited<ReturnType<typeof startRunHarness>>;
