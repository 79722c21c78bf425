import type { Role } from "../domain/roles.ts";

/** Stored shapes. Times are ISO 8601 UTC strings, which sort in time order. */

export interface UserDocument {
  _id: string;
  /** Normalised (trimmed, lower case); unique. */
  email: string;
  name: string;
  /** argon2id PHC string; never leaves this service. */
  password_hash: string;
  created_at: string;
}

export interface WorkspaceDocument {
  _id: string;
  name: string;
  created_by: string;
  created_at: string;
  /** Lease that serialises changes which could remove an owner (last-owner rule). */
  owner_lock_until: string | null;
}

export interface MembershipDocument {
  _id: string;
  workspace_id: string;
  user_id: string;
  role: Role;
  joined_at: string;
}

export interface SessionDocument {
  _id: string;
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  token_hash: string;
  user_id: string;
  remember: boolean;
  created_at: string;
  expires_at: string;
}

export interface ApiKeyDocument {
  _id: string;
  workspace_id: string;
  name: string;
  role: Exclude<Role, "owner">;
  /** SHA-256 (hex) of the key. */
  key_hash: string;
  key_prefix: string;
  created_by: string;
  created_at: string;
  /** Flushed from the cache about once a minute; the cache may hold a later value. */
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}
