/** Dynamic variables (extension spec part 4): `{{name}}` in the prompt and the first message. */

export interface SystemContext {
  conversationId: string;
  agentId: string;
  /** The moment of the reply; `system__time_utc` is its ISO 8601 form. */
  now: Date;
}

/** The `system__` variables, always defined whatever the caller passes. */
export function systemVariables(context: SystemContext): Record<string, string> {
  return {
    system__conversation_id: context.conversationId,
    system__agent_id: context.agentId,
    system__time_utc: context.now.toISOString(),
  };
}

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

function asText(value: unknown): string {
  if (typeof value === "string") return value;
  if (value === null || typeof value === "number" || typeof value === "boolean") return String(value);
  return JSON.stringify(value);
}

/**
 * Replaces each `{{name}}` by its value; a name with no value is left exactly as written, so a
 * typo shows in the transcript rather than silently vanishing. The `system__` values win over
 * dynamic ones of the same name: a caller cannot forge them.
 */
export function substituteVariables(
  text: string,
  dynamicVariables: Readonly<Record<string, unknown>> | undefined,
  context: SystemContext,
): string {
  const values: Record<string, unknown> = { ...dynamicVariables, ...systemVariables(context) };
  return text.replace(PLACEHOLDER, (written, name: string) =>
    Object.hasOwn(values, name) && values[name] !== undefined ? asText(values[name]) : written,
  );
}
