import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";
const LENGTH = 24;

/**
 * `<prefix>_` and 24 random characters of [0-9a-z] (about 124 bits): opaque, unguessable, with no
 * order to walk, and free of `-`/`_` so ids read the same everywhere. Rejection sampling keeps
 * every character equally likely.
 */
export function newId<P extends string>(prefix: P): `${P}_${string}` {
  let out = "";
  while (out.length < LENGTH) {
    for (const byte of randomBytes(LENGTH * 2)) {
      if (byte < 252 && out.length < LENGTH) out += ALPHABET[byte % 36];
    }
  }
  return `${prefix}_${out}`;
}

declare const workspaceBrand: unique symbol;

/**
 * A workspace id that came from a verified caller (or from a tenant-scoped event). Repositories
 * take one as the first argument of every workspace-scoped query and put it in every filter, so a
 * query that forgot the tenant does not type-check.
 */
export type WorkspaceId = string & { readonly [workspaceBrand]: true };

export function asWorkspaceId(id: string): WorkspaceId {
  return id as WorkspaceId;
}
