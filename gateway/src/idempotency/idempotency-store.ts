import type { Cache } from "@cx/cache";

/** The first answer to a request, as it is replayed: status, the headers that describe the body, the body. */
export interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

type Entry =
  | { state: "in_progress"; fingerprint: string }
  | { state: "done"; fingerprint: string; answer: StoredAnswer };

export type Admission =
  | { kind: "claimed" }
  | { kind: "replay"; answer: StoredAnswer }
  | { kind: "in_progress" }
  | { kind: "reused" };

export const ANSWER_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Idempotency keys in the cache port, so that every gateway replica sees the same keys (Redis
 * where configured). A key is claimed with an atomic counter (the first increment wins), then
 * holds `in_progress` until the answer arrives, and the answer for 24 hours after that. An
 * `in_progress` entry expires on its own after `inProgressTtlMs`, so a gateway that died
 * mid-request does not hold the key for a day.
 */
export class IdempotencyStore {
  constructor(
    private readonly cache: Cache,
    private readonly inProgressTtlMs: number,
  ) {}

  /** Claims `scope` for a request with `fingerprint`, or says why not. */
  async admit(scope: string, fingerprint: string): Promise<Admission> {
    const existing = await this.read(scope);
    if (existing) return judge(existing, fingerprint);
    const claim = await this.cache.incrementWindow(claimKey(scope), this.inProgressTtlMs);
    if (claim.count > 1) {
      // Another request holds the claim; it may have finished since the first read.
      const holder = await this.read(scope);
      return holder ? judge(holder, fingerprint) : { kind: "in_progress" };
    }
    await this.write(scope, { state: "in_progress", fingerprint }, this.inProgressTtlMs);
    return { kind: "claimed" };
  }

  async complete(scope: string, fingerprint: string, answer: StoredAnswer): Promise<void> {
    await this.write(scope, { state: "done", fingerprint, answer }, ANSWER_TTL_MS);
  }

  /** Frees the key (the work failed with a 5XX or not at all), so that a retry runs it. */
  async release(scope: string): Promise<void> {
    await this.cache.del(entryKey(scope), claimKey(scope));
  }

  private async read(scope: string): Promise<Entry | null> {
    const raw = await this.cache.get(entryKey(scope));
    return raw === null ? null : (JSON.parse(raw) as Entry);
  }

  private write(scope: string, entry: Entry, ttlMs: number): Promise<void> {
    return this.cache.set(entryKey(scope), JSON.stringify(entry), ttlMs);
  }
}

function judge(entry: Entry, fingerprint: string): Admission {
  if (entry.fingerprint !== fingerprint) return { kind: "reused" };
  return entry.state === "done" ? { kind: "replay", answer: entry.answer } : { kind: "in_progress" };
}

const entryKey = (scope: string) => `idempotency:${scope}`;
const claimKey = (scope: string) => `idempotency:${scope}:claim`;
