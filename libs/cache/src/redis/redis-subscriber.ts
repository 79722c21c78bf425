import type { Redis } from "ioredis";
import type { CacheErrorHandler } from "../errors.ts";
import type { SubscriptionEvents } from "../port.ts";

interface Subscription {
  handler: (message: string) => void;
  events: SubscriptionEvents | undefined;
}

interface ChannelEntry {
  subscriptions: Set<Subscription>;
  /** Settles when Redis has acknowledged SUBSCRIBE; shared by concurrent subscribers of the channel. */
  ready: Promise<void>;
}

/**
 * Fans Redis channels out to in-process handlers over one dedicated connection: a RESP2 connection in
 * subscriber mode cannot run other commands, and one SUBSCRIBE per channel (not per handler) keeps
 * the server-side subscription count small. The connection is opened on the first subscribe only,
 * so caches that never subscribe hold a single connection.
 */
export class RedisSubscriber {
  readonly #channels = new Map<string, ChannelEntry>();
  readonly #connect: () => Redis;
  readonly #onError: CacheErrorHandler;
  #connection: Redis | undefined;
  /** The connection was lost and its channels are not subscribed again yet: messages are being missed. */
  #interrupted = false;

  constructor(connect: () => Redis, onError: CacheErrorHandler) {
    this.#connect = connect;
    this.#onError = onError;
  }

  async subscribe(
    channel: string,
    handler: (message: string) => void,
    events?: SubscriptionEvents,
  ): Promise<() => Promise<void>> {
    const connection = this.#connection ?? this.#open();
    let entry = this.#channels.get(channel);
    if (entry === undefined) {
      entry = this.#startChannel(connection, channel);
    }
    const subscription: Subscription = { handler, events };
    entry.subscriptions.add(subscription);
    try {
      await entry.ready;
    } catch (error) {
      entry.subscriptions.delete(subscription);
      throw error;
    }
    const owner = entry;
    return async () => {
      if (!owner.subscriptions.delete(subscription)) return;
      if (owner.subscriptions.size === 0 && this.#channels.get(channel) === owner) {
        this.#channels.delete(channel);
        // A later subscribe to the same channel is sent after this on the same connection, so it wins.
        await connection.unsubscribe(channel);
      }
    };
  }

  async close(): Promise<void> {
    this.#channels.clear();
    const connection = this.#connection;
    this.#connection = undefined;
    if (connection !== undefined) await quitOrDrop(connection);
  }

  #open(): Redis {
    const connection = this.#connect();
    connection.on("message", (channel: string, message: string) => this.#dispatch(channel, message));
    connection.on("close", () => this.#interrupt(connection));
    connection.on("ready", () => void this.#resume(connection));
    this.#connection = connection;
    return connection;
  }

  /** Tells every subscriber at once: what is published from now on does not reach them. */
  #interrupt(connection: Redis): void {
    if (this.#connection !== connection || this.#interrupted) return;
    this.#interrupted = true;
    this.#notify("interrupted");
  }

  /**
   * ioredis subscribes again by itself on a new connection, without saying when that is done; the
   * channels are subscribed here too (a second SUBSCRIBE is harmless) so that `resumed` is told
   * only once Redis has acknowledged them. A failure waits for the next connection's `ready`.
   */
  async #resume(connection: Redis): Promise<void> {
    if (this.#connection !== connection || !this.#interrupted) return;
    const channels = [...this.#channels.keys()];
    try {
      if (channels.length > 0) await connection.subscribe(...channels);
    } catch (error) {
      this.#onError(error);
      return;
    }
    if (this.#connection !== connection || !this.#interrupted || connection.status !== "ready") return;
    this.#interrupted = false;
    this.#notify("resumed");
  }

  #notify(event: keyof SubscriptionEvents): void {
    for (const entry of this.#channels.values()) {
      for (const subscription of [...entry.subscriptions]) {
        try {
          subscription.events?.[event]?.();
        } catch (error) {
          this.#onError(error);
        }
      }
    }
  }

  #startChannel(connection: Redis, channel: string): ChannelEntry {
    const entry: ChannelEntry = { subscriptions: new Set(), ready: Promise.resolve() };
    entry.ready = connection.subscribe(channel).then(
      () => undefined,
      (error: unknown) => {
        // Forget the failed channel so the next subscribe retries instead of inheriting the rejection.
        if (this.#channels.get(channel) === entry) this.#channels.delete(channel);
        throw error;
      },
    );
    this.#channels.set(channel, entry);
    return entry;
  }

  #dispatch(channel: string, message: string): void {
    const entry = this.#channels.get(channel);
    if (entry === undefined) return;
    for (const subscription of [...entry.subscriptions]) {
      // A handler may unsubscribe another while we iterate; honour it immediately.
      if (!entry.subscriptions.has(subscription)) continue;
      try {
        subscription.handler(message);
      } catch (error) {
        // Throwing out of ioredis' event emitter would break its reply parsing for every other command.
        this.#onError(error);
      }
    }
  }
}

/** QUIT lets pending replies arrive; when Redis is unreachable it cannot be answered, so drop the socket. */
export async function quitOrDrop(connection: Redis): Promise<void> {
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
