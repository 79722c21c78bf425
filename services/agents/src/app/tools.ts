import {
  type PageQuery,
  type Tool,
  type ToolCreateBody,
  type ToolDeleteQuery,
  type ToolListPage,
  type ToolUpdateBody,
  Topics,
  type WebhookInput,
} from "@cx/contracts";
import { AppError } from "@cx/errors";
import { pageQuery } from "@cx/http-kit";
import { pendingEvent } from "@cx/outbox";
import { checkUrl, FetchRefusedError } from "@cx/safe-fetch";
import { DuplicateKeyError, listPage } from "@cx/store";
import {
  controlledHeaderErrors,
  storedWebhook,
  toolEventState,
  toolShapeErrors,
  toolView,
  unknownMaskedHeaders,
} from "../domain/tools.ts";
import type { ToolDoc } from "../store/documents.ts";
import type { Actor, AgentsContext } from "./context.ts";
import { newId } from "./ids.ts";
import { toolUsers } from "./references.ts";

function nameTaken(name: string): AppError {
  return new AppError("tool_name_taken", `This workspace already has a tool named "${name}".`, { name });
}

/**
 * A URL that can never be called is refused when it is written: it must pass the public-URL
 * rules that can be decided without DNS (with the operator's networks, as calls apply them).
 * The address it resolves to is checked at every call.
 */
function checkWebhookUrl(webhook: WebhookInput | null | undefined, ctx: AgentsContext): void {
  if (!webhook) return;
  try {
    checkUrl(webhook.url, { allowance: ctx.fetchAllowance, allowedNetworks: ctx.allowedNetworks });
  } catch (error) {
    if (!(error instanceof FetchRefusedError)) throw error;
    throw new AppError("validation_failed", "The webhook URL is not public.", {
      fields: [{ path: "/webhook/url", message: error.message }],
      reason: "url_not_public",
    });
  }
}

function toolState(actor: Actor, doc: ToolDoc) {
  return { workspace_id: actor.workspaceId, occurred_at: doc.updated_at, ...toolEventState(doc) };
}

export async function createTool(ctx: AgentsContext, actor: Actor, input: ToolCreateBody): Promise<Tool> {
  const fields = toolShapeErrors(input.type, input.parameters, input.webhook);
  if (input.webhook)
    fields.push(...unknownMaskedHeaders(input.webhook, null), ...controlledHeaderErrors(input.webhook));
  if (fields.length > 0) throw AppError.validation(fields);
  checkWebhookUrl(input.webhook, ctx);
  const now = ctx.now();
  const doc: ToolDoc = {
    _id: newId("tool"),
    workspace_id: actor.workspaceId,
    name: input.name,
    description: input.description,
    type: input.type,
    parameters_json: JSON.stringify(input.parameters),
    webhook: input.webhook ? storedWebhook(input.webhook, null) : null,
    created_at: now,
    updated_at: now,
    created_by: actor.userId,
  };
  try {
    await ctx.repos.tools.insert(actor.workspaceId, doc, [
      pendingEvent(Topics.AGENTS_TOOL_CREATED, { ...toolState(actor, doc), created_by: doc.created_by }),
    ]);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw nameTaken(input.name);
    throw error;
  }
  return toolView(doc);
}

export async function listTools(ctx: AgentsContext, actor: Actor, query: PageQuery): Promise<ToolListPage> {
  const page = await ctx.repos.tools.page(actor.workspaceId, pageQuery(query));
  return listPage(page, (served) => served.map(toolView));
}

async function requireTool(ctx: AgentsContext, actor: Actor, toolId: string): Promise<ToolDoc> {
  const tool = await ctx.repos.tools.find(actor.workspaceId, toolId);
  if (!tool) throw AppError.notFound("tool");
  return tool;
}

export async function getTool(ctx: AgentsContext, actor: Actor, toolId: string): Promise<Tool> {
  return toolView(await requireTool(ctx, actor, toolId));
}

/**
 * Members sent replace the stored ones; the result must be a valid tool as a whole (a type
 * change to `client` needs `webhook: null`). Conditional on the tool as read, so two concurrent
 * updates cannot merge into something neither sent.
 */
export async function updateTool(
  ctx: AgentsContext,
  actor: Actor,
  toolId: string,
  input: ToolUpdateBody,
): Promise<Tool> {
  const current = await requireTool(ctx, actor, toolId);
  const type = input.type ?? current.type;
  const parameters = input.parameters ?? (JSON.parse(current.parameters_json) as unknown);
  const webhookInput: WebhookInput | null | undefined = "webhook" in input ? input.webhook : undefined;
  const keepsWebhook = webhookInput === undefined && current.webhook !== null;
  const fields = toolShapeErrors(type, parameters, keepsWebhook ? { url: current.webhook!.url } : webhookInput);
  if (webhookInput) {
    fields.push(...unknownMaskedHeaders(webhookInput, current.webhook), ...controlledHeaderErrors(webhookInput));
  }
  if (fields.length > 0) throw AppError.validation(fields);
  checkWebhookUrl(webhookInput, ctx);
  const updated: ToolDoc = {
    ...current,
    name: input.name ?? current.name,
    description: input.description ?? current.description,
    type,
    parameters_json: JSON.stringify(parameters),
    webhook: keepsWebhook ? current.webhook : webhookInput ? storedWebhook(webhookInput, current.webhook) : null,
    updated_at: ctx.now(),
  };
  let replaced: boolean;
  try {
    replaced = await ctx.repos.tools.replace(actor.workspaceId, updated, current.updated_at, [
      pendingEvent(Topics.AGENTS_TOOL_UPDATED, toolState(actor, updated)),
    ]);
  } catch (error) {
    if (error instanceof DuplicateKeyError) throw nameTaken(updated.name);
    throw error;
  }
  if (!replaced) {
    await requireTool(ctx, actor, toolId);
    throw new AppError("conflict", "The tool changed meanwhile; read it again.", { reason: "tool_changed" });
  }
  return toolView(updated);
}

/** 409 `tool_in_use` while a branch tip or draft names the tool, unless `?force=true`. */
export async function deleteTool(
  ctx: AgentsContext,
  actor: Actor,
  toolId: string,
  query: ToolDeleteQuery,
): Promise<void> {
  const tool = await requireTool(ctx, actor, toolId);
  if (query.force !== "true") {
    const usedBy = await toolUsers(ctx, actor.workspaceId, toolId);
    if (usedBy.length > 0) {
      throw new AppError("tool_in_use", "Agents still use this tool; detach it or delete with force=true.", {
        used_by: usedBy,
      });
    }
  }
  const deleted = pendingEvent(Topics.AGENTS_TOOL_DELETED, {
    workspace_id: actor.workspaceId,
    occurred_at: ctx.now(),
    tool_id: toolId,
    name: tool.name,
  });
  if (!(await ctx.repos.tools.delete(actor.workspaceId, toolId, [deleted]))) throw AppError.notFound("tool");
}
