import type { AnyEvents, MessageBus } from "@cx/bus";
import type { Logger } from "@cx/logger";
import type { Collection, StoredDocument } from "@cx/store";
import { OutboxCollection } from "./outbox-collection.ts";
import type { Events, NewEvent, OutboxFields } from "./pending-event.ts";

type Tracked = Collection<StoredDocument & OutboxFields>;

export interface OutboxOptions {
  /**
   * How often the sweeper looks for events left on their documents, and how old an event must be
   * before it does: younger ones are still being relayed by the request that wrote them.
   */
  sweepIntervalMs?: number;
  /** False leaves every event to the sweeper (crash-recovery tests); true relays right after the write. */
  relayAfterWrite?: boolean;
  /** Documents looked at per collection and sweep. */
  sweepBatch?: number;
  /**
   * How long a write waits for the relay of its events before it returns; the relay goes on, and
   * what it cannot send is the sweeper's. Default 1000 ms.
   */
  relayWaitMs?: number;
  now?: () => Date;
}

/**
 * The one way services publish events: recorded on the changed document by the write itself
 * (`OutboxCollection`), relayed to the bus right after it, taken off the document once the bus
 * confirmed them, and swept up later when a crash or an outage came in between. Delivery is at
 * least once, in the order recorded on each document.
 */
export class Outbox {
  private readonly tracked = new Set<Tracked>();
  private readonly indexing: Promise<void>[] = [];
  /** Events published and not yet settled: the sweeper leaves them alone. */
  private readonly inFlight = new Set<string>();
  private readonly settling = new Set<Promise<void>>();
  private timer: ReturnType<typeof setInterval> | undefined;
  private stopped = false;
  private sweeping: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly bus: MessageBus,
    private readonly logger: Logger,
    private readonly options: OutboxOptions = {},
  ) {}

  /** Wraps a collection whose writes may record events, and sweeps it from now on. */
  track<T extends StoredDocument>(collection: Collection<T>): OutboxCollection<T> {
    const inner = collection as Collection<T & OutboxFields>;
    // The sweep's query. Writes do not need it, so the first sweep waits for it, not the caller.
    this.indexing.push(
      inner
        .createIndexes([{ name: "outbox_pending", keys: { "outbox.recorded_at": 1 } }])
        .catch((error: unknown) => this.logger.error({ err: error }, "the outbox index could not be created")),
    );
    this.tracked.add(inner as unknown as Tracked);
    return new OutboxCollection<T>(
      inner,
      (c, id, events) =>
        this.options.relayAfterWrite === false ? Promise.resolve() : this.relayAfterWrite(c, id, events),
      () => this.now(),
    );
  }

  /**
   * The relay a write waits for, briefly: the change is stored, so an outage of the broker must
   * not hold its answer (part 0 of the specification: a stored change is answered 2XX even when
   * its events cannot be published yet). Without a connection the publish is refused at once
   * rather than waiting for the broker, and a confirm that is slow to come is waited for only
   * `relayWaitMs`; the events stay on the document for the sweeper either way.
   */
  private async relayAfterWrite(collection: Tracked, id: string, events: Events): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.options.relayWaitMs ?? 1000);
    });
    await Promise.race([this.relayEvents(collection, id, events, 0), bound]);
    clearTimeout(timer);
  }

  /**
   * Publishes `events` of document `id` in order, stopping at the first refusal (the rest stay for
   * the sweeper, still in order), and takes them off the document once the bus has settled them
   * (`MessageBus.settled`: at once on RabbitMQ; in process, once consumed, since a crash would
   * lose what the in-process bus holds). Never throws: the write it follows has happened.
   */
  async relay(collection: Tracked, id: string, events: Events): Promise<number> {
    return (await this.relayEvents(collection, id, events)).published;
  }

  /** `relay`, saying also whether the bus refused one (`waitForBrokerMs`: see `PublishOptions`). */
  private async relayEvents(
    collection: Tracked,
    id: string,
    events: Events,
    waitForBrokerMs?: number,
  ): Promise<{ published: number; refused: boolean }> {
    const published: string[] = [];
    let refused = false;
    for (const event of events) {
      if (this.inFlight.has(event.id)) continue;
      this.inFlight.add(event.id);
      if (!(await this.publish(event, waitForBrokerMs))) {
        this.inFlight.delete(event.id);
        refused = true;
        break;
      }
      published.push(event.id);
    }
    if (published.length === 0) return { published: 0, refused };
    const settling = Promise.all(published.map((eventId) => this.bus.settled(eventId)))
      .then(() => this.takeOff(collection, id, published))
      .catch((error: unknown) => this.logger.debug({ err: error, document_id: id }, "events left for the sweeper"))
      .finally(() => {
        for (const eventId of published) this.inFlight.delete(eventId);
        this.settling.delete(settling);
      });
    this.settling.add(settling);
    return { published: published.length, refused };
  }

  /** Resolves once every relayed event has been taken off its document (for tests and shutdown). */
  async idle(): Promise<void> {
    while (this.settling.size > 0) await Promise.all([...this.settling]);
  }

  private async takeOff(collection: Tracked, id: string, published: string[]): Promise<void> {
    // Stopping: the store may be closing; the next start's sweeper finds them again.
    if (this.stopped) return;
    try {
      const after = await collection.findOneAndUpdate(
        { _id: id },
        { $pull: { outbox: { id: { $in: published } } } },
        { returnDocument: "after" },
      );
      if (after?.outbox_deleted) await collection.deleteOne({ _id: id, outbox_deleted: true, outbox: { $size: 0 } });
    } catch (error) {
      // Published but still recorded: the sweeper publishes them again, which at least once allows.
      this.logger.warn({ err: error, document_id: id }, "published events could not be taken off their document");
    }
  }

  private async publish(event: NewEvent, waitForBrokerMs: number | undefined): Promise<boolean> {
    try {
      // The payload was checked against its topic when it was recorded (`pendingEvent`).
      await (this.bus as unknown as MessageBus<AnyEvents>).publish(event.topic, JSON.parse(event.payload_json), {
        messageId: event.id,
        waitForBrokerMs,
      });
      return true;
    } catch (error) {
      this.logger.warn(
        { err: error, topic: event.topic, event_id: event.id },
        "event not published yet; the outbox sweeper will retry",
      );
      return false;
    }
  }

  private now(): Date {
    return this.options.now?.() ?? new Date();
  }

  /** One pass over every tracked collection; resolves with the number of events published. */
  async sweepOnce(): Promise<number> {
    const intervalMs = this.options.sweepIntervalMs ?? 5_000;
    const cutoff = new Date(this.now().getTime() - intervalMs).toISOString();
    let published = 0;
    await Promise.all(this.indexing);
    for (const collection of this.tracked) {
      const waiting = await collection.find(
        { "outbox.recorded_at": { $lt: cutoff } },
        { limit: this.options.sweepBatch ?? 100, projection: { outbox: 1 } },
      );
      for (const doc of waiting) {
        const due = (doc.outbox ?? []).filter((event) => event.recorded_at < cutoff);
        const relayed = await this.relayEvents(collection, doc._id, due);
        published += relayed.published;
        // The bus refused (the broker is down): the rest would wait for it one by one; next pass.
        if (relayed.refused) return published;
      }
    }
    return published;
  }

  /**
   * Sweeps every `sweepIntervalMs` until `stop`; a failing sweep is logged and tried next time. A
   * pass still waiting on the broker is not queued behind by the next ones.
   */
  start(): void {
    if (this.timer) return;
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      this.sweeping = this.sweepOnce()
        .catch((error: unknown) => this.logger.error({ err: error }, "outbox sweep failed"))
        .finally(() => {
          running = false;
        });
    }, this.options.sweepIntervalMs ?? 5_000);
    this.timer.unref?.();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.sweeping;
  }
}
