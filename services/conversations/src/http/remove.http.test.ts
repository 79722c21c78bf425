import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import type { AgentConfig } from "@cx/contracts";
import { everyStoredRow } from "@cx/store/testing";
import { type ConversationsHarness, OTHER_WS, startConversations } from "../testing/conversations.ts";

let h: ConversationsHarness;
beforeAll(async () => {
  h = await startConversations();
});
afterAll(() => h.stop());

const config: AgentConfig = {
  agent: { first_message: "Hello.", prompt: { prompt: "You are the support agent of Toko.", llm: "vendor-a-5-mini" } },
  platform_settings: {
    evaluation: {
      criteria: [{ id: "ship", name: "Ship", conversation_goal_prompt: "The agent said when orders ship." }],
    },
  },
};

describe("removing a conversation", () => {
  it("removes it with its transcript, events and analysis from every store, admin only", async () => {
    const agent = await h.createAgent(config);
    const started = await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} });
    const id = started.json.id as string;
    const secret = "Zephyr-quartz-4471 is my order";
    expect((await h.call("POST", `/conversations/${id}/messages`, { body: { text: secret } })).status).toBe(200);
    expect((await h.call("POST", `/conversations/${id}/end`)).status).toBe(200);
    await waitUntil(
      async () => (await h.call("GET", `/conversations/${id}`)).json.analysis_status === "done",
      "the analysis done",
    );
    expect(everyStoredRow(h.store).some((row) => row.includes("Zephyr-quartz-4471"))).toBe(true);

    const byMember = await h.call("DELETE", `/conversations/${id}`, { role: "member" });
    expect([byMember.status, byMember.json.error.code]).toEqual([403, "forbidden"]);
    expect((await h.call("DELETE", `/conversations/${id}`, { workspaceId: OTHER_WS, role: "admin" })).status).toBe(404);

    expect((await h.call("DELETE", `/conversations/${id}`, { role: "admin" })).status).toBe(204);
    expect((await h.call("GET", `/conversations/${id}`)).status).toBe(404);
    expect((await h.call("DELETE", `/conversations/${id}`, { role: "admin" })).status).toBe(404);
    expect((await h.call("POST", `/conversations/${id}/analysis/run`)).status).toBe(404);
    const listed = await h.call("GET", "/conversations", { query: { agent_id: agent.agentId } });
    expect(listed.json.items).toEqual([]);
    // Nothing of what was said stays even before the removal's event is relayed; then the document goes.
    expect(everyStoredRow(h.store).filter((row) => row.includes("Zephyr-quartz-4471"))).toEqual([]);
    await waitUntil(() => !everyStoredRow(h.store).some((row) => row.includes(id)), "the document gone");
    const deleted = h.published.find(
      (m) =>
        m.topic === "conversations.conversation.deleted" &&
        (m.payload as { conversation_id: string }).conversation_id === id,
    );
    expect(deleted?.payload).toMatchObject({ conversation_id: id, agent_id: agent.agentId });
  });

  it("is not brought back by an analysis that was still pending or running", async () => {
    const agent = await h.createAgent(config);
    const started = await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} });
    const id = started.json.id as string;
    await h.call("POST", `/conversations/${id}/messages`, { body: { text: "Kestrel-amber-0932 please" } });
    // Ended and removed at once: its analysis job is queued, or running, when the document goes.
    await h.call("POST", `/conversations/${id}/end`);
    expect((await h.call("DELETE", `/conversations/${id}`, { role: "admin" })).status).toBe(204);
    await waitUntil(
      () =>
        h.published.some(
          (m) =>
            m.topic === "conversations.analysis.requested" &&
            (m.payload as { conversation_id: string }).conversation_id === id,
        ),
      "the analysis job sent",
    );
    // The job's message has been sent; give its runner the moment it takes to find nothing.
    await Bun.sleep(300);
    expect((await h.call("GET", `/conversations/${id}`)).status).toBe(404);
    expect(everyStoredRow(h.store).filter((row) => row.includes("Kestrel-amber-0932"))).toEqual([]);
    await waitUntil(() => !everyStoredRow(h.store).some((row) => row.includes(id)), "the document gone");
  });
});
