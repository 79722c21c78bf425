import type { MessageBus } from "@cx/bus";
import { ToolRequestTopics, type WebhookTarget, WebhookTargetsReply, type WebhookTargetsRequest } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";

export interface WebhookTargetSource {
  /** The webhook tools among `toolIds` with their header values; unknown, deleted and client tools are absent. */
  targets(workspaceId: string, toolIds: readonly string[]): Promise<WebhookTarget[]>;
}

/**
 * Asks the agents service, which alone keeps header values, over bus request and reply. Failures
 * are the bus's typed errors (`BusRequestTimeoutError`, `BusRequestFailedError`).
 */
export function createBusWebhookTargets(bus: MessageBus, options: { timeoutMs?: number } = {}): WebhookTargetSource {
  const timeoutMs = options.timeoutMs ?? 5000;
  return {
    async targets(workspaceId, toolIds) {
      if (toolIds.length === 0) return [];
      const request: WebhookTargetsRequest = { workspace_id: workspaceId, tool_ids: [...toolIds] };
      const reply = await bus.request<unknown>(ToolRequestTopics.WEBHOOK_TARGETS, request, { timeoutMs });
      if (!Value.Check(WebhookTargetsReply, reply)) {
        throw new Error(`the reply to "${ToolRequestTopics.WEBHOOK_TARGETS}" does not match its contract`);
      }
      return reply.targets;
    },
  };
}
