import { randomUUID } from "node:crypto";
import type { Cache } from "@cx/cache";
import {
  PRINCIPAL_INVALIDATION_APPLIED_CHANNEL,
  PRINCIPAL_INVALIDATION_CHANNEL,
  type PrincipalInvalidation,
} from "@cx/contracts";
import type { Logger } from "@cx/logger";
import pTimeout from "p-timeout";

export { PRINCIPAL_INVALIDATION_CHANNEL, type PrincipalInvalidation };

/** How long a revocation waits for the gateway replicas' confirmations before it is answered anyway. */
export const CONFIRMATION_WAIT_MS = 1_000;

/**
 * Tells every gateway replica to drop cached principals, over the cache's pub/sub (the channel
 * and message schema live in `@cx/contracts`, since the gateway may not import a service), and
 * waits until every replica the message reached has confirmed it: the request that revoked
 * something is answered after that, so the next request is refused on whichever replica it
 * lands. The wait is bounded, and a failure is logged rather than thrown: the revocation itself
 * is stored, and the gateway's short principal lifetime bounds how long a replica that missed the
 * message keeps the old principal.
 */
export class PrincipalInvalidator {
  private readonly waiting = new Map<string, () => void>();
  private listening: Promise<unknown> | undefined;

  constructor(
    private readonly cache: Cache,
    private readonly logger: Logger,
    private readonly confirmationWaitMs = CONFIRMATION_WAIT_MS,
  ) {}

  session(tokenHash: string): Promise<void> {
    return this.send({ kind: "session", tokenHash });
  }

  apiKey(keyId: string): Promise<void> {
    return this.send({ kind: "api_key", keyId });
  }

  user(userId: string): Promise<void> {
    return this.send({ kind: "user", userId });
  }

  private async send(invalidation: PrincipalInvalidation): Promise<void> {
    const announcement = randomUUID();
    try {
      // Listening first: a replica may confirm before the publish itself has returned.
      await this.listen();
      let confirmations = 0;
      let expected = Number.POSITIVE_INFINITY;
      const confirmed = Promise.withResolvers<void>();
      this.waiting.set(announcement, () => {
        confirmations++;
        if (confirmations >= expected) confirmed.resolve();
      });
      expected = await this.cache.publish(
        PRINCIPAL_INVALIDATION_CHANNEL,
        JSON.stringify({ ...invalidation, announcement }),
      );
      if (confirmations >= expected) confirmed.resolve();
      const late = await pTimeout(
        confirmed.promise.then(() => false),
        { milliseconds: this.confirmationWaitMs, fallback: () => true },
      );
      if (late) {
        this.logger.warn(
          { kind: invalidation.kind, replicas: expected, confirmations },
          "not every gateway replica confirmed a principal invalidation in time",
        );
      }
    } catch (error) {
      this.logger.error({ err: error, kind: invalidation.kind }, "principal invalidation could not be published");
    } finally {
      this.waiting.delete(announcement);
    }
  }

  private listen(): Promise<unknown> {
    this.listening ??= this.cache
      .subscribe(PRINCIPAL_INVALIDATION_APPLIED_CHANNEL, (announcement) => this.waiting.get(announcement)?.())
      .catch((error: unknown) => {
        this.listening = undefined;
        throw error;
      });
    return this.listening;
  }
}
