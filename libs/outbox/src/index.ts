export { outboxModule, outboxSlice } from "./module.ts";
export { Outbox, type OutboxOptions } from "./outbox.ts";
export { OutboxCollection, type Recording } from "./outbox-collection.ts";
export { type Events, type NewEvent, type OutboxFields, type PendingEvent, pendingEvent } from "./pending-event.ts";
