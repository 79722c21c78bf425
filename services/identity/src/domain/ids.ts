import { randomBytes } from "node:crypto";

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/**
 * A workspace id that has been checked against the signed caller. Repositories take it as the
 * first argument of every workspace-scoped query, so a query without a verified tenant does not
 * type-check.
 */
export type WorkspaceId = Brand<string, "WorkspaceId">;
export type UserId = Brand<string, "UserId">;

export function asWorkspaceId(id: string): WorkspaceId {
  return id as WorkspaceId;
}

export function asUserId(id: string): UserId {
  return id as UserId;
}

export type IdPrefix = "usr" | "ws" | "key" | "ses" | "mem";

/** 128 random bits: opaque, never sequential, safe to show. */
export function newId<P extends IdPrefix>(prefix: P): `${P}_${string}` {
  return `${prefix}_${randomBytes(16).toString("base64url")}`;
}
