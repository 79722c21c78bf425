import type { Collection, Database, Filter, StoredDocument } from "./port.ts";

const BATCH_SIZE = 500;

/**
 * Moves a collection's documents from old top-level field names to new ones, for a service whose
 * stored shape changed. Indexes naming an old field are dropped first: left in place, they would
 * index every migrated document as missing the field, and a unique one would refuse the second.
 * Each document is rewritten whole, in one write, so a crash leaves every document in one shape
 * or the other and the next run finishes the rest; a run with nothing left to move changes nothing.
 * Where a document holds both names, the new one wins: it was written by the newer code.
 *
 * Runs before the service serves or consumes: a replica of the old version still writing old names
 * would need another run (see `docs/decisions/stored-field-names.md`).
 */
export async function renameStoredFields<T extends StoredDocument>(
  collection: Collection<T>,
  renames: Readonly<Record<string, string>>,
): Promise<number> {
  const oldNames = Object.keys(renames);
  assertRenames(renames);
  if (oldNames.length === 0) return 0;
  for (const index of await collection.listIndexes()) {
    const namesOldField = Object.keys(index.keys).some((path) => oldNames.includes(path.split(".")[0] as string));
    if (namesOldField && index.name) await collection.dropIndex(index.name);
  }
  const stale: Filter = { $or: oldNames.map((name) => ({ [name]: { $exists: true } })) };
  let rewritten = 0;
  for (;;) {
    const batch = await collection.find(stale, { limit: BATCH_SIZE, sort: { _id: 1 } });
    if (batch.length === 0) return rewritten;
    for (const doc of batch) {
      const result = await collection.replaceOne({ _id: doc._id }, renamed(doc, renames));
      rewritten += result.matchedCount;
    }
  }
}

function renamed<T extends StoredDocument>(doc: T, renames: Readonly<Record<string, string>>): T {
  const fields = doc as Record<string, unknown>;
  const moved: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const newName = renames[name];
    if (newName === undefined) moved[name] = value;
    else if (!(newName in fields)) moved[newName] = value;
  }
  return moved as T;
}

function assertRenames(renames: Readonly<Record<string, string>>): void {
  const oldNames = new Set(Object.keys(renames));
  for (const [from, to] of Object.entries(renames)) {
    const invalid = [from, to].find((name) => name === "_id" || name.includes(".") || name.startsWith("$") || !name);
    if (invalid !== undefined) throw new RangeError(`cannot rename the field "${invalid}"`);
    if (oldNames.has(to)) throw new RangeError(`"${to}" is both renamed and a new name`);
  }
}

/** Where a database records the migrations that finished, one document each, named by its id. */
export const MIGRATIONS_COLLECTION = "migrations";

/**
 * `renameStoredFields` for each collection of a database, by collection name; the total number of
 * documents rewritten. Runs before the service ensures its indexes: the old indexes may carry the
 * names the new ones take. Once every collection is done, `migration` is recorded in the
 * database's `migrations` collection, so later starts skip the scans for old names (a full read of
 * each collection) with one read; a run cut short records nothing and is repeated whole.
 */
export async function renameStoredFieldsIn(
  database: Database,
  migration: string,
  renamesByCollection: Readonly<Record<string, Readonly<Record<string, string>>>>,
): Promise<number> {
  const migrations = database.collection<StoredDocument & { completed_at: string }>(MIGRATIONS_COLLECTION);
  if (await migrations.findOne({ _id: migration })) return 0;
  let rewritten = 0;
  for (const [name, renames] of Object.entries(renamesByCollection)) {
    rewritten += await renameStoredFields(database.collection(name), renames);
  }
  await migrations.replaceOne(
    { _id: migration },
    { _id: migration, completed_at: new Date().toISOString() },
    { upsert: true },
  );
  return rewritten;
}
