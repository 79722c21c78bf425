/**
 * The agent runtime's ports for one conversation: tools from the read model, webhook calls
 * through the safe executor (header values asked of the agents service), client tools handed to
 * the caller, and knowledge from the knowledge service, always inside the conversation's
 * workspace and only among the documents the agent attaches.
 */
import { toolCatalog } from "@cx/agent-read-model";
import {
  type AgentRuntime,
  createAgentRuntime,
  type KnowledgeSource as RuntimeKnowledge,
  type ToolExecutor,
} from "@cx/agent-runtime";
import { SEARCH_MAX_CHUNKS_LIMIT } from "@cx/contracts";
import type { WorkspaceId } from "@cx/ids";
import type { ConversationDeps } from "./deps.ts";

function executorFor(deps: ConversationDeps, workspaceId: WorkspaceId): ToolExecutor {
  return {
    async execute({ tool, arguments: args }) {
      // Part 7: a version that names a tool deleted since keeps working; the call is an error result.
      if (tool.deleted) {
        return { kind: "result", result: `Tool "${tool.name}" no longer exists.`, isError: true, latencyMs: 0 };
      }
      if (tool.type === "client") return { kind: "client" };
      let targets: Awaited<ReturnType<ConversationDeps["webhookTargets"]["targets"]>>;
      try {
        targets = await deps.webhookTargets.targets(workspaceId, [tool.id]);
      } catch (error) {
        deps.logger.warn({ err: error, toolId: tool.id }, "webhook target not available");
        return {
          kind: "result",
          result: `Tool "${tool.name}" is not available right now.`,
          isError: true,
          latencyMs: 0,
        };
      }
      const target = targets[0];
      if (!target) {
        return { kind: "result", result: `Tool "${tool.name}" is not available.`, isError: true, latencyMs: 0 };
      }
      const called = await deps.webhooks.call(target, args);
      return { kind: "result", result: called.result, isError: called.is_error, latencyMs: called.latency_ms };
    },
  };
}

function knowledgeFor(deps: ConversationDeps, workspaceId: WorkspaceId): RuntimeKnowledge {
  return {
    async documents(ids) {
      const texts = await deps.knowledge.documentTexts(workspaceId, ids);
      const allowed = new Set(ids);
      return new Map(
        texts
          .filter((d) => allowed.has(d.document_id))
          .map((d) => [d.document_id, { id: d.document_id, name: d.name, text: d.text }]),
      );
    },
    search(query, documentIds, maxChunks, maxDistance) {
      return deps.knowledge.search(workspaceId, {
        query,
        document_ids: [...documentIds],
        max_chunks: Math.max(1, Math.min(maxChunks, SEARCH_MAX_CHUNKS_LIMIT)),
        ...(maxDistance !== undefined ? { max_vector_distance: maxDistance } : {}),
      });
    },
  };
}

export function runtimeFor(deps: ConversationDeps, workspaceId: WorkspaceId): AgentRuntime {
  return createAgentRuntime({
    model: deps.model,
    tools: toolCatalog(deps.agents, workspaceId),
    executor: executorFor(deps, workspaceId),
    knowledge: knowledgeFor(deps, workspaceId),
  });
}
