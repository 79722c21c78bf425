/**
 * Which published messages some group still holds in memory. A message is settled once every
 * group it was queued for has handled it or dead-lettered it; until then a crash would lose it.
 */
export class Settlements {
  private readonly open = new Map<string, number>();
  private readonly waiters = new Map<string, Array<{ resolve: () => void; reject: (error: Error) => void }>>();

  queued(id: string, copies: number): void {
    if (copies > 0) this.open.set(id, (this.open.get(id) ?? 0) + copies);
  }

  /** One group is done with one copy. */
  done(id: string): void {
    const left = (this.open.get(id) ?? 1) - 1;
    if (left > 0) {
      this.open.set(id, left);
      return;
    }
    this.open.delete(id);
    for (const waiter of this.waiters.get(id) ?? []) waiter.resolve();
    this.waiters.delete(id);
  }

  settled(id: string): Promise<void> {
    if (!this.open.has(id)) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const list = this.waiters.get(id) ?? [];
      list.push({ resolve, reject });
      this.waiters.set(id, list);
    });
  }

  /** The bus closed: what it still held is lost, and nobody may take it for settled. */
  failAll(error: Error): void {
    for (const list of this.waiters.values()) for (const waiter of list) waiter.reject(error);
    this.waiters.clear();
    this.open.clear();
  }
}
