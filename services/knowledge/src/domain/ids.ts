import { randomBytes } from "node:crypto";

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/**
 * A workspace id checked against the signed caller (or taken from an event of that workspace).
 * Every repository query takes it first, so a query without a tenant does not type-check.
 */
export type WorkspaceId = Brand<string, "WorkspaceId">;

export function asWorkspaceId(id: string): WorkspaceId {
  return id as WorkspaceId;
}

export type IdPrefix = "kdoc" | "kfd";

/** 128 random bits: opaque and never sequential. */
export function newId<P extends IdPrefix>(prefix: P): `${P}_${string}` {
  return `${prefix}_${randomBytes(16).toString("base64url")}`;
}

/** A fresh random token (leases, index versions). */
export function newToken(): string {
  return randomBytes(12).toString("base64url");
}
