import { PrincipalInvalidation } from "@cx/contracts";
import { Value } from "@sinclair/typebox/value";
import { LRUCache } from "lru-cache";
import type { Credential } from "./credentials.ts";
import type { Principal, PrincipalResolver } from "./principal-resolver.ts";

export interface CachedPrincipalResolverOptions {
  ttlMs: number;
  maxEntries: number;
}

export function tokenHash(token: string): string {
  return Bun.SHA256.hash(token, "hex");
}

/** A credential's entry: its kind and its token's hash, as invalidations name sessions. */
function entryKey(credential: Exclude<Credential, { kind: "none" }>): string {
  return `${credential.kind}:${tokenHash(credential.token)}`;
}

/**
 * Keeps resolved principals briefly so that most requests skip the call to identity. Entries
 * are dropped as soon as identity announces a logout, a key revocation or a membership change;
 * a resolution that was in flight when such an announcement arrived is not cached, so it cannot
 * put a revoked principal back. While those announcements may not arrive (`setListening(false)`)
 * it keeps nothing and serves nothing kept: a revocation must not be missed, so identity is asked
 * every time.
 */
export class CachedPrincipalResolver implements PrincipalResolver {
  private readonly entries: LRUCache<string, Principal>;
  private readonly byUser = new Map<string, Set<string>>();
  private readonly byKey = new Map<string, string>();
  private generation = 0;
  private listening = true;

  constructor(
    private readonly upstream: PrincipalResolver,
    options: CachedPrincipalResolverOptions,
  ) {
    this.entries = new LRUCache<string, Principal>({
      max: options.maxEntries,
      ttl: options.ttlMs,
      dispose: (principal, hash) => this.unindex(principal, hash),
    });
  }

  /** The principal kept for this credential, if any: most requests need no more than this. */
  cached(credential: Exclude<Credential, { kind: "none" }>): Principal | undefined {
    return this.listening ? this.entries.get(entryKey(credential)) : undefined;
  }

  async resolve(credential: Exclude<Credential, { kind: "none" }>): Promise<Principal | null> {
    const hash = entryKey(credential);
    const cached = this.cached(credential);
    if (cached) return cached;
    const generation = this.generation;
    const principal = await this.upstream.resolve(credential);
    if (principal && this.listening && generation === this.generation) {
      this.entries.set(hash, principal);
      this.index(principal, hash);
    }
    return principal;
  }

  invalidate(message: PrincipalInvalidation): void {
    this.generation++;
    switch (message.kind) {
      case "session":
        this.entries.delete(`session:${message.tokenHash}`);
        break;
      case "api_key": {
        const hash = this.byKey.get(message.keyId);
        if (hash) this.entries.delete(hash);
        break;
      }
      case "user":
        for (const hash of [...(this.byUser.get(message.userId) ?? [])]) this.entries.delete(hash);
        break;
    }
  }

  /**
   * Whether identity's invalidations reach this replica. Losing them empties the cache (what was
   * revoked meanwhile is not heard of) and stops it keeping anything until they reach it again.
   */
  setListening(listening: boolean): void {
    this.generation++;
    this.listening = listening;
    if (!listening) this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }

  private index(principal: Principal, hash: string): void {
    const hashes = this.byUser.get(principal.userId) ?? new Set<string>();
    hashes.add(hash);
    this.byUser.set(principal.userId, hashes);
    if (principal.keyId) this.byKey.set(principal.keyId, hash);
  }

  private unindex(principal: Principal, hash: string): void {
    const hashes = this.byUser.get(principal.userId);
    hashes?.delete(hash);
    if (hashes?.size === 0) this.byUser.delete(principal.userId);
    if (principal.keyId && this.byKey.get(principal.keyId) === hash) this.byKey.delete(principal.keyId);
  }
}

export function parseInvalidation(raw: string): PrincipalInvalidation | null {
  try {
    const message: unknown = JSON.parse(raw);
    return Value.Check(PrincipalInvalidation, message) ? message : null;
  } catch {
    return null;
  }
}
