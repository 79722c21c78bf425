import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { waitUntil } from "@cx/bus/testing";
import { documentedVerifier, type Receiver, startReceiver, type VerifyCxSignature } from "@cx/webhooks/testing";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import { FAILING_ANALYSIS_CONFIG } from "../../harness/agent-configs.ts";
import type { ApiClient } from "../../harness/api-client.ts";
import { eventually } from "../../harness/eventually.ts";
import type { RunningPlatform } from "../../harness/index.ts";
import { startConversation } from "./conversations.ts";

/**
 * Webhooks through the gateway: an owner registers a receiver on loopback (the suites' platforms
 * open `127.0.0.0/8` with `OUTBOUND_ALLOWED_NETWORKS`), a conversation ended in the
 * conversations service reaches it signed (checked with the documented code), the attempt is
 * listed, a ping answers its attempt; members and other workspaces are kept out.
 */
export function webhooksSuite(platform: () => RunningPlatform) {
  describe("webhooks", () => {
    let owner: Account;
    let stranger: Account;
    let member: ApiClient;
    let ws: string;
    let receiver: Receiver;
    let verify: VerifyCxSignature;

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      stranger = await signUp(platform().baseUrl);
      ws = `/api/v1/workspaces/${owner.workspaceId}`;
      member = owner.api.withBearer((await createApiKey(owner.api, owner.workspaceId, "member")).key);
      receiver = startReceiver();
      verify = await documentedVerifier();
    });
    afterAll(() => receiver.stop());

    it("delivers a conversation's end signed to the receiver, lists the attempt and sends a ping", async () => {
      const created = await owner.api.request("POST", `${ws}/webhooks`, {
        url: receiver.url("/cx-events"),
        events: ["conversation.ended"],
      });
      expect(created.status).toBe(201);
      const { id, secret } = created.json as { id: string; secret: string };
      expect(secret).toMatch(/^whsec_/);

      const agent = await owner.api.request("POST", `${ws}/agents`, {
        name: "Hooked",
        config: { agent: { first_message: "Hi!" } },
      });
      const started = await startConversation(owner.api, ws, agent.json.id);
      expect(started.status).toBe(201);
      await owner.api.request("POST", `${ws}/conversations/${started.json.id}/end`);

      const listed = await eventually(
        () => owner.api.request("GET", `${ws}/webhooks/${id}/deliveries`),
        (r) => r.json?.items?.length >= 1,
      );
      expect(listed.json.items[0]).toMatchObject({ event_type: "conversation.ended", attempt: 1, status_code: 200 });
      const delivered = receiver.received.find((r) => r.headers["x-cx-event-type"] === "conversation.ended");
      expect(delivered?.path).toBe("/cx-events");
      // `data` is the conversation itself (its detail), not the event's ids.
      expect(JSON.parse(delivered!.body)).toMatchObject({
        type: "conversation.ended",
        workspace_id: owner.workspaceId,
        data: { id: started.json.id, agent_id: agent.json.id, status: "ended" },
      });
      expect(verify(secret, delivered!.headers["x-cx-signature"]!, delivered!.body)).toBe(true);

      const ping = await owner.api.request("POST", `${ws}/webhooks/${id}/test`);
      expect(ping.status).toBe(200);
      expect(ping.json).toMatchObject({ event_type: "ping", status_code: 200 });
      expect(JSON.stringify((await owner.api.request("GET", `${ws}/webhooks/${id}`)).json)).not.toContain(secret);
    });

    it("delivers each event type with its resource as the resource's GET answers it", async () => {
      const everything = startReceiver();
      try {
        const created = await owner.api.request("POST", `${ws}/webhooks`, {
          url: everything.url("/everything"),
          events: [
            "conversation.ended",
            "conversation.analysis.completed",
            "test_invocation.completed",
            "deployment.changed",
            "deployment.rolled_back",
          ],
        });
        expect(created.status).toBe(201);
        const secret = created.json.secret as string;
        const deliveries = (type: string) =>
          everything.received
            .filter((r) => r.headers["x-cx-event-type"] === type)
            .map((r) => JSON.parse(r.body).data as Record<string, unknown>);

        // A canary whose analysed conversations all fail, rolled back after two (part 11).
        const agent = await owner.api.request("POST", `${ws}/agents`, {
          name: "Delivered",
          config: FAILING_ANALYSIS_CONFIG,
        });
        const agentId = agent.json.id as string;
        const mainId = agent.json.main_branch_id as string;
        const canary = (await owner.api.request("POST", `${ws}/agents/${agentId}/branches`, { name: "canary" })).json
          .id as string;
        await owner.api.request("PATCH", `${ws}/agents/${agentId}`, {
          deployment_policy: { rollback: { enabled: true, min_conversations: 2, max_failure_rate: 0.2 } },
        });
        const split = await owner.api.request("PUT", `${ws}/agents/${agentId}/deployments`, {
          branches: [
            { branch_id: mainId, percentage: 70 },
            { branch_id: canary, percentage: 30 },
          ],
        });
        expect(split.status).toBe(200);
        const splitAnswer = (await owner.api.request("GET", `${ws}/agents/${agentId}/deployments`)).json;
        const conversationIds: string[] = [];
        let onCanary = 0;
        for (let i = 0; i < 60 && onCanary < 2; i++) {
          const started = await startConversation(owner.api, ws, agentId);
          conversationIds.push(started.json.id);
          await owner.api.request("POST", `${ws}/conversations/${started.json.id}/messages`, { text: "Hello there" });
          await owner.api.request("POST", `${ws}/conversations/${started.json.id}/end`);
          if (started.json.branch_id === canary) onCanary++;
        }
        expect(onCanary).toBe(2);
        const history = await eventually(
          () => owner.api.request("GET", `${ws}/agents/${agentId}/deployments/history`),
          (r) => r.json?.items?.[0]?.reason === "auto_rollback",
        );
        const [rollback, splitEntry, createdEntry] = history.json.items;
        expect(rollback.reason).toBe("auto_rollback");
        const rolledBackAnswer = (await owner.api.request("GET", `${ws}/agents/${agentId}/deployments`)).json;

        // A test invocation of the agent, to its end.
        const testId = (
          await owner.api.request("POST", `${ws}/agent-tests`, {
            type: "next_reply",
            name: "Greets",
            chat_history: [{ role: "user", message: "Hello" }],
            success_condition: "The agent greets the user",
          })
        ).json.id as string;
        const invocationId = (
          await owner.api.request("POST", `${ws}/agents/${agentId}/test-invocations`, { test_ids: [testId] })
        ).json.id as string;
        const invocation = await eventually(
          () => owner.api.request("GET", `${ws}/test-invocations/${invocationId}`),
          (r) => r.json?.status === "completed",
        );

        // Every conversation analysed, and its analysis delivered.
        const finals = new Map<string, Record<string, unknown>>();
        for (const id of conversationIds) {
          const final = await eventually(
            () => owner.api.request("GET", `${ws}/conversations/${id}`),
            (r) => ["done", "failed", "skipped"].includes(r.json?.analysis_status),
          );
          finals.set(id, final.json);
        }
        await waitUntil(
          () =>
            deliveries("conversation.analysis.completed").length === conversationIds.length &&
            deliveries("conversation.ended").length === conversationIds.length &&
            deliveries("test_invocation.completed").length === 1 &&
            deliveries("deployment.rolled_back").length === 1 &&
            deliveries("deployment.changed").length === 3,
          "every event delivered",
          20_000,
        );

        // The analysis is the last change of a conversation: its delivery is the conversation now.
        for (const data of deliveries("conversation.analysis.completed")) {
          expect(data).toEqual(finals.get(data.id as string) ?? {});
        }
        // An end is delivered as the conversation was read then: maybe before its analysis was.
        for (const data of deliveries("conversation.ended")) {
          const final = finals.get(data.id as string) ?? {};
          const { analysis_status, analysis, call_successful, title, events, ...rest } = data;
          const { analysis_status: _s, analysis: _a, call_successful: _c, title: _t, events: all, ...same } = final;
          expect(rest).toEqual(same);
          expect((all as unknown[]).slice(0, (events as unknown[]).length)).toEqual(events as unknown[]);
          expect(["pending", "processing", "done"]).toContain(analysis_status as string);
          if (analysis_status === "done") {
            expect({ analysis, call_successful, title }).toEqual({
              analysis: final.analysis,
              call_successful: final.call_successful,
              title: final.title,
            });
          }
        }
        expect(deliveries("test_invocation.completed")).toEqual([invocation.json]);
        const changed = new Map(deliveries("deployment.changed").map((data) => [data.deployment_id, data]));
        expect(changed.get(splitEntry.deployment_id)).toEqual({ ...splitAnswer, history_entry: splitEntry });
        expect(changed.get(rollback.deployment_id)).toEqual({ ...rolledBackAnswer, history_entry: rollback });
        expect(changed.get(createdEntry.deployment_id)).toEqual({
          deployment_id: createdEntry.deployment_id,
          distribution: createdEntry.distribution,
          updated_at: createdEntry.created_at,
          history_entry: createdEntry,
        });
        expect(deliveries("deployment.rolled_back")).toEqual([{ ...rolledBackAnswer, history_entry: rollback }]);
        for (const r of everything.received) expect(verify(secret, r.headers["x-cx-signature"]!, r.body)).toBe(true);
      } finally {
        await everything.stop();
      }
    });

    it("keeps members and other workspaces out, and refuses private URLs the operator did not open", async () => {
      const created = await owner.api.request("POST", `${ws}/webhooks`, {
        url: receiver.url("/other"),
        events: ["deployment.changed"],
      });
      const id = created.json.id as string;
      expect((await member.request("GET", `${ws}/webhooks`)).status).toBe(403);
      expect((await member.request("POST", `${ws}/webhooks/${id}/test`)).status).toBe(403);
      const theirs = `/api/v1/workspaces/${stranger.workspaceId}/webhooks/${id}`;
      expect((await stranger.api.request("GET", theirs)).status).toBe(404);
      expect((await stranger.api.request("GET", `${ws}/webhooks/${id}`)).status).toBe(404);
      const refused = await owner.api.request("POST", `${ws}/webhooks`, {
        url: "http://10.9.8.7/hook",
        events: ["deployment.changed"],
      });
      expect([refused.status, refused.json.error.details.reason]).toEqual([422, "url_not_public"]);
    });
  });
}
