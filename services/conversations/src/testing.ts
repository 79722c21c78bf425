/**
 * For tests and benchmarks that run the service in processes of their own: seeding the service's
 * database before a worker opens it, and reading it back after.
 */
import type { MessageBus } from "@cx/bus";
import type { AgentConfig, TranscriptEntry } from "@cx/contracts";
import { newId } from "@cx/ids";
import { createLogger } from "@cx/logger";
import { Outbox } from "@cx/outbox";
import type { Database } from "@cx/store";
import { endingFields } from "./app/records.ts";
import { ConversationsRepository } from "./store/conversations-repository.ts";
import type { ConversationRecord } from "./store/records.ts";

export type { ConversationRecord };
export { ConversationsRepository };

/** An ended conversation whose analysis is queued (`pending`), as an end leaves it. */
export function endedConversation(options: {
  workspaceId: string;
  config: AgentConfig;
  transcript: TranscriptEntry[];
  queuedAt: string;
  id?: string;
}): ConversationRecord {
  const at = options.queuedAt;
  return {
    _id: options.id ?? newId("conv"),
    workspace_id: options.workspaceId,
    agent_id: newId("agt"),
    agent_name: "Seeded agent",
    branch_id: newId("br"),
    branch_name: "main",
    version_id: newId("ver"),
    config_json: JSON.stringify(options.config),
    is_draft_run: false,
    source: "api",
    external_user_id: null,
    dynamic_variables_json: "{}",
    title: null,
    call_successful: null,
    analysis_json: null,
    started_at: at,
    input_tokens: 0,
    output_tokens: 0,
    cost_nanos: 0,
    turn_count: options.transcript.filter((e) => e.role === "user").length,
    transcript: options.transcript,
    events: [{ seq: 0, type: "conversation.ended", created_at: at, payload_json: '{"end_reason":"api"}' }],
    history_json: "[]",
    revision: 0,
    turn_token: null,
    turn_until: null,
    run_id: null,
    ...endingFields("ended", "api", at),
  };
}

/** Seeding and reading back record no events: the outbox of such a repository has no bus to use. */
const NO_BUS = {
  publish: async () => {
    throw new Error("a seeding repository publishes nothing");
  },
  settled: async () => {},
} as unknown as MessageBus;

export async function conversationsRepository(database: Database): Promise<ConversationsRepository> {
  const outbox = new Outbox(NO_BUS, createLogger("conversations-seeding", { level: "silent" }), {
    relayAfterWrite: false,
  });
  const repository = new ConversationsRepository(database, outbox);
  await repository.init();
  return repository;
}
