/**
 * Rules on workspace tools (extension spec part 7) that need no storage: the shape a type
 * demands, the size of `parameters`, webhook defaults, masking of header values, and which tools
 * an agent configuration names.
 */
import {
  type FieldError,
  MASKED_HEADER_VALUE,
  TOOL_PARAMETERS_MAX_BYTES,
  type Tool,
  WEBHOOK_TIMEOUT_DEFAULT_MS,
  type WebhookInput,
  type WorkspaceToolType,
} from "@cx/contracts";
import { isControlledHeader } from "@cx/safe-fetch";
import type { StoredHeader, StoredWebhook, ToolDoc } from "../store/documents.ts";
import { isPlainObject, type JsonObject } from "./json.ts";

/** Offences against the rules a schema cannot express. Empty when the tool is consistent. */
export function toolShapeErrors(
  type: WorkspaceToolType,
  parameters: unknown,
  webhook: WebhookInput | null | undefined,
) {
  const fields: FieldError[] = [];
  if (type === "webhook" && !webhook) fields.push({ path: "/webhook", message: "is required for a webhook tool" });
  if (type === "client" && webhook) fields.push({ path: "/webhook", message: "must be absent for a client tool" });
  if (Buffer.byteLength(JSON.stringify(parameters)) > TOOL_PARAMETERS_MAX_BYTES) {
    fields.push({ path: "/parameters", message: `must be at most ${TOOL_PARAMETERS_MAX_BYTES / 1024} KB as JSON` });
  }
  return fields;
}

/**
 * The webhook as stored: defaults applied, and headers sent back masked (`"***"`) replaced by the
 * stored value of the same name, so a client can send back what it read without erasing secrets.
 */
export function storedWebhook(input: WebhookInput, previous: StoredWebhook | null): StoredWebhook {
  const previousValues = new Map((previous?.headers ?? []).map((header) => [header.name.toLowerCase(), header.value]));
  const headers: StoredHeader[] = Object.entries(input.headers ?? {}).map(([name, value]) => ({
    name,
    value: value === MASKED_HEADER_VALUE ? (previousValues.get(name.toLowerCase()) ?? value) : value,
  }));
  return {
    url: input.url,
    method: input.method ?? "POST",
    headers,
    timeout_ms: input.timeout_ms ?? WEBHOOK_TIMEOUT_DEFAULT_MS,
  };
}

/** A masked header a client sent for a name that has no stored value. */
export function unknownMaskedHeaders(input: WebhookInput, previous: StoredWebhook | null): FieldError[] {
  const known = new Set((previous?.headers ?? []).map((header) => header.name.toLowerCase()));
  return Object.entries(input.headers ?? {}).flatMap(([name, value]) =>
    value === MASKED_HEADER_VALUE && !known.has(name.toLowerCase())
      ? [{ path: `/webhook/headers/${name}`, message: "has no stored value to keep; send the value itself" }]
      : [],
  );
}

/**
 * Headers that frame the request or steer the connection (`Host`, `Content-Length`,
 * `Transfer-Encoding`, `Connection`, `Keep-Alive`, `TE`, `Trailer`, `Upgrade`, `Proxy-*`): the
 * caller sets them itself, and a tool's own copy next to them is how one request is smuggled
 * inside another.
 */
export function controlledHeaderErrors(input: WebhookInput): FieldError[] {
  return Object.keys(input.headers ?? {})
    .filter(isControlledHeader)
    .map((name) => ({
      path: `/webhook/headers/${name.replaceAll("~", "~0")}`,
      message: "frames the request and is set by the platform",
    }));
}

/** What the resource and the tool's events both tell of a stored tool. */
function toolBasics(doc: ToolDoc) {
  return {
    name: doc.name,
    description: doc.description,
    type: doc.type,
    parameters: JSON.parse(doc.parameters_json) as Record<string, unknown>,
  };
}

/** The tool as `agents.tool.created` / `agents.tool.updated` carry it: header names, never values. */
export function toolEventState(doc: ToolDoc) {
  const { webhook } = doc;
  return {
    tool_id: doc._id,
    ...toolBasics(doc),
    webhook: webhook
      ? {
          url: webhook.url,
          method: webhook.method,
          header_names: webhook.headers.map((header) => header.name),
          timeout_ms: webhook.timeout_ms,
        }
      : null,
    updated_at: doc.updated_at,
  };
}

/** The resource: header values never leave the service. */
export function toolView(doc: ToolDoc): Tool {
  const { webhook } = doc;
  return {
    id: doc._id,
    ...toolBasics(doc),
    webhook: webhook
      ? {
          url: webhook.url,
          method: webhook.method,
          headers: Object.fromEntries(webhook.headers.map((header) => [header.name, MASKED_HEADER_VALUE] as const)),
          timeout_ms: webhook.timeout_ms,
        }
      : null,
    created_at: doc.created_at,
    updated_at: doc.updated_at,
    created_by: doc.created_by,
  };
}

/** `agent.prompt.tool_ids` with their positions (a config may name a tool twice). */
export function toolIdsOf(config: JsonObject): { index: number; id: string }[] {
  const agent = config.agent;
  const prompt = isPlainObject(agent) ? agent.prompt : undefined;
  const ids = isPlainObject(prompt) && Array.isArray(prompt.tool_ids) ? prompt.tool_ids : [];
  return ids.flatMap((id, index) => (typeof id === "string" ? [{ index, id }] : []));
}

/** Offences for every tool id of the config that is not a tool of the workspace. */
export function unknownToolErrors(config: JsonObject, exists: (id: string) => boolean, pointer: string): FieldError[] {
  return toolIdsOf(config)
    .filter(({ id }) => !exists(id))
    .map(({ index }) => ({
      path: `${pointer}/agent/prompt/tool_ids/${index}`,
      message: "is not a tool of this workspace",
    }));
}
