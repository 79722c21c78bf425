import { SQLiteError, Database as Sqlite } from "bun:sqlite";
import { mkdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { StartupError } from "@cx/errors";
import type { DocumentStore } from "../port.ts";
import { EmbeddedDatabase } from "./embedded-database.ts";
import { legacyDatabases, migrateLegacyDatabase } from "./legacy-migration.ts";

export interface EmbeddedStoreOptions {
  /** `null` keeps everything in memory; a path keeps one SQLite file per database there. */
  dataDir: string | null;
}

/** Another process (or another store in this one) has the data directory open. */
export class DataDirectoryInUseError extends StartupError {
  constructor(readonly dataDir: string) {
    super(
      `the data directory ${dataDir} is in use by another process: only one process may open it. ` +
        "Stop that process, or give this one another DATA_DIR.",
    );
    this.name = "DataDirectoryInUseError";
  }
}

// Names become file names, so they are held to what is safe on every filesystem.
const DATABASE_NAME = /^[A-Za-z0-9_-]{1,64}$/;
const LOCK_FILE = "store.lock";

function isBusy(error: unknown): boolean {
  return error instanceof SQLiteError && (error.code === "SQLITE_BUSY" || error.code === "SQLITE_LOCKED");
}

/**
 * Holds the data directory for this store's lifetime: an exclusive SQLite lock on a lock file,
 * which the operating system releases if the process dies.
 */
function lockDirectory(dataDir: string): Sqlite {
  const lock = new Sqlite(join(dataDir, LOCK_FILE), { create: true });
  try {
    lock.exec("PRAGMA busy_timeout = 0");
    lock.exec("PRAGMA locking_mode = EXCLUSIVE");
    lock.exec("BEGIN EXCLUSIVE");
    return lock;
  } catch (error) {
    lock.close();
    if (isBusy(error)) throw new DataDirectoryInUseError(dataDir);
    throw error;
  }
}

function openDatabase(file: string): Sqlite {
  const db = new Sqlite(file, { create: true, strict: true });
  // Exclusive locking keeps the WAL index in process memory; WAL with NORMAL sync makes a commit
  // one append to the log, durable across a crash of the process (the OS holds the write).
  db.exec("PRAGMA locking_mode = EXCLUSIVE");
  db.exec("PRAGMA journal_mode = WAL");
  db.exec("PRAGMA synchronous = NORMAL");
  return db;
}

export class EmbeddedStore implements DocumentStore {
  readonly kind = "embedded" as const;
  private readonly databases = new Map<string, EmbeddedDatabase>();
  private readonly lock: Sqlite | null = null;
  private readonly dataDir: string | null;
  private closed = false;

  constructor(dataDir: string | null) {
    this.dataDir = dataDir === null ? null : resolve(dataDir);
    if (this.dataDir === null) return;
    mkdirSync(this.dataDir, { recursive: true });
    this.lock = lockDirectory(this.dataDir);
    try {
      for (const name of legacyDatabases(this.dataDir)) migrateLegacyDatabase(this.dataDir, name, openDatabase);
    } catch (error) {
      this.release();
      throw error;
    }
  }

  database(name: string): EmbeddedDatabase {
    this.assertOpen();
    if (!DATABASE_NAME.test(name)) throw new Error(`invalid database name "${name}"`);
    let database = this.databases.get(name);
    if (!database) {
      const db = this.dataDir
        ? openDatabase(join(this.dataDir, `${name}.sqlite`))
        : new Sqlite(":memory:", { strict: true });
      database = new EmbeddedDatabase(name, db, this.assertOpen);
      this.databases.set(name, database);
    }
    return database;
  }

  async ping(): Promise<void> {
    this.assertOpen();
  }

  /** Every write is committed when its promise resolves; closing checkpoints and releases the files. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const database of this.databases.values()) database.close();
    this.release();
  }

  private release(): void {
    if (!this.lock) return;
    try {
      this.lock.exec("ROLLBACK");
    } catch {}
    this.lock.close();
  }

  private readonly assertOpen = (): void => {
    if (this.closed) throw new Error("the embedded document store is closed");
  };
}

export function createEmbeddedStore(options: EmbeddedStoreOptions): EmbeddedStore {
  return new EmbeddedStore(options.dataDir);
}
