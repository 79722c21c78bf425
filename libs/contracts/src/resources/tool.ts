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
  {
    maxProperties: 50,
    description:
      'Headers sent with each call, by name (at most 50). Values are write-only: answers show `"***"`, and `"***"` sent back in an update keeps the stored value.',
  },
);

export const WebhookInput = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      maxLength: 2048,
      description: "The address called, a safe public `http` or `https` URL (checked at each call).",
    }),
    method: Type.Optional(
      LiteralUnion(WEBHOOK_METHODS, {
        description:
          "The HTTP method; `POST` when absent. The arguments go as the JSON body, or as the query for `GET`.",
      }),
    ),
    headers: Type.Optional(WebhookHeaders),
    timeout_ms: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: WEBHOOK_TIMEOUT_MAX_MS,
        description: `How long a call may take, in milliseconds (1 to ${WEBHOOK_TIMEOUT_MAX_MS}; ${WEBHOOK_TIMEOUT_DEFAULT_MS} when absent).`,
      }),
    ),
  },
  { additionalProperties: false, description: "How the platform calls a `webhook` tool." },
);
export type WebhookInput = Static<typeof WebhookInput>;

/** A JSON Schema object; its inner keywords are the tool author's (checked for size, not meaning). */
export const ToolParameters = Type.Object(
  { type: Type.Literal("object", { description: "Always `object`: the arguments are one JSON object." }) },
  {
    additionalProperties: true,
    description:
      'The tool\'s arguments as a JSON Schema object (`type: "object"`, at most 64 KB), offered to the model.',
  },
);
export type ToolParameters = Static<typeof ToolParameters>;

const ToolName = (description: string) => Type.String({ pattern: TOOL_NAME_PATTERN, description });
const ToolDescription = Type.String({
  maxLength: 4096,
  description: "What the tool does, as the model reads it (at most 4096 characters; may be empty).",
});
const ToolTypeInput = LiteralUnion(WORKSPACE_TOOL_TYPES, {
  description:
    "`webhook`: the platform calls `webhook.url`; `client`: the call is handed to the conversation's client.",
});

/** The tool the examples create, and the same tool as answered: its header value shows masked. */
const LOOKUP_ORDER_EXAMPLE = {
  name: "lookup_order",
  description: "Looks an order up by its number.",
  type: "webhook",
  parameters: {
    type: "object",
    properties: { order_number: { type: "integer" } },
    required: ["order_number"],
  },
};
const lookupOrderWebhookExample = (authorization: string) => ({
  url: "https://api.example.com/orders",
  method: "POST",
  headers: { Authorization: authorization },
  timeout_ms: 5000,
});

export const ToolCreateBody = Body(
  {
    name: ToolName("The name the model calls it by: `^[A-Za-z0-9_-]{1,64}$`, unique in the workspace."),
    description: ToolDescription,
    type: ToolTypeInput,
    parameters: ToolParameters,
    webhook: Type.Optional(
      Nullable(WebhookInput, { description: "Required for a `webhook` tool; a `client` tool has none." }),
    ),
  },
  {
    examples: [{ ...LOOKUP_ORDER_EXAMPLE, webhook: lookupOrderWebhookExample("Bearer example-token") }],
  },
);
export type ToolCreateBody = Static<typeof ToolCreateBody>;

/** Members sent replace the stored ones; a header sent as `"***"` keeps its stored value. */
export const ToolUpdateBody = Body({
  name: Type.Optional(ToolName("The new name, unique in the workspace.")),
  description: Type.Optional(ToolDescription),
  type: Type.Optional(ToolTypeInput),
  parameters: Type.Optional(ToolParameters),
  webhook: Type.Optional(
    Nullable(WebhookInput, { description: 'The new call settings; a header sent as `"***"` keeps its stored value.' }),
  ),
});
export type ToolUpdateBody = Static<typeof ToolUpdateBody>;

export const Webhook = Type.Object(
  {
    url: Type.String({ description: "The address called." }),
    method: LiteralUnion(WEBHOOK_METHODS, { description: "The HTTP method." }),
    headers: Type.Record(Type.String(), Type.Literal(MASKED_HEADER_VALUE), {
      description: 'The headers sent, by name; every value shows as `"***"`.',
    }),
    timeout_ms: Type.Integer({
      minimum: 1,
      maximum: WEBHOOK_TIMEOUT_MAX_MS,
      description: "How long a call may take, in milliseconds.",
    }),
  },
  { description: "How the platform calls the tool; header values are never answered back." },
);
export type Webhook = Static<typeof Webhook>;

export const Tool = Type.Object(
  {
    id: Type.String({ description: "The tool's id (`tool_...`)." }),
    name: Type.String({ description: "The name the model calls it by, unique in the workspace." }),
    description: Type.String({ description: "What the tool does, as the model reads it." }),
    type: LiteralUnion(WORKSPACE_TOOL_TYPES, {
      description: "`webhook` (called by the platform) or `client` (handed to the conversation's client).",
    }),
    parameters: Type.Record(Type.String(), Type.Unknown(), {
      description: "The tool's arguments as a JSON Schema object.",
    }),
    webhook: Nullable(Webhook, { description: "How a `webhook` tool is called; null for a `client` tool." }),
    ...TimestampProperties,
    created_by: Type.String({ description: "The id of the user who created it." }),
  },
  {
    examples: [
      {
        id: "tool_9d2f6h1j5k8l3z7x0c4v2b6n",
        ...LOOKUP_ORDER_EXAMPLE,
        webhook: lookupOrderWebhookExample(MASKED_HEADER_VALUE),
        created_at: "2026-11-22T10:00:00.000Z",
        updated_at: "2026-11-22T10:00:00.000Z",
        created_by: "usr_8f3k2j9d1m4n6b7v5c0x2z1a",
      },
    ],
  },
);
export type Tool = Static<typeof Tool>;

export const ToolListPage = Page(Tool);
export type ToolListPage = Static<typeof ToolListPage>;

/** `DELETE .../tools/{id}?force=true` deletes a tool that agents still name. */
export const ToolDeleteQuery = Query({
  force: Type.Optional(
    LiteralUnion(["true", "false"], {
      "x-message": "must be true or false",
      description: "`true` deletes the tool even when a draft or a branch tip names it (409 `tool_in_use` otherwise).",
    }),
  ),
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
