import { randomBytes } from "node:crypto";

import { newId as makeId } from "@cx/ids";

export { asWorkspaceId, type WorkspaceId } from "@cx/ids";

export type IdPrefix = "kdoc" | "kfd";

export function newId<P extends IdPrefix>(prefix: P): `${P}_${string}` {
  return makeId(prefix);
}

/** A fresh random token (leases, index versions). */
export function newToken(): string {
  return randomBytes(12).toString("base64url");
}
