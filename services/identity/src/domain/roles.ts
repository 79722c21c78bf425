import type { WorkspaceRole } from "@cx/contracts";
import { AppError } from "@cx/errors";

export type Role = WorkspaceRole;

const RANK: Record<Role, number> = { owner: 3, admin: 2, member: 1 };

export function atLeast(role: Role, minimum: Role): boolean {
  return RANK[role] >= RANK[minimum];
}

export function lowerOf(a: Role, b: Role): Role {
  return RANK[a] <= RANK[b] ? a : b;
}

function requireAdmin(actor: Role): void {
  if (!atLeast(actor, "admin")) throw AppError.forbidden("Only an admin or owner may manage members.");
}

function requireOwner(actor: Role, message: string): void {
  if (actor !== "owner") throw AppError.forbidden(message);
}

/** Adding a member: an admin grants `member` or `admin`; only an owner grants `owner`. */
export function assertMayGrant(actor: Role, role: Role): void {
  requireAdmin(actor);
  if (role === "owner") requireOwner(actor, "Only an owner may grant the owner role.");
}

export interface RoleChange {
  actor: Role;
  current: Role;
  next: Role;
  /** Owners of the workspace now, the target included when they are one. */
  ownerCount: number;
}

/**
 * Changing a member's role: only an owner touches the owner role (granting it or changing an
 * owner), and the last owner cannot be demoted. Permission is checked before the last-owner rule,
 * so an admin learns nothing about how many owners there are.
 */
export function assertMayChangeRole({ actor, current, next, ownerCount }: RoleChange): void {
  requireAdmin(actor);
  if (current === "owner") requireOwner(actor, "Only an owner may change an owner's role.");
  if (next === "owner") requireOwner(actor, "Only an owner may grant the owner role.");
  if (current === "owner" && next !== "owner" && ownerCount <= 1) throw lastOwner();
}

export function assertMayRemove({ actor, current, ownerCount }: Omit<RoleChange, "next">): void {
  requireAdmin(actor);
  if (current === "owner") requireOwner(actor, "Only an owner may remove an owner.");
  if (current === "owner" && ownerCount <= 1) throw lastOwner();
}

/** An API key never carries more than its creator holds when creating it. */
export function assertMayIssueKey(actor: Role, keyRole: Role): void {
  if (!atLeast(actor, keyRole)) throw AppError.forbidden("An API key cannot have a role above your own.");
}

/**
 * What a key may do now: its own role, capped by its creator's current role, so demoting the
 * creator demotes their keys at once.
 */
export function effectiveKeyRole(keyRole: Role, creatorRole: Role): Role {
  return lowerOf(keyRole, creatorRole);
}

function lastOwner(): AppError {
  return new AppError("last_owner", "The workspace must keep at least one owner.");
}
