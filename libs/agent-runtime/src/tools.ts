/** The tools a reply offers (part 7): the agent's workspace tools and the built-in `end_call`. */
import type { AgentConfig, RunCallOrigin, RunCallToolType } from "@cx/contracts";
import type { ToolDefinition } from "@cx/llm";
import type { CatalogTool, ToolCatalog } from "./ports.ts";

export const END_CALL = "end_call";

export const DEFAULT_END_CALL_DESCRIPTION =
  "End the conversation. Call this when the user says goodbye, when the conversation has reached its goal, or when nothing more can be done for the user.";

/** How an offered tool is carried out; the part 2.12 `tool_type` and `origin` of its calls. */
export type OfferedTool = { kind: "workspace"; tool: CatalogTool } | { kind: "end_call"; definition: ToolDefinition };

export interface ToolOffer {
  definitions: ToolDefinition[];
  /** By the name the model calls it. */
  byName: Record<string, OfferedTool>;
  /** `tool_ids` whose tool no longer exists: deleted ones are offered all the same, unknown ones not. */
  unavailableToolIds: string[];
}

export function endCallDefinition(config: AgentConfig): ToolDefinition | null {
  const endCall = config.agent?.prompt?.built_in_tools?.end_call;
  if (endCall === null || endCall === undefined) return null;
  return {
    name: END_CALL,
    description: endCall.description?.trim() || DEFAULT_END_CALL_DESCRIPTION,
    parameters: { type: "object", properties: {}, additionalProperties: false },
  };
}

export async function offerTools(config: AgentConfig, catalog: ToolCatalog): Promise<ToolOffer> {
  const ids = [...new Set(config.agent?.prompt?.tool_ids ?? [])];
  const found = ids.length > 0 ? await catalog.tools(ids) : new Map<string, CatalogTool>();
  const offer: ToolOffer = { definitions: [], byName: {}, unavailableToolIds: [] };
  for (const id of ids) {
    const tool = found.get(id);
    // A workspace tool may not take the built-in's name: the built-in is what the agent asked for.
    if (!tool || tool.deleted) offer.unavailableToolIds.push(id);
    if (!tool || tool.name === END_CALL) continue;
    offer.definitions.push({ name: tool.name, description: tool.description, parameters: tool.parameters });
    offer.byName[tool.name] = { kind: "workspace", tool };
  }
  const endCall = endCallDefinition(config);
  if (endCall) {
    offer.definitions.push(endCall);
    offer.byName[END_CALL] = { kind: "end_call", definition: endCall };
  }
  return offer;
}

export function callOrigin(offered: OfferedTool): {
  tool_id: string;
  origin: RunCallOrigin;
  tool_type: RunCallToolType;
} {
  return offered.kind === "end_call"
    ? { tool_id: END_CALL, origin: "built_in", tool_type: "system" }
    : { tool_id: offered.tool.id, origin: "llm", tool_type: offered.tool.type };
}

/** The arguments as an object, or null when they are not a JSON object. */
export function parseArguments(raw: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw.trim() === "" ? "{}" : raw);
    return value !== null && typeof value === "object" && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
