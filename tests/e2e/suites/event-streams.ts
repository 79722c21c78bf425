import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { OpenAiTestServer } from "@cx/llm/testing";
import { type Account, createApiKey, signUp } from "../../harness/accounts.ts";
import { ApiClient } from "../../harness/api-client.ts";
import { startHeldInvocation } from "../../harness/held-invocation.ts";
import type { RunningPlatform } from "../../harness/index.ts";
import { streamEnds } from "../../harness/sse.ts";

/**
 * Event streams through the gateway (extensions part 0, "Event streams"), on an invocation whose
 * only run waits on its model call, so its live updates stay open: 20 per credential, the 21st
 * refused with 429 until one closes, and a credential's streams end when it is revoked, its
 * session logged out, or its member removed.
 */
export function eventStreamsSuite(platform: () => RunningPlatform, model: () => OpenAiTestServer) {
  describe("event streams", () => {
    let owner: Account;
    let events: string;
    let invocationPath: string;
    const aborts: AbortController[] = [];

    beforeAll(async () => {
      owner = await signUp(platform().baseUrl);
      invocationPath = await startHeldInvocation(owner, model());
      events = `${platform().baseUrl}${invocationPath}/events`;
    });

    afterAll(async () => {
      for (const abort of aborts) abort.abort();
      await owner.api.request("POST", `${invocationPath}/cancel`);
      model().reset();
    });

    /** Opens the invocation's live updates and reads its first event: the stream is open end to end. */
    async function open(headers: Record<string, string>) {
      const abort = new AbortController();
      aborts.push(abort);
      const response = await fetch(events, {
        headers: { accept: "text/event-stream", ...headers },
        signal: abort.signal,
      });
      if (response.status !== 200) return { response, abort, reader: undefined };
      const reader = response.body!.getReader();
      const first = await reader.read();
      expect(new TextDecoder().decode(first.value)).toContain("event: run");
      return { response, abort, reader };
    }

    it("holds 20 open streams per credential, refuses the 21st with 429 rate_limited, and takes it once one closed", async () => {
      const { key } = await createApiKey(owner.api, owner.workspaceId, "member");
      const bearer = { authorization: `Bearer ${key}` };
      const streams = [];
      for (let i = 0; i < 20; i++) {
        const stream = await open(bearer);
        expect(stream.response.status).toBe(200);
        streams.push(stream);
      }
      const refused = await open(bearer);
      expect(refused.response.status).toBe(429);
      expect(refused.response.headers.get("retry-after")).toBe("1");
      expect(await refused.response.json()).toEqual({
        error: {
          code: "rate_limited",
          message: "Too many open event streams; close one before opening another.",
          details: { retry_after_seconds: 1 },
        },
      });
      // Another credential of the same workspace has places of its own.
      const other = await open({ cookie: owner.api.sessionCookie! });
      expect(other.response.status).toBe(200);
      other.abort.abort();

      streams.pop()!.abort.abort();
      // The closed stream's place is given back once the gateway sees the client gone.
      let again = await open(bearer);
      for (let tries = 0; again.response.status === 429 && tries < 100; tries++) {
        await Bun.sleep(50);
        again = await open(bearer);
      }
      expect(again.response.status).toBe(200);
      for (const stream of [...streams, again]) stream.abort.abort();
    });

    it("ends a key's open streams when the key is revoked", async () => {
      const { id, key } = await createApiKey(owner.api, owner.workspaceId, "member");
      const stream = await open({ authorization: `Bearer ${key}` });
      expect(stream.response.status).toBe(200);
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      expect((await owner.api.request("DELETE", `${ws}/api-keys/${id}`)).status).toBe(204);
      expect(await streamEnds(stream.reader)).toBe(true);
      expect((await open({ authorization: `Bearer ${key}` })).response.status).toBe(401);
    });

    it("ends a session's open streams when it logs out, and a member's when they are removed", async () => {
      const ws = `/api/v1/workspaces/${owner.workspaceId}`;
      const secondSession = new ApiClient(platform().baseUrl);
      const login = await secondSession.request("POST", "/api/v1/auth/login", {
        email: owner.email,
        password: owner.password,
      });
      expect(login.status).toBe(200);
      const loggedOut = await open({ cookie: secondSession.sessionCookie! });
      expect(loggedOut.response.status).toBe(200);
      expect((await secondSession.request("POST", "/api/v1/auth/logout")).status).toBe(204);
      expect(await streamEnds(loggedOut.reader)).toBe(true);
      // The owner's other session goes on.
      expect((await owner.api.request("GET", ws)).status).toBe(200);

      const member = await signUp(platform().baseUrl);
      const added = await owner.api.request("POST", `${ws}/members`, { email: member.email, role: "member" });
      expect(added.status).toBe(201);
      const ofMember = await open({ cookie: member.api.sessionCookie! });
      expect(ofMember.response.status).toBe(200);
      expect((await owner.api.request("DELETE", `${ws}/members/${member.userId}`)).status).toBe(204);
      expect(await streamEnds(ofMember.reader)).toBe(true);
      expect((await open({ cookie: member.api.sessionCookie! })).response.status).toBe(404);
    });
  });
}
