import type { Role } from "../domain/roles.ts";

/** Stored shapes. Times are ISO 8601 UTC strings, which sort in time order. */

export interface UserDocument {
  _id: string;
  /** Normalised (trimmed, lower case); unique. */
  email: string;
  name: string;
  /** argon2id PHC string; never leaves this service. */
  passwordHash: string;
  createdAt: string;
}

export interface WorkspaceDocument {
  _id: string;
  name: string;
  createdBy: string;
  createdAt: string;
  /** Lease that serialises changes which could remove an owner (last-owner rule). */
  ownerLockUntil: string | null;
}

export interface MembershipDocument {
  _id: string;
  workspaceId: string;
  userId: string;
  role: Role;
  joinedAt: string;
}

export interface SessionDocument {
  _id: string;
  /** SHA-256 (hex) of the cookie token; the token itself is never stored. */
  tokenHash: string;
  userId: string;
  remember: boolean;
  createdAt: string;
  expiresAt: string;
}

export interface ApiKeyDocument {
  _id: string;
  workspaceId: string;
  name: string;
  role: Exclude<Role, "owner">;
  /** SHA-256 (hex) of the key. */
  keyHash: string;
  keyPrefix: string;
  createdBy: string;
  createdAt: string;
  /** Flushed from the cache about once a minute; the cache may hold a later value. */
  lastUsedAt: string | null;
  revokedAt: string | null;
  revokedBy: string | null;
}
