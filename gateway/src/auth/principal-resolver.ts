import type { Principal } from "@cx/contracts";
import type { Credential } from "./credentials.ts";

export type { Principal };

/**
 * Turns a credential into a principal; null when identity says it is unknown, expired or revoked.
 * Rejects with `AppError("unavailable")` when that could not be found out (identity down).
 */
export interface PrincipalResolver {
  resolve(credential: Exclude<Credential, { kind: "none" }>): Promise<Principal | null>;
  /** A principal this resolver already holds, without asking anyone; undefined when it holds none. */
  cached?(credential: Exclude<Credential, { kind: "none" }>): Principal | undefined;
}
