import type * as store from "@cx/store";
import type { Events, OutboxFields, PendingEvent } from "./pending-event.ts";

/** Relays what a write recorded; given by the `Outbox` that tracks the collection. */
export type RelayAfterWrite = (
  collection: store.Collection<store.StoredDocument & OutboxFields>,
  id: string,
  events: Events,
) => Promise<void>;

/**
 * Events a write records. `deferRelay` leaves them on the document until `relayPending` (or the
 * sweeper): for a use case whose later steps must be done before anyone hears of the change.
 */
export interface Recording {
  events?: Events;
  deferRelay?: boolean;
}

/** Documents a delete with events marked are gone for every reader, before they are removed. */
const LIVE: store.Filter = { outbox_deleted: { $exists: false } };

function live(filter: store.Filter): store.Filter {
  return "outbox_deleted" in filter ? { $and: [filter, LIVE] } : { ...filter, ...LIVE };
}

/**
 * A collection whose writes may record events (`{ events }`) in the same single-document update
 * as the change they report, which makes the record atomic with the change on a store without
 * multi-document transactions. Once the write is done the events are relayed to the bus and taken
 * off the document; what a crash or a bus outage leaves behind, the `Outbox`'s sweeper relays.
 *
 * A delete with events does not remove the document at once: it marks it (`outbox_deleted`) with
 * its events, and the relay removes it once they are published. Every read and write here skips
 * marked documents, so to its repository the document is gone as soon as the delete returns.
 */
export class OutboxCollection<T extends store.StoredDocument> implements store.Collection<T> {
  constructor(
    private readonly inner: store.Collection<T & OutboxFields>,
    private readonly relay: RelayAfterWrite,
    private readonly now: () => Date,
  ) {}

  private stamped(events: Events): PendingEvent[] {
    const recordedAt = this.now().toISOString();
    return events.map((event) => ({ ...event, recorded_at: recordedAt }));
  }

  private recording(update: store.Update, events: Events): store.Update {
    if (events.length === 0) return update;
    return { ...update, $push: { ...(update.$push ?? {}), outbox: { $each: this.stamped(events) } } };
  }

  private async relayed(id: string | undefined, options: Recording): Promise<void> {
    const events = options.events ?? [];
    if (id === undefined || events.length === 0 || options.deferRelay) return;
    await this.relay(this.inner as store.Collection<store.StoredDocument & OutboxFields>, id, events);
  }

  /** Relays what waits on document `id` now: the end of a use case that wrote with `deferRelay`. */
  async relayPending(id: string): Promise<void> {
    const doc = await this.inner.findOne({ _id: id }, { projection: { outbox: 1 } });
    if (doc?.outbox?.length)
      await this.relay(this.inner as store.Collection<store.StoredDocument & OutboxFields>, id, doc.outbox);
  }

  async insertOne(doc: T, options: Recording = {}): Promise<void> {
    const events = options.events ?? [];
    await this.inner.insertOne(events.length > 0 ? { ...doc, outbox: this.stamped(events) } : doc);
    await this.relayed(doc._id, options);
  }

  insertMany(docs: T[]): Promise<void> {
    return this.inner.insertMany(docs);
  }

  findOne(filter: store.Filter, options?: store.FindOptions): Promise<T | null> {
    return this.inner.findOne(live(filter), options);
  }

  find(filter: store.Filter, options?: store.FindOptions): Promise<T[]> {
    return this.inner.find(live(filter), options);
  }

  countDocuments(filter: store.Filter): Promise<number> {
    return this.inner.countDocuments(live(filter));
  }

  /** With events, no upsert: the relay needs the id of the document the events went on. */
  async updateOne(
    filter: store.Filter,
    update: store.Update,
    options: { upsert?: boolean } & Recording = {},
  ): Promise<store.UpdateResult> {
    const { events, deferRelay: _defer, ...rest } = options;
    if (!events || events.length === 0) return this.inner.updateOne(live(filter), update, rest);
    if (rest.upsert) throw new Error("an update that records events cannot upsert");
    const doc = await this.inner.findOneAndUpdate(live(filter), this.recording(update, events), {
      returnDocument: "after",
    });
    await this.relayed(doc?._id, options);
    return { matchedCount: doc ? 1 : 0, modifiedCount: doc ? 1 : 0, upsertedId: null };
  }

  updateMany(filter: store.Filter, update: store.Update): Promise<store.UpdateResult> {
    return this.inner.updateMany(live(filter), update);
  }

  async findOneAndUpdate(
    filter: store.Filter,
    update: store.Update,
    options: { upsert?: boolean; returnDocument?: "before" | "after"; sort?: store.SortSpec } & Recording = {},
  ): Promise<T | null> {
    const { events, deferRelay: _defer, ...rest } = options;
    if (events && events.length > 0 && rest.upsert) throw new Error("an update that records events cannot upsert");
    const doc = await this.inner.findOneAndUpdate(live(filter), this.recording(update, events ?? []), rest);
    await this.relayed(doc?._id, options);
    return doc;
  }

  /**
   * Sets every field of `doc` rather than swapping the document, so events still waiting on it
   * stay. A field `doc` lacks is therefore kept: stored shapes write null, never leave a field out.
   */
  async replaceOne(
    filter: store.Filter,
    doc: T,
    options: { upsert?: boolean } & Recording = {},
  ): Promise<store.UpdateResult> {
    const { _id, outbox: _outbox, outbox_deleted: _deleted, ...fields } = doc as T & OutboxFields;
    const update: store.Update = { $set: fields };
    if (options.upsert) update.$setOnInsert = { _id };
    const result = await this.inner.updateOne(live(filter), this.recording(update, options.events ?? []), {
      upsert: options.upsert,
    });
    if (result.matchedCount + (result.upsertedId ? 1 : 0) > 0) await this.relayed(_id, options);
    return result;
  }

  async deleteOne(filter: store.Filter, options: Recording = {}): Promise<number> {
    const events = options.events ?? [];
    if (events.length === 0) return this.inner.deleteOne(live(filter));
    const marked = await this.inner.findOneAndUpdate(
      live(filter),
      this.recording({ $set: { outbox_deleted: true } }, events),
    );
    await this.relayed(marked?._id, options);
    return marked ? 1 : 0;
  }

  deleteMany(filter: store.Filter): Promise<number> {
    return this.inner.deleteMany(live(filter));
  }

  createIndexes(specs: store.IndexSpec[]): Promise<void> {
    return this.inner.createIndexes(specs);
  }

  listIndexes(): Promise<store.IndexSpec[]> {
    return this.inner.listIndexes();
  }

  dropIndex(name: string): Promise<void> {
    return this.inner.dropIndex(name);
  }
}
