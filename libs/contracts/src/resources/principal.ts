import { type Static, Type } from "@sinclair/typebox";
import { Body } from "../builders.ts";
import { WorkspaceRole } from "./workspace.ts";

/**
 * Internal: the gateway asks identity who a credential belongs to
 * (`POST /internal/v1/principals/resolve`) and caches the answer. Not part of the public API.
 */
export const RESOLVE_PRINCIPAL_PATH = "/internal/v1/principals/resolve";

export const PrincipalCredential = Body({
  kind: Type.Union([Type.Literal("session"), Type.Literal("api_key")]),
  // Bounded so nobody makes identity hash megabytes; a malformed token is just unknown (401).
  token: Type.String({ maxLength: 512 }),
});
export type PrincipalCredential = Static<typeof PrincipalCredential>;

/** A verified user or API key, with its role in each workspace it may act in. */
export const Principal = Type.Object({
  userId: Type.String({ minLength: 1 }),
  via: Type.Union([Type.Literal("session"), Type.Literal("api_key")]),
  sessionId: Type.Optional(Type.String()),
  keyId: Type.Optional(Type.String()),
  workspaces: Type.Record(Type.String(), WorkspaceRole),
});
export type Principal = Static<typeof Principal>;
