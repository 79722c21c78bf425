import { AppError } from "@cx/errors";
import { requestCaller } from "./caller.ts";
import { pathOf } from "./request-handler.ts";

/** Probes of the orchestrator, which never pass through the gateway. */
const UNSIGNED_PATHS: ReadonlySet<string> = new Set(["/healthz", "/readyz"]);

/**
 * A service answers only what came through the gateway: every request must carry a caller the
 * gateway signed (a user, an API key, the gateway itself, or the anonymous caller of a public
 * route), or it is 401 before any routing, validation or work. Otherwise anyone who can reach a
 * service on the cluster network would skip the gateway's rate limits and access rules.
 */
export function requireGatewaySignature(secret: string) {
  return ({ request }: { request: Request }): void => {
    if (requestCaller(request, secret)) return;
    if (!UNSIGNED_PATHS.has(pathOf(request.url))) {
      throw AppError.unauthenticated("This service answers only requests forwarded by the gateway.");
    }
  };
}
