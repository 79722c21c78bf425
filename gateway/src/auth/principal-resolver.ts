import type { Principal } from "@cx/contracts";
import type { Credential } from "./credentials.ts";

export type { Principal };

/** Turns a credential into a principal; null when it is unknown, expired or revoked. */
export interface PrincipalResolver {
  resolve(credential: Exclude<Credential, { kind: "none" }>): Promise<Principal | null>;
}
