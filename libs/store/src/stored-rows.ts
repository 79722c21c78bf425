import { EmbeddedStore } from "./embedded/embedded-store.ts";
import type { DocumentStore } from "./port.ts";

/**
 * Every row of every table of every database an embedded store holds (documents, key tables,
 * catalogs), as JSON text, read through SQLite itself so that no collection can be overlooked:
 * what tests that nothing of a removed thing stays anywhere search.
 */
export function everyStoredRow(store: DocumentStore): string[] {
  if (!(store instanceof EmbeddedStore)) throw new Error("only an embedded store can be read row by row");
  const databases = (store as unknown as { databases: Map<string, { db: import("bun:sqlite").Database }> }).databases;
  const rows: string[] = [];
  for (const { db } of databases.values()) {
    const tables = db.query<{ name: string }, []>("SELECT name FROM sqlite_master WHERE type = 'table'").all();
    for (const { name } of tables) {
      for (const row of db.query(`SELECT * FROM "${name.replaceAll('"', '""')}"`).all()) rows.push(JSON.stringify(row));
    }
  }
  return rows;
}
