import { type Collection, type Database, type Filter, type Page, pageOf } from "@cx/store";
import type { WorkspaceId } from "../domain/ids.ts";
import type { EntryListing } from "../domain/list-query.ts";
import { COLLECTIONS } from "./collections.ts";
import type { EntryDocument, FolderDocument, TestDocument } from "./documents.ts";
import { listFilter, sortFieldOf } from "./list-filter.ts";
import { scopeKey } from "./scope-keys.ts";

/** `$in` lists are cut to this size, which both engines answer from an index comfortably. */
const IN_CHUNK = 500;

function chunks<T>(values: readonly T[], size = IN_CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += size) out.push(values.slice(i, i + size));
  return out;
}

/** What tree walks need of an entry, without the test content. */
export type EntryOutline = Pick<
  EntryDocument,
  "_id" | "entity_type" | "parent_key" | "created_by" | "name" | "name_key" | "access_user_ids"
> & { access?: TestDocument["access"] };

const OUTLINE = {
  _id: 1,
  entity_type: 1,
  parent_key: 1,
  created_by: 1,
  name: 1,
  name_key: 1,
  access_user_ids: 1,
  access: 1,
} as const;

export function siblingKeyOfFolder(nameKey: string): string {
  return `folder:${nameKey}`;
}

export function siblingKeyOfTest(id: string): string {
  return `test:${id}`;
}

/** The fields that place an entry under a parent. */
export function placement(workspaceId: WorkspaceId, parentKey: string) {
  return { parent_key: parentKey, folder_scope: scopeKey(workspaceId, parentKey) };
}

/**
 * Folders and tests of the agent-test tree. Every method takes the workspace first and confines
 * its filter to it: by id through `entry_key`, by folder through `folder_scope` (see `scopeKey`).
 */
export class EntriesRepository {
  readonly collection: Collection<EntryDocument>;

  constructor(database: Database) {
    this.collection = database.collection<EntryDocument>(COLLECTIONS.entries);
  }

  private byId(workspaceId: WorkspaceId, id: string): Filter {
    return { _id: id, entry_key: scopeKey(workspaceId, id) };
  }

  private byIds(workspaceId: WorkspaceId, ids: readonly string[]): Filter {
    return { _id: { $in: [...ids] }, entry_key: { $in: ids.map((id) => scopeKey(workspaceId, id)) } };
  }

  private checkOwned(workspaceId: WorkspaceId, entries: readonly EntryDocument[]): void {
    for (const entry of entries) {
      if (entry.workspace_id !== workspaceId || entry.entry_key !== scopeKey(workspaceId, entry._id)) {
        throw new Error("entry written to another workspace");
      }
    }
  }

  /** Throws `DuplicateKeyError` when a sibling folder already has the name. */
  async insert(workspaceId: WorkspaceId, entry: EntryDocument): Promise<void> {
    this.checkOwned(workspaceId, [entry]);
    await this.collection.insertOne(entry);
  }

  /** Seeding for tests and benchmarks: one write for many entries. */
  async insertMany(workspaceId: WorkspaceId, entries: EntryDocument[]): Promise<void> {
    this.checkOwned(workspaceId, entries);
    await this.collection.insertMany(entries);
  }

  find(workspaceId: WorkspaceId, id: string): Promise<EntryDocument | null> {
    return this.collection.findOne(this.byId(workspaceId, id));
  }

  async findFolder(workspaceId: WorkspaceId, id: string): Promise<FolderDocument | null> {
    const entry = await this.find(workspaceId, id);
    return entry?.entity_type === "folder" ? entry : null;
  }

  async findTest(workspaceId: WorkspaceId, id: string): Promise<TestDocument | null> {
    const entry = await this.find(workspaceId, id);
    return entry?.entity_type === "test" ? entry : null;
  }

  async findMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<EntryDocument[]> {
    const found: EntryDocument[] = [];
    for (const part of chunks([...new Set(ids)]))
      found.push(...(await this.collection.find(this.byIds(workspaceId, part))));
    return found;
  }

  /** Folders by id with only what breadcrumbs and tree checks need. */
  async folderOutlines(workspaceId: WorkspaceId, ids: readonly string[]): Promise<EntryOutline[]> {
    const found: EntryOutline[] = [];
    for (const part of chunks([...new Set(ids)])) {
      const docs = await this.collection.find(
        { ...this.byIds(workspaceId, part), entity_type: "folder" },
        { projection: OUTLINE },
      );
      found.push(...(docs as EntryOutline[]));
    }
    return found;
  }

  async hasChildren(workspaceId: WorkspaceId, folderId: string): Promise<boolean> {
    const child = await this.collection.findOne(
      { folder_scope: scopeKey(workspaceId, folderId) },
      { projection: { _id: 1 } },
    );
    return child !== null;
  }

  /** Direct children of any of the given parents. */
  async childrenOf(workspaceId: WorkspaceId, parentKeys: readonly string[]): Promise<EntryOutline[]> {
    const found: EntryOutline[] = [];
    for (const part of chunks([...new Set(parentKeys)])) {
      const docs = await this.collection.find(
        { folder_scope: { $in: part.map((key) => scopeKey(workspaceId, key)) } },
        { projection: OUTLINE },
      );
      found.push(...(docs as EntryOutline[]));
    }
    return found;
  }

  /** The entry of `parentKey` that holds this sibling key (a folder of that name), if any. */
  async sibling(workspaceId: WorkspaceId, parentKey: string, siblingKey: string): Promise<EntryOutline | null> {
    const doc = await this.collection.findOne(
      { folder_scope: scopeKey(workspaceId, parentKey), sibling_key: siblingKey },
      { projection: OUTLINE },
    );
    return doc as EntryOutline | null;
  }

  /**
   * The page of entries a listing shows to `callerId`, in its order: up to `pageSize` entries
   * whose sort key comes after `after` (the last key of the previous page, or null), the next
   * cursor holding what `cursorAt` makes of the last one's sort key. Null when the listing names
   * a folder that does not exist in the workspace.
   */
  async listPage(
    workspaceId: WorkspaceId,
    listing: EntryListing,
    callerId: string,
    after: string | null,
    pageSize: number,
    cursorAt: (sortKey: string) => unknown,
  ): Promise<Page<EntryDocument> | null> {
    if (listing.scope.kind === "folder" && !(await this.findFolder(workspaceId, listing.scope.folderId))) return null;
    const sortField = sortFieldOf(listing);
    const found = await this.collection.find(listFilter(workspaceId, listing, callerId, after), {
      sort: { [sortField]: 1 },
      limit: pageSize + 1,
    });
    return pageOf(found, pageSize, (entry) => cursorAt(entry[sortField]));
  }

  /**
   * Sets fields of one entry when it still holds the `expected` values the caller read
   * (optimistic concurrency). Returns whether it matched. Throws `DuplicateKeyError` on a sibling
   * name clash.
   */
  async update(
    workspaceId: WorkspaceId,
    id: string,
    set: Partial<EntryDocument>,
    expected: Partial<EntryDocument> = {},
  ): Promise<boolean> {
    const result = await this.collection.updateOne({ ...expected, ...this.byId(workspaceId, id) }, { $set: set });
    return result.matchedCount === 1;
  }

  /** Moves entries that are still under `from` (or anywhere, without it) to `toParentKey`. */
  async move(workspaceId: WorkspaceId, ids: readonly string[], toParentKey: string, from?: string): Promise<number> {
    const filter: Filter = this.byIds(workspaceId, ids);
    if (from !== undefined) filter.parent_key = from;
    const result = await this.collection.updateMany(filter, { $set: placement(workspaceId, toParentKey) });
    return result.modifiedCount;
  }

  async delete(workspaceId: WorkspaceId, id: string): Promise<boolean> {
    return (await this.collection.deleteOne(this.byId(workspaceId, id))) === 1;
  }

  /** One write, so the embedded engine removes all of them or none. */
  deleteMany(workspaceId: WorkspaceId, ids: readonly string[]): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.collection.deleteMany(this.byIds(workspaceId, ids));
  }
}
