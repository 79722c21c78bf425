import type { Events, Outbox, OutboxCollection } from "@cx/outbox";
import type { Database } from "@cx/store";
import type { UserId } from "../domain/ids.ts";
import { COLLECTIONS } from "./collections.ts";
import type { SessionDocument } from "./documents.ts";

/** Sessions belong to a user, not to a workspace. Revoking one deletes it. */
export class SessionsRepository {
  private readonly sessions: OutboxCollection<SessionDocument>;

  constructor(database: Database, outbox: Outbox) {
    this.sessions = outbox.track(database.collection<SessionDocument>(COLLECTIONS.sessions));
  }

  insert(session: SessionDocument): Promise<void> {
    return this.sessions.insertOne(session);
  }

  findByTokenHash(tokenHash: string): Promise<SessionDocument | null> {
    return this.sessions.findOne({ token_hash: tokenHash });
  }

  findOfUser(userId: UserId, sessionId: string): Promise<SessionDocument | null> {
    return this.sessions.findOne({ _id: sessionId, user_id: userId });
  }

  async delete(sessionId: string, events: Events = []): Promise<boolean> {
    return (await this.sessions.deleteOne({ _id: sessionId }, { events })) === 1;
  }

  deleteExpired(now: Date): Promise<number> {
    return this.sessions.deleteMany({ expires_at: { $lte: now.toISOString() } });
  }
}
