export const TIMED_OUT: unique symbol = Symbol("timed out");

/**
 * Waits for `work` at most `ms`, then settles with what `timedOut` gives (`TIMED_OUT` unless
 * told). The work itself is not cancelled: a caller that still wants its outcome (a late answer
 * to store) keeps the original promise. This runs on every forwarded request, so it sets no timer
 * of its own (see `DeadlineList`) and makes one promise.
 */
export function withDeadline<T>(work: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT>;
export function withDeadline<T, U>(work: Promise<T>, ms: number, timedOut: () => U): Promise<T | U>;
export function withDeadline<T, U>(
  work: Promise<T>,
  ms: number,
  timedOut: () => U | typeof TIMED_OUT = () => TIMED_OUT,
): Promise<T | U | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const deadline = deadlinesOf(ms).add(() => {
      try {
        resolve(timedOut());
      } catch (error) {
        reject(error);
      }
    });
    work.then(
      (value) => {
        deadline.cancel();
        resolve(value);
      },
      (error: unknown) => {
        deadline.cancel();
        reject(error);
      },
    );
  });
}

const lists = new Map<number, DeadlineList>();

/** The one list of deadlines lasting `ms` in this process. */
export function deadlinesOf(ms: number): DeadlineList {
  let list = lists.get(ms);
  if (!list) {
    list = new DeadlineList(ms);
    lists.set(ms, list);
  }
  return list;
}

interface Deadline {
  cancel(): void;
}

/** A pending deadline, linked in its list; a class rather than a literal with a closure per request. */
class Entry implements Deadline {
  previous: Entry | null = null;
  next: Entry | null = null;

  constructor(
    private readonly list: DeadlineList,
    readonly at: number,
    readonly expire: () => void,
  ) {}

  cancel(): void {
    this.list.unlink(this);
  }
}

/**
 * Deadlines that all last `ms`, kept in a list in the order they were set, which is also the
 * order they fall due, with one timer for the earliest. Setting and clearing a timer per request
 * cost the gateway about 0.7 µs of its 7 µs per forwarded request in process (docs/benchmarks-history.md);
 * here adding and cancelling a deadline is linking and unlinking one entry. A cancelled entry is
 * unlinked at once, so the list holds only deadlines still pending.
 */
export class DeadlineList {
  private first: Entry | null = null;
  private last: Entry | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly ms: number) {}

  add(expire: () => void): Deadline {
    const entry = new Entry(this, performance.now() + this.ms, expire);
    entry.previous = this.last;
    if (this.last) this.last.next = entry;
    else this.first = entry;
    this.last = entry;
    if (this.timer === undefined) this.schedule();
    return entry;
  }

  /** How many deadlines are pending. */
  get size(): number {
    let count = 0;
    for (let entry = this.first; entry; entry = entry.next) count++;
    return count;
  }

  /** Drops `entry` from the list (its `cancel`); nothing when it is no longer there. */
  unlink(entry: Entry): void {
    if (entry.previous) entry.previous.next = entry.next;
    else if (this.first === entry) this.first = entry.next;
    else return; // already expired or cancelled
    if (entry.next) entry.next.previous = entry.previous;
    else this.last = entry.previous;
    entry.previous = null;
    entry.next = null;
  }

  /**
   * Sets the one timer, for the earliest pending deadline, when none is set. Entries are added in
   * the order they fall due, so a timer set earlier is never late for a later entry; one that fires
   * after its entry was cancelled only sets the next.
   */
  private schedule(): void {
    this.timer = this.first ? setTimeout(() => this.fire(), Math.max(0, this.first.at - performance.now())) : undefined;
  }

  private fire(): void {
    const now = performance.now();
    while (this.first && this.first.at <= now) {
      const due = this.first;
      this.unlink(due);
      due.expire();
    }
    this.schedule();
  }
}
