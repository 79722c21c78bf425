import type { Schema } from "@cx/client";

export type Tool = Schema<"Tool">;
export type ToolBody = Schema<"ToolCreateBody">;
export type WebhookMethod = NonNullable<Schema<"WebhookInput">["method"]>;

export const WEBHOOK_METHODS: WebhookMethod[] = ["POST", "GET", "PUT", "PATCH", "DELETE"];

/** What the API answers for every header value, and takes back as "keep the stored value". */
export const MASKED_HEADER_VALUE = "***";

export interface HeaderRow {
  /** React's key for the row: names may be edited or repeated while typing. */
  key: string;
  name: string;
  value: string;
  /** The tool already has a header of this name: an empty value keeps the stored one. */
  stored: boolean;
}

/** The tool form as edited: text as typed, turned into a body only on submit. */
export interface ToolDraft {
  name: string;
  description: string;
  type: "webhook" | "client";
  parameters: string;
  url: string;
  method: WebhookMethod;
  timeoutMs: string;
  headers: HeaderRow[];
}

let rowCount = 0;
export function headerRow(name = "", stored = false): HeaderRow {
  rowCount += 1;
  return { key: `header-${rowCount}`, name, value: "", stored };
}

const EMPTY_PARAMETERS = { type: "object", properties: {}, required: [] };

/** A new tool's form, or an existing tool's (header values unknown: only their names). */
export function draftOf(tool?: Tool): ToolDraft {
  return {
    name: tool?.name ?? "",
    description: tool?.description ?? "",
    type: tool?.type ?? "client",
    parameters: JSON.stringify(tool?.parameters ?? EMPTY_PARAMETERS, null, 2),
    url: tool?.webhook?.url ?? "",
    method: tool?.webhook?.method ?? "POST",
    timeoutMs: tool?.webhook ? String(tool.webhook.timeout_ms) : "",
    headers: Object.keys(tool?.webhook?.headers ?? {}).map((name) => headerRow(name, true)),
  };
}

/** The parameters as JSON, or why they are not: the API judges the schema itself. */
export function parseParameters(text: string): { value: Record<string, unknown> } | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (problem) {
    return { error: `Not valid JSON: ${(problem as Error).message}` };
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return { error: "Must be a JSON object (a JSON Schema with type “object”)." };
  }
  return { value: value as Record<string, unknown> };
}

/**
 * The body to send. A stored header left empty goes back as `"***"`, which the API reads as
 * "keep its value"; a header removed from the list is dropped. A timeout left empty takes the
 * API's default; any other is sent for the API to judge (its bounds are the API's).
 */
export function bodyOf(draft: ToolDraft, parameters: Record<string, unknown>): ToolBody {
  const body: ToolBody = {
    name: draft.name.trim(),
    description: draft.description,
    type: draft.type,
    parameters: parameters as ToolBody["parameters"],
    webhook: null,
  };
  if (draft.type === "client") return body;
  const headers: Record<string, string> = {};
  for (const row of draft.headers) {
    const name = row.name.trim();
    if (!name) continue;
    headers[name] = row.stored && row.value === "" ? MASKED_HEADER_VALUE : row.value;
  }
  const timeout = draft.timeoutMs.trim();
  return {
    ...body,
    webhook: {
      url: draft.url.trim(),
      method: draft.method,
      headers,
      ...(timeout ? { timeout_ms: Number(timeout) } : {}),
    },
  };
}
