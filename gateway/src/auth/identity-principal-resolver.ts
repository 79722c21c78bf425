import { Principal, RESOLVE_PRINCIPAL_PATH } from "@cx/contracts";
import { CALLER_HEADER, type FetchHandler, signCaller } from "@cx/http-kit";
import { Value } from "@sinclair/typebox/value";
import type { Credential } from "./credentials.ts";
import type { PrincipalResolver } from "./principal-resolver.ts";

/**
 * Asks the identity service who a credential belongs to, over the same client the gateway
 * forwards with (in process or HTTP). Anything but a 200 means "not authenticated".
 */
export function identityPrincipalResolver(identity: FetchHandler, internalSecret: string): PrincipalResolver {
  return {
    async resolve(credential: Exclude<Credential, { kind: "none" }>): Promise<Principal | null> {
      const response = await identity(
        new Request(`http://identity${RESOLVE_PRINCIPAL_PATH}`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            [CALLER_HEADER]: signCaller(
              { userId: "system:gateway", workspaceId: null, role: null, via: "internal" },
              internalSecret,
            ),
          },
          body: JSON.stringify(credential),
        }),
      );
      if (response.status !== 200) return null;
      const principal: unknown = await response.json();
      // Trust, but check the shape: a principal is the key to every workspace it names.
      return Value.Check(Principal, principal) ? principal : null;
    },
  };
}
