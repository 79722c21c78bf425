import { type TProperties, Type } from "@sinclair/typebox";
import { DateTime } from "../builders.ts";

/**
 * Fields every payload carries: the tenant (so a consumer can scope its read model) and when the
 * fact happened (consumers order by it, since at-least-once delivery may reorder messages).
 * Payload objects stay open: a consumer built against an older contract keeps working when a
 * publisher adds a field. Within a payload, required members are the ones some consumer acts on;
 * audit details (who did it, previous values) are optional so a publisher may omit what it lacks.
 */
export function EventPayload<T extends TProperties>(properties: T) {
  return Type.Object({
    workspace_id: Type.String(),
    ...properties,
    occurred_at: DateTime(),
  });
}
