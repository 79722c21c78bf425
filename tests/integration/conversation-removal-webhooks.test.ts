import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import type { AgentConfig } from "@cx/contracts";
import { everyStoredRow } from "@cx/store/testing";
import { documentedVerifier, type Receiver, startReceiver } from "@cx/webhooks/testing";
import {
  type ConversationsHarness,
  startConversations,
} from "../../services/conversations/src/testing/conversations.ts";
import { startWebhooks, type WebhooksHarness } from "../../services/webhooks/src/testing/webhooks.ts";

/**
 * The conversations and webhooks services on one bus and one embedded store: deliveries carry the
 * conversation as its `GET` answers it, and removing the conversation (extension spec part 11,
 * privacy requests) leaves nothing of what was said in any database, deliveries included.
 */
let conversations: ConversationsHarness;
let webhooks: WebhooksHarness;
let receiver: Receiver;

beforeAll(async () => {
  conversations = await startConversations();
  webhooks = await startWebhooks({ bus: conversations.bus, store: conversations.store, owners: false });
  receiver = startReceiver();
});
afterAll(async () => {
  await webhooks.stop();
  await conversations.stop();
  await receiver.stop();
});

const config: AgentConfig = {
  agent: { first_message: "Hello.", prompt: { prompt: "You are the support agent of Toko.", llm: "vendor-a-5-mini" } },
  platform_settings: {
    evaluation: {
      criteria: [{ id: "ship", name: "Ship", conversation_goal_prompt: "The agent said when orders ship." }],
    },
  },
};

describe("a conversation's webhook deliveries", () => {
  it("carry the conversation as its GET answers it, and go with it when it is removed", async () => {
    const { id: webhookId, secret } = await webhooks.createWebhook(receiver.url(), [
      "conversation.ended",
      "conversation.analysis.completed",
    ]);
    const agent = await conversations.createAgent(config);
    const started = await conversations.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} });
    const id = started.json.id as string;
    const said = "Pangolin-frost-6120 is my order";
    await conversations.call("POST", `/conversations/${id}/messages`, { body: { text: said } });
    await conversations.call("POST", `/conversations/${id}/end`);
    await conversations.waitForAnalysis(id);
    await waitUntil(() => receiver.received.length === 2, "both deliveries");

    const verify = await documentedVerifier();
    const byType = new Map(receiver.received.map((r) => [r.headers["x-cx-event-type"], r]));
    const analysed = byType.get("conversation.analysis.completed")!;
    expect(verify(secret, analysed.headers["x-cx-signature"]!, analysed.body)).toBe(true);
    const detail = (await conversations.call("GET", `/conversations/${id}`)).json;
    expect(JSON.parse(analysed.body).data).toEqual(detail);
    const ended = JSON.parse(byType.get("conversation.ended")!.body).data;
    expect(ended).toMatchObject({ id, status: "ended", transcript: detail.transcript });
    const rows = () => everyStoredRow(conversations.store).filter((row) => row.includes("Pangolin-frost-6120"));
    // Kept by the conversation and by each delivery's body.
    expect(rows().filter((row) => row.includes(webhookId)).length).toBe(2);

    expect((await conversations.call("DELETE", `/conversations/${id}`, { role: "admin" })).status).toBe(204);
    await waitUntil(() => rows().length === 0, "nothing of what was said in any database");
    // The attempts stay listed, without a body.
    expect((await webhooks.deliveries(webhookId)).map((a) => a.status_code)).toEqual([200, 200]);
  });
});
