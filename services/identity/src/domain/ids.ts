import { newId as makeId } from "@cx/ids";

export { asWorkspaceId, type WorkspaceId } from "@cx/ids";

declare const brand: unique symbol;
export type UserId = string & { readonly [brand]: "UserId" };

export function asUserId(id: string): UserId {
  return id as UserId;
}

export type IdPrefix = "usr" | "ws" | "key" | "ses" | "mem";

export function newId<P extends IdPrefix>(prefix: P): `${P}_${string}` {
  return makeId(prefix);
}
