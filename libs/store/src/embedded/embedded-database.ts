import type { SQLQueryBindings, Database as Sqlite, Statement } from "bun:sqlite";
import type { Database, IndexSpec, StoredDocument } from "../port.ts";
import { EmbeddedCollection } from "./embedded-collection.ts";
import type { IndexShape } from "./plan.ts";
import { StatementCache } from "./statements.ts";

/** An index of one collection: its definition, what the planner needs, and its key table. */
export interface IndexRecord {
  definition: Required<IndexSpec>;
  shape: IndexShape;
  insertSql?: string;
}

interface CollectionState {
  table: string | null;
  indexes: IndexRecord[];
}

/** What a collection asks of its database: the connection, its tables and its index catalog. */
export interface CollectionCatalog {
  /** The prepared statement of `sql`, kept for the next call. */
  statement<Row = unknown, Params extends SQLQueryBindings[] = SQLQueryBindings[]>(sql: string): Statement<Row, Params>;
  assertOpen(): void;
  /** The collection's table, or null while the collection does not exist. */
  table(): string | null;
  ensureTable(): string;
  indexes(): readonly IndexRecord[];
  shapes(): readonly IndexShape[];
  addIndex(definition: Required<IndexSpec>): IndexRecord;
  removeIndex(name: string): void;
  /** Records that a document holds arrays or embedded documents on some of an index's fields. */
  noteIrregular(index: IndexRecord, irregular: readonly boolean[]): void;
  transaction(work: () => void): void;
}

// Names become parts of table names; `:` separates them and never occurs in a collection name.
const COLLECTION_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,119}$/;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS cx_collections (name TEXT PRIMARY KEY, tbl TEXT NOT NULL UNIQUE, next_index INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS cx_indexes (
  collection TEXT NOT NULL,
  name TEXT NOT NULL,
  keys TEXT NOT NULL,
  is_unique INTEGER NOT NULL,
  tbl TEXT NOT NULL,
  irregular TEXT NOT NULL,
  position INTEGER NOT NULL,
  PRIMARY KEY (collection, name)
);
`;

function insertSqlOf(table: string, fields: number): string {
  const columns = Array.from({ length: fields }, (_, i) => `k${i}`);
  return `INSERT INTO "${table}" (${[...columns, "rid"].join(", ")}) VALUES (${[...columns, "rid"].map(() => "?").join(", ")})`;
}

function recordOf(definition: Required<IndexSpec>, table: string, irregular: boolean[]): IndexRecord {
  const fields = Object.keys(definition.keys);
  return {
    definition,
    shape: { name: definition.name, fields, directions: Object.values(definition.keys), table, irregular },
    insertSql: insertSqlOf(table, fields.length),
  };
}

/**
 * One service's database: one SQLite file (or an in-memory database) holding a table per
 * collection, a key table per index, and the catalog of both.
 */
export class EmbeddedDatabase implements Database {
  private readonly states = new Map<string, CollectionState>();
  private readonly handles = new Map<string, EmbeddedCollection<StoredDocument>>();
  private readonly statements: StatementCache;

  constructor(
    readonly name: string,
    readonly db: Sqlite,
    private readonly assertOpen: () => void,
  ) {
    db.exec(SCHEMA);
    this.statements = new StatementCache(db);
    this.load();
  }

  collection<T extends StoredDocument>(name: string): EmbeddedCollection<T> {
    if (!COLLECTION_NAME.test(name) || name.includes("..")) throw new Error(`invalid collection name "${name}"`);
    let handle = this.handles.get(name);
    if (!handle) {
      handle = new EmbeddedCollection(`${this.name}.${name}`, this.catalogOf(name));
      this.handles.set(name, handle);
    }
    return handle as unknown as EmbeddedCollection<T>;
  }

  async drop(): Promise<void> {
    this.assertOpen();
    this.db.transaction(() => {
      for (const state of this.states.values()) {
        for (const index of state.indexes) this.db.exec(`DROP TABLE IF EXISTS "${index.shape.table}"`);
        if (state.table) this.db.exec(`DROP TABLE IF EXISTS "${state.table}"`);
        state.table = null;
        state.indexes = [];
      }
      this.db.exec("DELETE FROM cx_indexes; DELETE FROM cx_collections;");
    })();
  }

  close(): void {
    this.statements.clear();
    this.db.close();
  }

  private load(): void {
    const collections = this.db.query<{ name: string; tbl: string }, []>("SELECT name, tbl FROM cx_collections").all();
    for (const { name, tbl } of collections) this.states.set(name, { table: tbl, indexes: [] });
    const indexes = this.db
      .query<{ collection: string; name: string; keys: string; is_unique: number; tbl: string; irregular: string }, []>(
        "SELECT collection, name, keys, is_unique, tbl, irregular FROM cx_indexes ORDER BY collection, position",
      )
      .all();
    for (const row of indexes) {
      const definition = { name: row.name, keys: JSON.parse(row.keys), unique: row.is_unique === 1 };
      this.states.get(row.collection)?.indexes.push(recordOf(definition, row.tbl, JSON.parse(row.irregular)));
    }
  }

  private stateOf(name: string): CollectionState {
    let state = this.states.get(name);
    if (!state) {
      state = { table: null, indexes: [] };
      this.states.set(name, state);
    }
    return state;
  }

  private catalogOf(name: string): CollectionCatalog {
    const db = this.db;
    const statements = this.statements;
    const state = this.stateOf(name);
    return {
      statement: (sql) => statements.get(sql),
      assertOpen: this.assertOpen,
      table: () => state.table,
      ensureTable: () => {
        if (state.table) return state.table;
        const table = `c:${name}`;
        db.exec(`CREATE TABLE IF NOT EXISTS "${table}" (id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
        statements.get("INSERT INTO cx_collections (name, tbl, next_index) VALUES (?, ?, 0)").run(name, table);
        state.table = table;
        return table;
      },
      indexes: () => state.indexes,
      shapes: () => state.indexes.map((index) => index.shape),
      addIndex: (definition) => {
        const { next_index: position } = statements
          .get<{ next_index: number }, [string]>("SELECT next_index FROM cx_collections WHERE name = ?")
          .get(name) as { next_index: number };
        const table = `x:${name}:${position}`;
        const fields = Object.keys(definition.keys);
        const columns = fields.map((_, i) => `k${i} BLOB NOT NULL`).join(", ");
        const keyList = fields.map((_, i) => `k${i}`).join(", ");
        db.exec(
          `CREATE TABLE "${table}" (${columns}, rid INTEGER NOT NULL, PRIMARY KEY (${keyList}, rid)) WITHOUT ROWID`,
        );
        db.exec(`CREATE INDEX "${table}:rid" ON "${table}" (rid)`);
        if (definition.unique) db.exec(`CREATE UNIQUE INDEX "${table}:unique" ON "${table}" (${keyList})`);
        const irregular = fields.map(() => false);
        statements
          .get(
            "INSERT INTO cx_indexes (collection, name, keys, is_unique, tbl, irregular, position) VALUES (?, ?, ?, ?, ?, ?, ?)",
          )
          .run(
            name,
            definition.name,
            JSON.stringify(definition.keys),
            definition.unique ? 1 : 0,
            table,
            JSON.stringify(irregular),
            position,
          );
        statements.get("UPDATE cx_collections SET next_index = ? WHERE name = ?").run(position + 1, name);
        const record = recordOf(definition, table, irregular);
        state.indexes.push(record);
        return record;
      },
      removeIndex: (indexName) => {
        const index = state.indexes.find((candidate) => candidate.definition.name === indexName);
        if (!index) return;
        db.exec(`DROP TABLE IF EXISTS "${index.shape.table}"`);
        statements.get("DELETE FROM cx_indexes WHERE collection = ? AND name = ?").run(name, indexName);
        state.indexes = state.indexes.filter((candidate) => candidate !== index);
      },
      noteIrregular: (index, irregular) => {
        if (!irregular.some((flag, i) => flag && !index.shape.irregular[i])) return;
        index.shape.irregular = index.shape.irregular.map((known, i) => known || (irregular[i] ?? false));
        statements
          .get("UPDATE cx_indexes SET irregular = ? WHERE collection = ? AND name = ?")
          .run(JSON.stringify(index.shape.irregular), name, index.definition.name);
      },
      transaction: (work) => {
        // The catalog in memory follows the database: a rolled-back write restores it too.
        const saved = {
          table: state.table,
          indexes: state.indexes.map((index) => ({ ...index, shape: { ...index.shape } })),
        };
        try {
          statements.transaction(work);
        } catch (error) {
          state.table = saved.table;
          state.indexes = saved.indexes;
          throw error;
        }
      },
    };
  }
}
