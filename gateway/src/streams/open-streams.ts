import type { PrincipalInvalidation } from "@cx/contracts";

/**
 * Names under which a stream is found when its credential stops being valid: its API key
 * (`key:<id>`) or session (`session:<token hash>`, as identity names a logged-out session), and
 * its user (`user:<id>`, as identity names a member removed or whose role changed).
 */
export function invalidationTag(message: PrincipalInvalidation): string {
  switch (message.kind) {
    case "api_key":
      return `key:${message.keyId}`;
    case "session":
      return `session:${message.tokenHash}`;
    case "user":
      return `user:${message.userId}`;
  }
}

/** How many invalidations are remembered for streams whose credential was checked before them. */
const REMEMBERED = 256;

/** A stream announced before its answer arrived: an invalidation meanwhile already ends it. */
export interface PendingStream {
  /** The answer, its body ending once the stream ends (or at once when it was closed already). */
  attach(response: Response, onEnd: () => void): Response;
  /** The stream will not open after all (an error answer, a failed forward). */
  abandon(): void;
}

interface Entry {
  tags: readonly string[];
  closed: boolean;
  close?: () => void;
}

/**
 * The event streams this gateway process is relaying, by the credentials and users they were
 * opened with, so that a revoked key, a logged-out session or a removed member loses its open
 * streams at once, as it loses its next request (every replica hears every invalidation).
 */
export class OpenStreams {
  private readonly byTag = new Map<string, Set<Entry>>();
  private readonly all = new Set<Entry>();
  private readonly recent: { generation: number; tag: string }[] = [];
  private invalidations = 0;

  /** Counts invalidations: taken before a credential is checked, handed to `open`. */
  get generation(): number {
    return this.invalidations;
  }

  /** Streams open or about to open. */
  get size(): number {
    return this.all.size;
  }

  /**
   * Announces a stream of these tags. `since`, the generation when its credential was checked,
   * closes it at once when an invalidation of one of its tags came after.
   */
  open(tags: readonly string[], since = this.invalidations): PendingStream {
    const entry: Entry = { tags, closed: this.invalidatedSince(tags, since) };
    if (!entry.closed) this.add(entry);
    return {
      attach: (response, onEnd) => this.attach(entry, response, onEnd),
      abandon: () => this.remove(entry),
    };
  }

  /** Ends every stream opened with what the invalidation names; answers how many. */
  closeFor(message: PrincipalInvalidation): number {
    const tag = invalidationTag(message);
    this.invalidations++;
    this.recent.push({ generation: this.invalidations, tag });
    if (this.recent.length > REMEMBERED) this.recent.shift();
    const entries = [...(this.byTag.get(tag) ?? [])];
    for (const entry of entries) {
      entry.closed = true;
      this.remove(entry);
      entry.close?.();
    }
    return entries.length;
  }

  private invalidatedSince(tags: readonly string[], since: number): boolean {
    if (since === this.invalidations) return false;
    // Older than what is remembered: treated as invalidated, the client opens it again.
    if (this.invalidations - since > this.recent.length) return true;
    return this.recent.some((entry) => entry.generation > since && tags.includes(entry.tag));
  }

  private attach(entry: Entry, response: Response, onEnd: () => void): Response {
    const upstream = (response.body as ReadableStream<Uint8Array>).getReader();
    let ended = false;
    let closedHere = false;
    const end = () => {
      if (ended) return;
      ended = true;
      this.remove(entry);
      onEnd();
    };
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
      },
      async pull(c) {
        let chunk: Awaited<ReturnType<typeof upstream.read>>;
        try {
          chunk = await upstream.read();
        } catch (error) {
          end();
          if (!closedHere) c.error(error);
          return;
        }
        if (closedHere) return;
        if (chunk.done) {
          end();
          c.close();
        } else c.enqueue(chunk.value);
      },
      cancel(reason) {
        end();
        return upstream.cancel(reason);
      },
    });
    entry.close = () => {
      if (closedHere || ended) return;
      closedHere = true;
      end();
      upstream.cancel().catch(() => undefined);
      try {
        controller.close();
      } catch {
        // The client went away first.
      }
    };
    if (entry.closed) entry.close();
    return new Response(body, { status: response.status, headers: response.headers });
  }

  private add(entry: Entry): void {
    this.all.add(entry);
    for (const tag of entry.tags) {
      let entries = this.byTag.get(tag);
      if (!entries) {
        entries = new Set();
        this.byTag.set(tag, entries);
      }
      entries.add(entry);
    }
  }

  private remove(entry: Entry): void {
    this.all.delete(entry);
    for (const tag of entry.tags) {
      const entries = this.byTag.get(tag);
      entries?.delete(entry);
      if (entries?.size === 0) this.byTag.delete(tag);
    }
  }
}
