import type { Database as Sqlite } from "bun:sqlite";
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from "node:fs";
import { join } from "node:path";
import { StartupError } from "@cx/errors";
import type { IndexSpec, StoredDocument } from "../port.ts";
import { isPlainObject } from "../subset.ts";
import { EmbeddedDatabase } from "./embedded-database.ts";

/** Data of the earlier format that cannot be brought over; the message says how to start afresh. */
export class LegacyDataError extends StartupError {
  constructor(
    readonly dataDir: string,
    readonly database: string,
    reason: string,
  ) {
    super(
      `the data directory ${dataDir} holds data of the earlier embedded store format that could not be ` +
        `migrated (${database}: ${reason}). To start afresh, stop the platform and move the directory ` +
        `${join(dataDir, database)} out of the data directory (or point DATA_DIR at an empty directory), ` +
        "then start again.",
    );
    this.name = "LegacyDataError";
  }
}

const DATABASE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const LOG_SUFFIX = ".jsonl";
const NEWLINE = 0x0a;
const DATE_TAG = "$date";

/** Databases kept in the earlier format: `<dataDir>/<database>/<collection>.jsonl`. */
export function legacyDatabases(dataDir: string): string[] {
  return readdirSync(dataDir).filter((entry) => {
    const path = join(dataDir, entry);
    return (
      DATABASE_NAME.test(entry) &&
      statSync(path).isDirectory() &&
      readdirSync(path).some((file) => file.endsWith(LOG_SUFFIX))
    );
  });
}

/** Turns the earlier format's `{"$date": ms}` back into dates, without recursion. */
function reviveDates(root: unknown): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    const holder = value as Record<string, unknown>;
    const keys = Array.isArray(value) ? value.keys() : isPlainObject(value) ? Object.keys(value) : [];
    for (const key of keys) {
      const child = holder[key as string];
      if (!isPlainObject(child) && !Array.isArray(child)) continue;
      const tagged = isPlainObject(child) && Object.keys(child).length === 1 && typeof child[DATE_TAG] === "number";
      if (tagged) holder[key as string] = new Date(child[DATE_TAG] as number);
      else stack.push(child);
    }
  }
}

interface LegacyCollection {
  docs: Map<string, StoredDocument>;
  indexes: Map<string, Required<IndexSpec>>;
}

type LegacyEntry = { put?: StoredDocument[]; del?: string[] } | { ix: Array<Required<IndexSpec>> };

/** Replays one log as the earlier engine did: a torn or unparsable last line was never acknowledged. */
function readLog(file: string): LegacyCollection {
  const docs = new Map<string, StoredDocument>();
  const indexes = new Map<string, Required<IndexSpec>>();
  const bytes = readFileSync(file);
  let start = 0;
  let line = 0;
  while (start < bytes.length) {
    const end = bytes.indexOf(NEWLINE, start);
    if (end === -1) break;
    line++;
    let entry: LegacyEntry;
    try {
      entry = JSON.parse(bytes.toString("utf8", start, end)) as LegacyEntry;
    } catch {
      if (end + 1 === bytes.length) break;
      throw new Error(`line ${line} of ${file} is not a valid log entry`);
    }
    if ("ix" in entry) {
      for (const definition of entry.ix) indexes.set(definition.name, { ...definition, unique: !!definition.unique });
    } else {
      for (const doc of entry.put ?? []) {
        reviveDates(doc);
        docs.set(doc._id, doc);
      }
      for (const id of entry.del ?? []) docs.delete(id);
    }
    start = end + 1;
  }
  return { docs, indexes };
}

/**
 * Brings one database of the earlier format over into its SQLite file. The file is built under a
 * temporary name and renamed when complete, then the old directory is renamed to
 * `<database>.jsonl-backup`: a crash at any point leaves either the old data to migrate again, or
 * the new file (and an old directory that is only renamed).
 */
export function migrateLegacyDatabase(dataDir: string, name: string, open: (file: string) => Sqlite): void {
  const legacy = join(dataDir, name);
  const target = join(dataDir, `${name}.sqlite`);
  if (!existsSync(target)) {
    const temporary = `${target}.migrating`;
    for (const suffix of ["", "-wal", "-shm"]) rmSync(`${temporary}${suffix}`, { force: true });
    // Closed through the database, which finalizes its statements first: with one left open, the
    // file would stay locked after close.
    const database = new EmbeddedDatabase(name, open(temporary), () => {});
    try {
      for (const file of readdirSync(legacy)
        .filter((entry) => entry.endsWith(LOG_SUFFIX))
        .sort()) {
        const collection = file.slice(0, -LOG_SUFFIX.length);
        try {
          const { docs, indexes } = readLog(join(legacy, file));
          database.collection(collection).importSync([...indexes.values()], [...docs.values()]);
        } catch (error) {
          throw new LegacyDataError(dataDir, name, `${collection}: ${(error as Error).message}`);
        }
      }
    } catch (error) {
      database.close();
      for (const suffix of ["", "-wal", "-shm"]) rmSync(`${temporary}${suffix}`, { force: true });
      throw error;
    }
    database.close();
    renameSync(temporary, target);
  }
  let backup = join(dataDir, `${name}.jsonl-backup`);
  for (let n = 2; existsSync(backup); n++) backup = join(dataDir, `${name}.jsonl-backup-${n}`);
  renameSync(legacy, backup);
}
