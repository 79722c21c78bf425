import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  truncateSync,
  writeSync,
} from "node:fs";
import { dirname } from "node:path";
import type { StoredDocument } from "../port.ts";
import type { IndexDefinition } from "./hash-index.ts";
import { decodeJson, encodeJson } from "./values.ts";

/**
 * One line per operation, so a multi-document write is replayed entirely or (torn by a crash)
 * not at all: `{"put":[docs],"del":[ids]}` or `{"ix":[index definitions]}`.
 */
type LogEntry = { put?: StoredDocument[]; del?: string[] } | { ix: IndexDefinition[] };

export interface CompactionPolicy {
  /** Never compact a log holding fewer document records than this. */
  minRecords: number;
  /** Compact once the log holds this many times more document records than live documents. */
  factor: number;
}

export const DEFAULT_COMPACTION: CompactionPolicy = { minRecords: 1000, factor: 4 };

export interface LoadedCollection {
  exists: boolean;
  docs: Map<string, StoredDocument>;
  indexes: IndexDefinition[];
}

export class LogCorruptError extends Error {
  constructor(file: string, line: number) {
    super(`${file}: line ${line} is not a valid log entry (only a torn last line is tolerated)`);
    this.name = "LogCorruptError";
  }
}

const NEWLINE = 0x0a;
const COMPACT_BATCH = 500;

function syncDirectory(dir: string): void {
  // Makes a created or renamed file's directory entry durable; not every platform allows it.
  try {
    const fd = openSync(dir, "r");
    try {
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
  } catch {}
}

function writeFully(fd: number, bytes: Uint8Array): void {
  let offset = 0;
  while (offset < bytes.length) offset += writeSync(fd, bytes, offset, bytes.length - offset);
}

/** The append-only file behind one embedded collection. All calls are synchronous on purpose. */
export class CollectionLog {
  private fd: number | null = null;
  private size = 0;
  /** Document records (puts and deletes) in the file; compared with the live count to compact. */
  private records = 0;
  private nextCompactionAt: number;
  lastCompactionError: unknown = null;

  constructor(
    readonly file: string,
    private readonly policy: CompactionPolicy,
  ) {
    this.nextCompactionAt = policy.minRecords;
  }

  load(): LoadedCollection {
    const docs = new Map<string, StoredDocument>();
    const indexes = new Map<string, IndexDefinition>();
    rmSync(this.tempFile, { force: true });
    if (!existsSync(this.file)) return { exists: false, docs, indexes: [] };
    const bytes = readFileSync(this.file);
    let start = 0;
    let line = 0;
    while (start < bytes.length) {
      const end = bytes.indexOf(NEWLINE, start);
      if (end === -1) break; // a torn last line: the write never completed, so it was never acknowledged
      line++;
      let entry: LogEntry;
      try {
        entry = decodeJson(bytes.toString("utf8", start, end)) as LogEntry;
      } catch {
        if (end + 1 === bytes.length) break;
        throw new LogCorruptError(this.file, line);
      }
      if ("ix" in entry) {
        for (const definition of entry.ix) indexes.set(definition.name, definition);
      } else {
        for (const doc of entry.put ?? []) docs.set(doc._id, doc);
        for (const id of entry.del ?? []) docs.delete(id);
        this.records += (entry.put?.length ?? 0) + (entry.del?.length ?? 0);
      }
      start = end + 1;
    }
    if (start < bytes.length) {
      // Cut the torn tail so the next append starts on a line of its own.
      truncateSync(this.file, start);
      this.syncFile();
    }
    this.size = start;
    this.nextCompactionAt = Math.max(this.policy.minRecords, docs.size * this.policy.factor);
    return { exists: true, docs, indexes: [...indexes.values()] };
  }

  appendWrite(puts: StoredDocument[], deletes: string[]): void {
    const entry: LogEntry = {};
    if (puts.length > 0) entry.put = puts;
    if (deletes.length > 0) entry.del = deletes;
    this.append(entry);
    this.records += puts.length + deletes.length;
  }

  appendIndexes(definitions: IndexDefinition[]): void {
    this.append({ ix: definitions });
  }

  /** Creates the file if needed (an empty collection that exists, as after `createIndexes`). */
  touch(): void {
    this.open();
  }

  private append(entry: LogEntry): void {
    const fd = this.open();
    const bytes = Buffer.from(`${encodeJson(entry)}\n`);
    try {
      writeFully(fd, bytes);
      fdatasyncSync(fd);
    } catch (error) {
      // Leave no partial line behind, so later appends stay readable.
      try {
        ftruncateSync(fd, this.size);
      } catch {}
      throw error;
    }
    this.size += bytes.length;
  }

  private open(): number {
    if (this.fd !== null) return this.fd;
    const dir = dirname(this.file);
    const created = !existsSync(this.file);
    mkdirSync(dir, { recursive: true });
    this.fd = openSync(this.file, "a");
    if (created) {
      this.size = 0;
      fdatasyncSync(this.fd);
      syncDirectory(dir);
    }
    return this.fd;
  }

  private syncFile(): void {
    const fd = openSync(this.file, "r+");
    try {
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
  }

  private get tempFile(): string {
    return `${this.file}.compact`;
  }

  shouldCompact(liveCount: number): boolean {
    return this.records >= this.nextCompactionAt && this.records > liveCount * this.policy.factor;
  }

  /**
   * Rewrites the log as the current state into a temporary file, then renames it over the log:
   * a crash at any point leaves either the old log or the new one, both complete.
   */
  compact(docs: StoredDocument[], indexes: IndexDefinition[]): void {
    const temp = this.tempFile;
    const fd = openSync(temp, "w");
    let size = 0;
    try {
      const lines: LogEntry[] = [];
      if (indexes.length > 0) lines.push({ ix: indexes });
      for (let i = 0; i < docs.length; i += COMPACT_BATCH) lines.push({ put: docs.slice(i, i + COMPACT_BATCH) });
      for (const entry of lines) {
        const bytes = Buffer.from(`${encodeJson(entry)}\n`);
        writeFully(fd, bytes);
        size += bytes.length;
      }
      fdatasyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(temp, this.file);
    syncDirectory(dirname(this.file));
    this.closeFd();
    this.size = size;
    this.records = docs.length;
    this.nextCompactionAt = Math.max(this.policy.minRecords, docs.length * this.policy.factor);
  }

  /** Compacts when due; a failure is kept rather than thrown, because the write itself is durable. */
  maybeCompact(liveCount: number, state: () => { docs: StoredDocument[]; indexes: IndexDefinition[] }): void {
    if (!this.shouldCompact(liveCount)) return;
    try {
      const { docs, indexes } = state();
      this.compact(docs, indexes);
      this.lastCompactionError = null;
    } catch (error) {
      this.lastCompactionError = error;
      rmSync(this.tempFile, { force: true });
      this.nextCompactionAt = this.records * 2;
    }
  }

  /** Deletes the file (dropping the collection); a later write creates it again. */
  remove(): void {
    this.closeFd();
    rmSync(this.file, { force: true });
    rmSync(this.tempFile, { force: true });
    this.size = 0;
    this.records = 0;
    this.nextCompactionAt = this.policy.minRecords;
  }

  close(): void {
    this.closeFd();
  }

  private closeFd(): void {
    if (this.fd === null) return;
    closeSync(this.fd);
    this.fd = null;
  }
}
