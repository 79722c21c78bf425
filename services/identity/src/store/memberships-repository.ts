import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import { type Database, findKeysetPage, type Page, type PageRequest, requireTenant } from "@cx/store";
import type { UserId, WorkspaceId } from "../domain/ids.ts";
import type { Role } from "../domain/roles.ts";
import { COLLECTIONS } from "./collections.ts";
import type { MembershipDocument } from "./documents.ts";

export class MembershipsRepository {
  private readonly memberships: OutboxCollection<MembershipDocument>;

  constructor(database: Database, outbox: Outbox) {
    this.memberships = outbox.track(database.collection<MembershipDocument>(COLLECTIONS.memberships));
  }

  /** Throws `DuplicateKeyError` when the user is already a member. */
  insert(workspaceId: WorkspaceId, membership: MembershipDocument, events: Events = []): Promise<void> {
    requireTenant(workspaceId, membership.workspace_id);
    return this.memberships.insertOne(membership, { events });
  }

  find(workspaceId: WorkspaceId, userId: string): Promise<MembershipDocument | null> {
    return this.memberships.findOne({ workspace_id: workspaceId, user_id: userId });
  }

  page(workspaceId: WorkspaceId, request: PageRequest): Promise<Page<MembershipDocument>> {
    return findKeysetPage(this.memberships, { workspace_id: workspaceId }, "joined_at", request);
  }

  countOwners(workspaceId: WorkspaceId): Promise<number> {
    return this.memberships.countDocuments({ workspace_id: workspaceId, role: "owner" });
  }

  /** Applies only if the role is still `expected`, so a concurrent change is not overwritten. */
  async changeRole(
    workspaceId: WorkspaceId,
    userId: string,
    expected: Role,
    role: Role,
    events: Events = [],
  ): Promise<boolean> {
    const result = await this.memberships.updateOne(
      { workspace_id: workspaceId, user_id: userId, role: expected },
      { $set: { role } },
      { events },
    );
    return result.matchedCount === 1;
  }

  async remove(workspaceId: WorkspaceId, userId: string, expected: Role, events: Events = []): Promise<boolean> {
    return (
      (await this.memberships.deleteOne({ workspace_id: workspaceId, user_id: userId, role: expected }, { events })) ===
      1
    );
  }

  async removeAll(workspaceId: WorkspaceId): Promise<void> {
    await this.memberships.deleteMany({ workspace_id: workspaceId });
  }

  /** One user's memberships across workspaces (their principal and their workspace list). */
  ofUser(userId: UserId): Promise<MembershipDocument[]> {
    return this.memberships.find({ user_id: userId }, { sort: { joined_at: 1, _id: 1 } });
  }

  pageOfUser(userId: UserId, request: PageRequest): Promise<Page<MembershipDocument>> {
    return findKeysetPage(this.memberships, { user_id: userId }, "joined_at", request);
  }
}
