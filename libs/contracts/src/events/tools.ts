import { type Static, Type } from "@sinclair/typebox";
import { DateTime, LiteralUnion, Nullable } from "../builders.ts";
import { WEBHOOK_METHODS, WORKSPACE_TOOL_TYPES } from "../resources/tool.ts";
import { EventPayload } from "./base.ts";

/**
 * A tool as services that run agents need it. Header values never travel in events: services
 * that call webhooks get the header names here and the values from the agents service itself.
 */
const ToolState = {
  tool_id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  type: LiteralUnion(WORKSPACE_TOOL_TYPES),
  parameters: Type.Record(Type.String(), Type.Unknown()),
  webhook: Nullable(
    Type.Object({
      url: Type.String(),
      method: LiteralUnion(WEBHOOK_METHODS),
      header_names: Type.Array(Type.String()),
      timeout_ms: Type.Integer({ minimum: 1 }),
    }),
  ),
  updated_at: DateTime(),
};

export const ToolCreatedEvent = EventPayload({ ...ToolState, created_by: Type.Optional(Type.String()) });
export type ToolCreatedEvent = Static<typeof ToolCreatedEvent>;

export const ToolUpdatedEvent = EventPayload(ToolState);
export type ToolUpdatedEvent = Static<typeof ToolUpdatedEvent>;

export const ToolDeletedEvent = EventPayload({ tool_id: Type.String(), name: Type.Optional(Type.String()) });
export type ToolDeletedEvent = Static<typeof ToolDeletedEvent>;
