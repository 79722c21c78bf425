import { randomBytes } from "node:crypto";

declare const brand: unique symbol;
type Brand<T, B extends string> = T & { readonly [brand]: B };

/**
 * A workspace id that has been checked against the signed caller. Every repository method takes it
 * first, so a query without a verified tenant does not type-check.
 */
export type WorkspaceId = Brand<string, "WorkspaceId">;

export function asWorkspaceId(id: string): WorkspaceId {
  return id as WorkspaceId;
}

/** `tst_` test, `tfd_` test folder, `trv_` test revision, `tdl_` subtree deletion in progress. */
export type IdPrefix = "tst" | "tfd" | "trv" | "tdl";

/** 128 random bits: opaque, never sequential, safe to show. */
export function newId<P extends IdPrefix>(prefix: P): `${P}_${string}` {
  return `${prefix}_${randomBytes(16).toString("base64url")}`;
}

export function isFolderId(id: string): boolean {
  return id.startsWith("tfd_");
}

export function isTestId(id: string): boolean {
  return id.startsWith("tst_");
}
