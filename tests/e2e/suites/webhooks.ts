import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import { documentedVerifier, type Receiver, startReceiver, type VerifyCxSignature } from "@cx/webhooks/testing";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
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
      expect(JSON.parse(delivered!.body)).toMatchObject({
        type: "conversation.ended",
        workspace_id: owner.workspaceId,
        data: { conversation_id: started.json.id },
      });
      expect(verify(secret, delivered!.headers["x-cx-signature"]!, delivered!.body)).toBe(true);

      const ping = await owner.api.request("POST", `${ws}/webhooks/${id}/test`);
      expect(ping.status).toBe(200);
      expect(ping.json).toMatchObject({ event_type: "ping", status_code: 200 });
      expect(JSON.stringify((await owner.api.request("GET", `${ws}/webhooks/${id}`)).json)).not.toContain(secret);
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
