import { afterAll, beforeAll, beforeEach, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { asWorkspaceId } from "@cx/ids";
import { OpenAiTestServer } from "@cx/llm/testing";
import { beginTurn } from "../app/turns.ts";
import { type ConversationsHarness, startConversations, WS } from "../testing/conversations.ts";

let server: OpenAiTestServer;
let h: ConversationsHarness;
beforeAll(async () => {
  server = OpenAiTestServer.start();
  h = await startConversations({ env: { LLM_BASE_URL: server.url, LLM_MAX_RETRIES: "0" } });
});
afterAll(async () => {
  await h.stop();
  await server.stop();
});
beforeEach(() => server.reset());

async function start(config: Record<string, unknown> = { agent: { prompt: { prompt: "Help." } } }) {
  const agent = await h.createAgent(config);
  return (await h.call("POST", `/agents/${agent.agentId}/conversations`, { body: {} })).json.id as string;
}

function gapless(detail: { transcript: { seq: number }[]; events: { seq: number }[] }) {
  return detail.transcript.every((e, i) => e.seq === i) && detail.events.every((e, i) => e.seq === i);
}

describe("one turn at a time", () => {
  it("answers a second message sent during a turn 409 conversation_busy, losing no turn", async () => {
    const id = await start();
    // A slow answer (the server's default reply after the delay) keeps the first turn in progress.
    server.enqueue({ kind: "slow", delayMs: 400 });
    const first = h.call("POST", `/conversations/${id}/messages`, { body: { text: "first" } });
    await waitUntil(() => server.requests.length === 1, "the first turn to reach the model");
    const second = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "second" } });
    expect([second.status, second.json.error.code]).toEqual([409, "conversation_busy"]);
    const answered = await first;
    expect(answered.status).toBe(200);
    server.enqueue({ kind: "text", text: "Second answer." });
    const retried = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "second" } });
    expect(retried.status).toBe(200);
    expect(retried.json.transcript.map((e: { role: string }) => e.role)).toEqual(["user", "agent", "user", "agent"]);
    expect(retried.json.transcript.map((e: { text: string }) => e.text)).toEqual([
      "first",
      answered.json.transcript[1].text,
      "second",
      "Second answer.",
    ]);
    expect(retried.json.turn_count).toBe(2);
    expect(gapless(retried.json)).toBe(true);
  });

  it("lets many messages race: each is answered or refused busy, and the record stays whole", async () => {
    const id = await start();
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => h.call("POST", `/conversations/${id}/messages`, { body: { text: `m${i}` } })),
    );
    const ok = answers.filter((a) => a.status === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(answers.every((a) => a.status === 200 || a.json.error.code === "conversation_busy")).toBe(true);
    const detail = (await h.call("GET", `/conversations/${id}`)).json;
    expect(detail.turn_count).toBe(ok);
    expect(detail.transcript.filter((e: { role: string }) => e.role === "user").length).toBe(ok);
    expect(gapless(detail)).toBe(true);
  });

  it("ends after the turn in progress when an end races a message", async () => {
    const id = await start();
    server.enqueue({ kind: "slow", delayMs: 300 });
    const message = h.call("POST", `/conversations/${id}/messages`, { body: { text: "question" } });
    await waitUntil(() => server.requests.length === 1, "the turn to reach the model");
    const ended = await h.call("POST", `/conversations/${id}/end`);
    const answered = await message;
    expect(answered.status).toBe(200);
    expect(ended.status).toBe(200);
    expect(ended.json.status).toBe("ended");
    const types = ended.json.events.map((e: { type: string }) => e.type);
    expect(types).toEqual(["conversation.started", "user.message", "agent.message", "conversation.ended"]);
    expect(ended.json.transcript).toEqual(answered.json.transcript);
    expect(ended.json.transcript.map((e: { role: string }) => e.role)).toEqual(["user", "agent"]);
    expect(gapless(ended.json)).toBe(true);
  });

  it("refuses a message once an end won the race", async () => {
    const id = await start();
    const [ended, message] = await Promise.all([
      h.call("POST", `/conversations/${id}/end`),
      h.call("POST", `/conversations/${id}/messages`, { body: { text: "late" } }),
    ]);
    expect(ended.status).toBe(200);
    const detail = (await h.call("GET", `/conversations/${id}`)).json;
    if (message.status === 200) {
      // The message came first: its turn is recorded before the end.
      expect(detail.events.at(-1).type).toBe("conversation.ended");
      expect(detail.transcript.some((e: { text: string }) => e.text === "late")).toBe(true);
    } else {
      expect(message.json.error.code).toBe("conversation_not_active");
      expect(detail.transcript.some((e: { text: string }) => e.text === "late")).toBe(false);
    }
    expect(gapless(detail)).toBe(true);
  });
});

describe("the turn lease", () => {
  it("frees the conversation of a holder that died mid-turn within 15 seconds", async () => {
    const id = await start();
    // A replica that took the turn and was killed before its reply: nothing renews or gives it back.
    await beginTurn(h.deps, asWorkspaceId(WS), id, { text: "lost with its replica" });
    const meanwhile = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "anyone?" } });
    expect([meanwhile.status, meanwhile.json.error.code]).toEqual([409, "conversation_busy"]);
    const later = new Date(Date.now() + 15_000);
    h.deps.now = () => later;
    try {
      const taken = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "anyone?" } });
      expect(taken.status).toBe(200);
      expect(taken.json.transcript.map((e: { text: string }) => e.text)[0]).toBe("anyone?");
    } finally {
      delete h.deps.now;
    }
  });

  it("keeps the turn of a reply that runs longer than the lease: no second message slips in", async () => {
    const id = await start();
    const { settings } = h.deps;
    const usualLease = settings.turnLeaseMs;
    settings.turnLeaseMs = 1000;
    try {
      server.enqueue({ kind: "slow", delayMs: 2500 });
      const first = h.call("POST", `/conversations/${id}/messages`, { body: { text: "long question" } });
      await waitUntil(() => server.requests.length === 1, "the turn to reach the model");
      const taken = await h.deps.conversations.find(asWorkspaceId(WS), id);
      const firstExpiry = Date.parse(taken?.turn_until ?? "");
      // Past the lease the turn was first taken for: only its renewals still hold the conversation.
      await waitUntil(() => Date.now() > firstExpiry + 200, "the first lease to run out", 5000);
      const second = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "second" } });
      expect([second.status, second.json.error?.code]).toEqual([409, "conversation_busy"]);
      const answered = await first;
      expect([answered.status, answered.json.turn_count]).toEqual([200, 1]);
      expect(answered.json.transcript.map((e: { role: string }) => e.role)).toEqual(["user", "agent"]);
    } finally {
      settings.turnLeaseMs = usualLease;
    }
  });
});

describe("max_duration_seconds", () => {
  it("ends the conversation at the first message past the limit", async () => {
    const id = await start({ agent: { prompt: { prompt: "Help." } }, conversation: { max_duration_seconds: 60 } });
    const inTime = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "quick" } });
    expect(inTime.status).toBe(200);
    const later = new Date(Date.now() + 61_000);
    h.deps.now = () => later;
    try {
      const late = await h.call("POST", `/conversations/${id}/messages`, { body: { text: "still there?" } });
      expect([late.status, late.json.error.code]).toEqual([409, "conversation_not_active"]);
      expect(late.json.error.details).toMatchObject({ status: "ended", end_reason: "max_duration" });
    } finally {
      delete h.deps.now;
    }
    const detail = (await h.call("GET", `/conversations/${id}`)).json;
    expect(detail).toMatchObject({ status: "ended", end_reason: "max_duration", turn_count: 1 });
    expect(detail.events.at(-1)).toMatchObject({ type: "conversation.ended", payload: { end_reason: "max_duration" } });
  });
});
