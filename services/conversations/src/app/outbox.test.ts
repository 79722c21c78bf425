import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { MessageBus } from "@cx/bus";
import { refusingPublishes, waitUntil } from "@cx/bus/testing";
import { Topics } from "@cx/contracts";
import type { OutboxFields } from "@cx/outbox";
import type { ConversationRecord } from "../store/records.ts";
import { type ConversationsHarness, startConversations } from "../testing/conversations.ts";

const ANNOUNCEMENTS: string[] = [Topics.CONVERSATIONS_CONVERSATION_ENDED, Topics.CONVERSATIONS_ANALYSIS_COMPLETED];

/** The service's bus refuses its announcements until `up`; the harness still records what the bus carries. */
let up = () => {};
function refusingAnnouncements(bus: MessageBus): MessageBus {
  const refusing = refusingPublishes(bus, ANNOUNCEMENTS);
  up = refusing.up;
  return refusing.bus;
}

let h: ConversationsHarness;
beforeAll(async () => {
  // The process's outbox sweeper (started by the runtime, as in production) looks every 100 ms.
  h = await startConversations({ env: { OUTBOX_SWEEP_INTERVAL_MS: "100" }, wrapBus: refusingAnnouncements });
});
afterAll(() => h.stop());

const stored = (id: string) =>
  h.store.database("conversations").collection<ConversationRecord & OutboxFields>("conversations").findOne({ _id: id });
const waiting = async (id: string) => ((await stored(id))?.outbox ?? []).map((event) => [event.topic, event.id]);

describe("conversation events through the outbox", () => {
  it("records the end and the analysis outcome on the conversation, and the sweeper sends them once the bus takes them", async () => {
    const agent = await h.createAgent({ agent: { first_message: "Hi!", prompt: { prompt: "You help." } } });
    const id = (await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} })).json.id as string;
    const ended = await h.call("POST", `/conversations/${id}/end`);
    expect(ended.status).toBe(200);
    const endedAt = ended.json.ended_at as string;
    // Refused by the bus, the end waits on the conversation; the analysis job was sent regardless.
    const analysed = await h.waitForAnalysis(id);
    expect(analysed.analysis_status).toBe("skipped");
    const record = await stored(id);
    const completedId = `${id}:${record?.events.at(-1)?.created_at}`;
    expect(await waiting(id)).toEqual([
      [Topics.CONVERSATIONS_CONVERSATION_ENDED, `${id}:ended`],
      [Topics.CONVERSATIONS_ANALYSIS_COMPLETED, completedId],
    ]);
    const announcements = () => h.published.filter((m) => ANNOUNCEMENTS.includes(m.topic));
    expect(announcements()).toEqual([]);

    up();
    await waitUntil(() => announcements().length === 2, "both announcements sent by the sweeper", 10000);
    expect(announcements().map((m) => [m.topic, m.id])).toEqual([
      [Topics.CONVERSATIONS_CONVERSATION_ENDED, `${id}:ended`],
      [Topics.CONVERSATIONS_ANALYSIS_COMPLETED, completedId],
    ]);
    expect(announcements()[0]?.payload).toEqual({
      workspace_id: record?.workspace_id,
      conversation_id: id,
      agent_id: agent.agentId,
      branch_id: agent.branchId,
      version_id: agent.versionId,
      source: "api",
      end_reason: "api",
      ended_at: endedAt,
      occurred_at: endedAt,
    });
    expect(announcements()[1]?.payload).toMatchObject({
      conversation_id: id,
      agent_id: agent.agentId,
      analysis_status: "skipped",
      call_successful: null,
    });
    await waitUntil(async () => (await waiting(id)).length === 0, "the sent events taken off the conversation");
  });
});
