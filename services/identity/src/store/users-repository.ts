import type { Collection, Database } from "@cx/store";
import { COLLECTIONS } from "./collections.ts";
import type { UserDocument } from "./documents.ts";

/** Users are global (not workspace-scoped): one account across workspaces. */
export class UsersRepository {
  private readonly users: Collection<UserDocument>;

  constructor(database: Database) {
    this.users = database.collection<UserDocument>(COLLECTIONS.users);
  }

  /** Throws `DuplicateKeyError` when the (normalised) email is taken. */
  insert(user: UserDocument): Promise<void> {
    return this.users.insertOne(user);
  }

  findByEmail(normalisedEmail: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: normalisedEmail });
  }

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findOne({ _id: id });
  }

  findByIds(ids: readonly string[]): Promise<UserDocument[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.users.find({ _id: { $in: [...ids] } });
  }

  async delete(id: string): Promise<void> {
    await this.users.deleteOne({ _id: id });
  }
}
