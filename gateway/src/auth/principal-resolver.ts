import type { Role } from "@cx/http-kit";
import type { Credential } from "./credentials.ts";

/** A verified user or API key, with the workspaces it may act in. */
export interface Principal {
  userId: string;
  via: "session" | "api_key";
  sessionId?: string;
  keyId?: string;
  /** Role per workspace id the principal may act in (one entry for an API key). */
  workspaces: Record<string, Role>;
}

/** Turns a credential into a principal; null when it is unknown, expired or revoked. */
export interface PrincipalResolver {
  resolve(credential: Exclude<Credential, { kind: "none" }>): Promise<Principal | null>;
}
