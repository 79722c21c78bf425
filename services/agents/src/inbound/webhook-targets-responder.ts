import type { MessageBus, Subscription } from "@cx/bus";
import { fieldErrors, ToolRequestTopics, type WebhookTargetsReply, WebhookTargetsRequest } from "@cx/contracts";
import { AppError } from "@cx/errors";
import type { ToolsRepository } from "../store/tools-repository.ts";
import { asWorkspaceId } from "../store/workspace-id.ts";

/**
 * Hands webhook targets, header values included, to the services that call webhook tools. Values
 * travel only in this reply, to the one requester, never in events; nothing here logs them.
 */
export function respondWithWebhookTargets(bus: MessageBus, tools: ToolsRepository): Promise<Subscription> {
  return bus.respond({ topic: ToolRequestTopics.WEBHOOK_TARGETS, prefetch: 16 }, async (request) => {
    const fields = fieldErrors(WebhookTargetsRequest, request.payload);
    if (fields.length > 0) throw AppError.validation(fields);
    const input = request.payload as WebhookTargetsRequest;
    const found = await tools.findMany(asWorkspaceId(input.workspace_id), [...new Set(input.tool_ids)]);
    const reply: WebhookTargetsReply = {
      targets: found.flatMap((tool) =>
        tool.webhook
          ? [
              {
                tool_id: tool._id,
                url: tool.webhook.url,
                method: tool.webhook.method,
                headers: Object.fromEntries(tool.webhook.headers.map((header) => [header.name, header.value] as const)),
                timeout_ms: tool.webhook.timeout_ms,
              },
            ]
          : [],
      ),
    };
    return reply;
  });
}
