import type { Cache } from "@cx/cache";
import { PRINCIPAL_INVALIDATION_CHANNEL, type PrincipalInvalidation } from "@cx/contracts";
import type { Logger } from "@cx/logger";

export { PRINCIPAL_INVALIDATION_CHANNEL, type PrincipalInvalidation };

/**
 * Tells every gateway replica to drop cached principals, over the cache's pub/sub (the channel
 * and message schema live in `@cx/contracts`, since the gateway may not import a service). Called
 * before the request that revoked something is answered. A failure is logged: the revocation
 * itself is stored, and the gateway's short principal lifetime bounds how long a replica that
 * missed the message keeps the old principal.
 */
export class PrincipalInvalidator {
  constructor(
    private readonly cache: Cache,
    private readonly logger: Logger,
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

  private async send(message: PrincipalInvalidation): Promise<void> {
    try {
      await this.cache.publish(PRINCIPAL_INVALIDATION_CHANNEL, JSON.stringify(message));
    } catch (error) {
      this.logger.error({ err: error, kind: message.kind }, "principal invalidation could not be published");
    }
  }
}
