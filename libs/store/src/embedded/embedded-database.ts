import type { Database as Sqlite } from "bun:sqlite";
import type { Database, IndexSpec, StoredDocument } from "../port.ts";
import { type CollectionCatalog, fieldExpression, type IndexRecord } from "./catalog.ts";
import { EmbeddedCollection } from "./embedded-collection.ts";
import { StatementCache } from "./statements.ts";

interface CollectionState {
  table: string | null;
  indexes: IndexRecord[];
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

/** The SQLite index of a port index: its fields' expressions, in the declared order and directions. */
function createIndexSql(name: string, table: string, definition: Required<IndexSpec>): string {
  const columns = Object.entries(definition.keys).map(
    ([path, direction]) => `${fieldExpression(path)} ${direction === 1 ? "ASC" : "DESC"}`,
  );
  return `CREATE ${definition.unique ? "UNIQUE " : ""}INDEX "${name}" ON "${table}" (${columns.join(", ")})`;
}

/**
 * One service's database: one SQLite file (or an in-memory database) holding a table per
 * collection, a SQLite expression index per index of the port, and the catalog of both.
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
    this.replaceKeyTables();
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
      this.states
        .get(row.collection)
        ?.indexes.push({ definition, sqlName: row.tbl, irregular: JSON.parse(row.irregular) });
    }
  }

  /**
   * Files written before indexes were SQLite expression indexes kept each index as a key table of
   * the same name: each is dropped and the index made again over the documents, in one
   * transaction, the first time the file is opened.
   */
  private replaceKeyTables(): void {
    const tables = new Set(
      this.db
        .query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table' AND name LIKE 'x:%'")
        .all()
        .map((row) => row.name),
    );
    if (tables.size === 0) return;
    this.db.transaction(() => {
      for (const state of this.states.values()) {
        for (const index of state.indexes) {
          if (!tables.has(index.sqlName) || !state.table) continue;
          this.db.exec(`DROP TABLE "${index.sqlName}"`);
          this.db.exec(createIndexSql(index.sqlName, state.table, index.definition));
        }
      }
    })();
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
      addIndex: (definition) => {
        const { next_index: position } = statements
          .get<{ next_index: number }, [string]>("SELECT next_index FROM cx_collections WHERE name = ?")
          .get(name) as { next_index: number };
        const sqlName = `x:${name}:${position}`;
        db.exec(createIndexSql(sqlName, state.table as string, definition));
        const irregular = Object.keys(definition.keys).map(() => false);
        statements
          .get(
            "INSERT INTO cx_indexes (collection, name, keys, is_unique, tbl, irregular, position) VALUES (?, ?, ?, ?, ?, ?, ?)",
          )
          .run(
            name,
            definition.name,
            JSON.stringify(definition.keys),
            definition.unique ? 1 : 0,
            sqlName,
            JSON.stringify(irregular),
            position,
          );
        statements.get("UPDATE cx_collections SET next_index = ? WHERE name = ?").run(position + 1, name);
        const record = { definition, sqlName, irregular };
        state.indexes.push(record);
        return record;
      },
      removeIndex: (indexName) => {
        const index = state.indexes.find((candidate) => candidate.definition.name === indexName);
        if (!index) return;
        db.exec(`DROP INDEX IF EXISTS "${index.sqlName}"`);
        statements.get("DELETE FROM cx_indexes WHERE collection = ? AND name = ?").run(name, indexName);
        state.indexes = state.indexes.filter((candidate) => candidate !== index);
      },
      noteIrregular: (index, irregular) => {
        if (!irregular.some((flag, i) => flag && !index.irregular[i])) return;
        index.irregular = index.irregular.map((known, i) => known || (irregular[i] ?? false));
        statements
          .get("UPDATE cx_indexes SET irregular = ? WHERE collection = ? AND name = ?")
          .run(JSON.stringify(index.irregular), name, index.definition.name);
      },
      transaction: (work) => {
        // The catalog in memory follows the database: a rolled-back write restores it too.
        const saved = {
          table: state.table,
          indexes: state.indexes.map((index) => ({ ...index, irregular: [...index.irregular] })),
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
