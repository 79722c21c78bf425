/**
 * Workspace tools (extension spec part 7): webhook tools the platform calls, client tools handed
 * to the caller. Header values are write-only: answers show each header's name with `"***"`.
 */
import { type Static, Type } from "@sinclair/typebox";
import { Body, LiteralUnion, Nullable, Page, Query, TimestampProperties } from "../builders.ts";

export const TOOL_NAME_PATTERN = "^[A-Za-z0-9_-]{1,64}$";
export const WORKSPACE_TOOL_TYPES = ["webhook", "client"] as const;
export type WorkspaceToolType = (typeof WORKSPACE_TOOL_TYPES)[number];
export const WEBHOOK_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type WebhookMethod = (typeof WEBHOOK_METHODS)[number];
export const TOOL_PARAMETERS_MAX_BYTES = 64 * 1024;
export const WEBHOOK_TIMEOUT_DEFAULT_MS = 10_000;
export const WEBHOOK_TIMEOUT_MAX_MS = 30_000;
/** What an answer shows in place of a header value. */
export const MASKED_HEADER_VALUE = "***";

/** An HTTP field name (RFC 9110 token) and a value without line breaks. */
export const WebhookHeaders = Type.Record(
  Type.String({ pattern: "^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,128}$" }),
  Type.String({ maxLength: 8192, pattern: "^[^\\r\\n]*$" }),
  { maxProperties: 50 },
);

export const WebhookInput = Type.Object(
  {
    url: Type.String({ minLength: 1, maxLength: 2048 }),
    method: Type.Optional(LiteralUnion(WEBHOOK_METHODS)),
    headers: Type.Optional(WebhookHeaders),
    timeout_ms: Type.Optional(Type.Integer({ minimum: 1, maximum: WEBHOOK_TIMEOUT_MAX_MS })),
  },
  { additionalProperties: false },
);
export type WebhookInput = Static<typeof WebhookInput>;

/** A JSON Schema object; its inner keywords are the tool author's (checked for size, not meaning). */
export const ToolParameters = Type.Object({ type: Type.Literal("object") }, { additionalProperties: true });
export type ToolParameters = Static<typeof ToolParameters>;

export const ToolCreateBody = Body({
  name: Type.String({ pattern: TOOL_NAME_PATTERN }),
  description: Type.String({ maxLength: 4096 }),
  type: LiteralUnion(WORKSPACE_TOOL_TYPES),
  parameters: ToolParameters,
  webhook: Type.Optional(Nullable(WebhookInput)),
});
export type ToolCreateBody = Static<typeof ToolCreateBody>;

/** Members sent replace the stored ones; a header sent as `"***"` keeps its stored value. */
export const ToolUpdateBody = Body({
  name: Type.Optional(Type.String({ pattern: TOOL_NAME_PATTERN })),
  description: Type.Optional(Type.String({ maxLength: 4096 })),
  type: Type.Optional(LiteralUnion(WORKSPACE_TOOL_TYPES)),
  parameters: Type.Optional(ToolParameters),
  webhook: Type.Optional(Nullable(WebhookInput)),
});
export type ToolUpdateBody = Static<typeof ToolUpdateBody>;

export const Webhook = Type.Object({
  url: Type.String(),
  method: LiteralUnion(WEBHOOK_METHODS),
  /** Names only: every value is `"***"`. */
  headers: Type.Record(Type.String(), Type.Literal(MASKED_HEADER_VALUE)),
  timeout_ms: Type.Integer({ minimum: 1, maximum: WEBHOOK_TIMEOUT_MAX_MS }),
});
export type Webhook = Static<typeof Webhook>;

export const Tool = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: LiteralUnion(WORKSPACE_TOOL_TYPES),
  parameters: Type.Record(Type.String(), Type.Unknown()),
  webhook: Nullable(Webhook),
  ...TimestampProperties,
  created_by: Type.String(),
});
export type Tool = Static<typeof Tool>;

export const ToolListPage = Page(Tool);
export type ToolListPage = Static<typeof ToolListPage>;

/** `DELETE .../tools/{id}?force=true` deletes a tool that agents still name. */
export const ToolDeleteQuery = Query({
  force: Type.Optional(LiteralUnion(["true", "false"], { "x-message": "must be true or false" })),
});
export type ToolDeleteQuery = Static<typeof ToolDeleteQuery>;

/**
 * What a service needs to call webhook tools, header values included. Answered over bus request
 * and reply by the agents service (never in events, which many services keep): only webhook
 * tools of the workspace, unknown and deleted ids left out.
 */
export const ToolRequestTopics = { WEBHOOK_TARGETS: "agents.tools.webhook-targets" } as const;

export const WebhookTargetsRequest = Type.Object({
  workspace_id: Type.String(),
  tool_ids: Type.Array(Type.String(), { maxItems: 256 }),
});
export type WebhookTargetsRequest = Static<typeof WebhookTargetsRequest>;

export const WebhookTarget = Type.Object({
  tool_id: Type.String(),
  url: Type.String(),
  method: LiteralUnion(WEBHOOK_METHODS),
  headers: Type.Record(Type.String(), Type.String()),
  timeout_ms: Type.Integer({ minimum: 1, maximum: WEBHOOK_TIMEOUT_MAX_MS }),
});
export type WebhookTarget = Static<typeof WebhookTarget>;

export const WebhookTargetsReply = Type.Object({ targets: Type.Array(WebhookTarget) });
export type WebhookTargetsReply = Static<typeof WebhookTargetsReply>;
