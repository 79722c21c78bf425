import { Principal, RESOLVE_PRINCIPAL_PATH } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { CALLER_HEADER, type FetchHandler, signCaller } from "@cx/http-kit";
import { Value } from "@sinclair/typebox/value";
import { TIMED_OUT, withDeadline } from "../forwarding/deadline.ts";
import type { Credential } from "./credentials.ts";
import type { PrincipalResolver } from "./principal-resolver.ts";

export interface IdentityPrincipalResolverOptions {
  internalSecret: string;
  /** How long identity may take to answer before the credential counts as not checked (503). */
  timeoutMs: number;
}

/**
 * Asks the identity service who a credential belongs to, over the same client the gateway
 * forwards with (in process or HTTP). Only identity's refusal (a 4XX) means "not authenticated":
 * when identity cannot be reached, is too slow, fails or answers nonsense, the credential was not
 * checked, and the caller gets 503 `unavailable` rather than a 401 that would sign a dashboard
 * user out.
 */
export function identityPrincipalResolver(
  identity: FetchHandler,
  options: IdentityPrincipalResolverOptions,
): PrincipalResolver {
  return {
    async resolve(credential: Exclude<Credential, { kind: "none" }>): Promise<Principal | null> {
      const request = new Request(`http://identity${RESOLVE_PRINCIPAL_PATH}`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          [CALLER_HEADER]: signCaller(
            { userId: "system:gateway", workspaceId: null, role: null, via: "internal" },
            options.internalSecret,
          ),
        },
        body: JSON.stringify(credential),
      });
      let principal: unknown;
      try {
        const response = await withDeadline(identity(request), options.timeoutMs);
        if (response === TIMED_OUT) throw notChecked();
        if (response.status >= 400 && response.status < 500) return null;
        if (response.status !== 200) throw notChecked();
        principal = await response.json();
      } catch {
        throw notChecked();
      }
      // Trust, but check the shape: a principal is the key to every workspace it names.
      if (!Value.Check(Principal, principal)) throw notChecked();
      return principal;
    },
  };
}

function notChecked(): AppError {
  return new AppError("unavailable", "Credentials cannot be checked right now; try again shortly.");
}
