import { describe, expect, it } from "bun:test";
import { type Cache, createMemoryBackend, createMemoryCache, type SubscriptionEvents } from "@cx/cache";
import {
  PRINCIPAL_INVALIDATION_APPLIED_CHANNEL,
  PRINCIPAL_INVALIDATION_CHANNEL,
  type PrincipalInvalidation,
} from "@cx/contracts";
import { createLogger } from "@cx/logger";
import { listenForInvalidations } from "./invalidation-listener.ts";

describe("invalidation listener", () => {
  it("applies each invalidation, then confirms those that carry an announcement, and ignores nonsense", async () => {
    const backend = createMemoryBackend();
    const [gateway, identity] = [createMemoryCache({ backend }), createMemoryCache({ backend })];
    const applied: PrincipalInvalidation[] = [];
    const confirmed: Array<[string, number]> = [];
    await listenForInvalidations(
      gateway,
      { invalidate: (message) => applied.push(message), setListening: () => {} },
      createLogger("gateway"),
    );
    await identity.subscribe(PRINCIPAL_INVALIDATION_APPLIED_CHANNEL, (announcement) =>
      confirmed.push([announcement, applied.length]),
    );

    await identity.publish(PRINCIPAL_INVALIDATION_CHANNEL, JSON.stringify({ kind: "user", userId: "usr_1" }));
    await identity.publish(PRINCIPAL_INVALIDATION_CHANNEL, "{not json");
    await identity.publish(PRINCIPAL_INVALIDATION_CHANNEL, JSON.stringify({ kind: "user", announcement: "x" }));
    const reached = await identity.publish(
      PRINCIPAL_INVALIDATION_CHANNEL,
      JSON.stringify({ kind: "api_key", keyId: "key_1", announcement: "a1" }),
    );
    await Bun.sleep(10);

    expect(reached).toBe(1);
    expect(applied).toEqual([
      { kind: "user", userId: "usr_1" },
      { kind: "api_key", keyId: "key_1", announcement: "a1" },
    ]);
    // Confirmed only after the entry was dropped: two invalidations applied when it was sent.
    expect(confirmed).toEqual([["a1", 2]]);
  });

  it("stops the cache's use while the subscription is interrupted, and starts it again once resumed", async () => {
    let events: SubscriptionEvents | undefined;
    const cache = {
      subscribe: async (_channel: string, _handler: unknown, given?: SubscriptionEvents) => {
        events = given;
        return async () => {};
      },
    } as unknown as Cache;
    const listening: boolean[] = [];
    await listenForInvalidations(
      cache,
      { invalidate: () => {}, setListening: (value) => listening.push(value) },
      createLogger("gateway", { level: "silent" }),
    );
    events?.interrupted?.();
    events?.resumed?.();
    expect(listening).toEqual([false, true]);
  });
});
