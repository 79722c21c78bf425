/** What the executor of runs needs from outside the service, built from the platform's ports. */
import { type AgentReadModel, toolCatalog } from "@cx/agent-read-model";
import type { KnowledgeSource, ToolCatalog } from "@cx/agent-runtime";
import type { MessageBus } from "@cx/bus";
import type { RecordSimulationRequest } from "@cx/contracts";
import { createBusKnowledgeSource } from "@cx/knowledge-client";
import type { LanguageModel } from "@cx/llm";
import type { Logger } from "@cx/logger";
import { createBusWebhookTargets, createWebhookExecutor, type WebhookExecutorOptions } from "@cx/webhook-executor";
import { asWorkspaceId } from "../domain/ids.ts";
import { recordSimulation } from "../outbound/simulation-recorder.ts";
import type { RealTools } from "./run-tools.ts";

export interface RunPorts {
  model: LanguageModel;
  tools(workspaceId: string): ToolCatalog;
  knowledge(workspaceId: string): KnowledgeSource;
  realTools: RealTools;
  /** Stores a simulation's conversation in the conversations service; resolves once it is stored. */
  recordSimulation(request: RecordSimulationRequest): Promise<void>;
  logger: Logger;
}

/** The knowledge service over the bus, in the runtime's terms. */
export function busKnowledge(bus: MessageBus, workspaceId: string): KnowledgeSource {
  const source = createBusKnowledgeSource(bus);
  return {
    async documents(ids) {
      const texts = await source.documentTexts(workspaceId, ids);
      return new Map(texts.map((d) => [d.document_id, { id: d.document_id, name: d.name, text: d.text }]));
    },
    search(query, documentIds, maxChunks, maxDistance) {
      return source.search(workspaceId, {
        query,
        document_ids: [...documentIds],
        max_chunks: maxChunks,
        ...(maxDistance !== undefined ? { max_vector_distance: maxDistance } : {}),
      });
    },
  };
}

/** Webhook tools called for real: targets (with header values) from the agents service, then the safe fetcher. */
export function busRealTools(bus: MessageBus, options: WebhookExecutorOptions = {}): RealTools {
  const targets = createBusWebhookTargets(bus);
  const webhooks = createWebhookExecutor(options);
  return {
    async call(workspaceId, tool, args) {
      const [target] = await targets.targets(workspaceId, [tool.id]);
      if (!target) return null;
      const answer = await webhooks.call(target, args);
      return { kind: "result", result: answer.result, isError: answer.is_error, latencyMs: answer.latency_ms };
    },
  };
}

export function createRunPorts(deps: {
  bus: MessageBus;
  model: LanguageModel;
  readModel: AgentReadModel;
  logger: Logger;
  webhooks?: WebhookExecutorOptions;
}): RunPorts {
  return {
    model: deps.model,
    tools: (ws) => toolCatalog(deps.readModel, asWorkspaceId(ws)),
    knowledge: (ws) => busKnowledge(deps.bus, ws),
    realTools: busRealTools(deps.bus, { logger: deps.logger, ...deps.webhooks }),
    recordSimulation: (request) => recordSimulation(deps.bus, request),
    logger: deps.logger,
  };
}
