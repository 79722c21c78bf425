import type { Cache } from "@cx/cache";
import { PRINCIPAL_INVALIDATION_APPLIED_CHANNEL, PRINCIPAL_INVALIDATION_CHANNEL } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { type CachedPrincipalResolver, parseInvalidation } from "./cached-principal-resolver.ts";

/**
 * Applies identity's invalidations to this replica's principal cache, then confirms each one that
 * asks for it: identity answers a logout or a revocation once every replica has confirmed, so the
 * next request is refused on whichever replica it lands. While the subscription is interrupted
 * the cache is not used (`setListening`). Returns the unsubscribe function.
 */
export function listenForInvalidations(
  cache: Cache,
  principals: Pick<CachedPrincipalResolver, "invalidate" | "setListening">,
  logger: Logger,
): Promise<() => Promise<void>> {
  const events = {
    interrupted() {
      logger.warn(
        "principal invalidations lost with the cache's connection; identity checks every credential meanwhile",
      );
      principals.setListening(false);
    },
    resumed() {
      logger.info("principal invalidations heard again; resolved principals are kept again");
      principals.setListening(true);
    },
  };
  return cache.subscribe(
    PRINCIPAL_INVALIDATION_CHANNEL,
    (raw) => {
      const message = parseInvalidation(raw);
      if (!message) return;
      principals.invalidate(message);
      if (message.announcement === undefined) return;
      cache.publish(PRINCIPAL_INVALIDATION_APPLIED_CHANNEL, message.announcement).catch((error: unknown) => {
        // Identity stops waiting for this replica after a short while; the entry is gone already.
        logger.warn({ err: error }, "principal invalidation could not be confirmed");
      });
    },
    events,
  );
}
