import type { SQLQueryBindings, Database as Sqlite, Statement } from "bun:sqlite";

/**
 * One database's prepared statements by SQL text, the least recently used dropped past
 * `capacity`. bun:sqlite's own `query()` cache keeps 20, fewer than the collections, indexes and
 * plans of one service use, so past it nearly every call prepared its statement again.
 */
export class StatementCache {
  private readonly statements = new Map<string, Statement>();

  constructor(
    private readonly db: Sqlite,
    private readonly capacity = 1000,
  ) {}

  get<Row = unknown, Params extends SQLQueryBindings[] = SQLQueryBindings[]>(sql: string): Statement<Row, Params> {
    let statement = this.statements.get(sql);
    if (statement) {
      // Moved to the end: the map's order is the order of use.
      this.statements.delete(sql);
    } else {
      statement = this.db.prepare(sql);
      if (this.statements.size >= this.capacity) this.evictOldest();
    }
    this.statements.set(sql, statement);
    return statement as unknown as Statement<Row, Params>;
  }

  /** Runs `work` in a transaction; any error rolls all of it back. A nested call is a savepoint. */
  transaction(work: () => void): void {
    if (this.db.inTransaction) {
      this.db.transaction(work)();
      return;
    }
    this.get("BEGIN").run();
    try {
      work();
      this.get("COMMIT").run();
    } catch (error) {
      if (this.db.inTransaction) this.get("ROLLBACK").run();
      throw error;
    }
  }

  get size(): number {
    return this.statements.size;
  }

  /** Finalizes every statement: a database closes only once none is left. */
  clear(): void {
    for (const statement of this.statements.values()) statement.finalize();
    this.statements.clear();
  }

  private evictOldest(): void {
    const [sql, statement] = this.statements.entries().next().value as [string, Statement];
    this.statements.delete(sql);
    statement.finalize();
  }
}
