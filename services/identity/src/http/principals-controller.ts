import { PrincipalCredential, RESOLVE_PRINCIPAL_PATH } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { CALLER_HEADER, createController, verifyCaller } from "@cx/http-kit";
import type { IdentityDeps } from "../app/deps.ts";
import { resolvePrincipal } from "../app/resolve-principal.ts";

/** Not in the public route table: the gateway calls it in process or over the cluster network. */
export function principalsController(deps: IdentityDeps, secret: string) {
  return createController("identity-principals").post(
    RESOLVE_PRINCIPAL_PATH,
    async ({ body }) => {
      const principal = await resolvePrincipal(deps, body);
      if (!principal) throw AppError.unauthenticated();
      return principal;
    },
    {
      body: PrincipalCredential,
      // Before validation: without a genuine internal caller nothing about the body is answered.
      transform({ request }) {
        const caller = verifyCaller(request.headers.get(CALLER_HEADER), secret);
        if (caller?.via !== "internal") throw AppError.unauthenticated();
      },
    },
  );
}
