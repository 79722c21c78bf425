import type { MessageBus, RequestHandler, RespondOptions, Subscription } from "@cx/bus";
import type { Collection, Database, DocumentStore, StoredDocument } from "@cx/store";

/** What one process asked of the store and the bus since it started. */
export interface PortCounts {
  storeReads: number;
  storeWrites: number;
  /** Messages this process published, and requests it sent. */
  busSent: number;
  /** Messages handed to this process's consumers, and requests it answered. */
  busReceived: number;
}

export function emptyCounts(): PortCounts {
  return { storeReads: 0, storeWrites: 0, busSent: 0, busReceived: 0 };
}

/** Each a round trip to MongoDB; index management (at start) is neither. */
const READS = new Set(["findOne", "find", "countDocuments"]);
const WRITES = new Set([
  "insertOne",
  "insertMany",
  "updateOne",
  "updateMany",
  "findOneAndUpdate",
  "replaceOne",
  "deleteOne",
  "deleteMany",
]);

function countingCollection<T extends StoredDocument>(inner: Collection<T>, counts: PortCounts): Collection<T> {
  return new Proxy(inner, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver);
      if (typeof value !== "function" || typeof key !== "string") return value;
      const field = READS.has(key) ? "storeReads" : WRITES.has(key) ? "storeWrites" : null;
      return (...args: unknown[]) => {
        if (field) counts[field]++;
        return value.apply(target, args);
      };
    },
  });
}

/** The store port, counting every read and write its collections are asked for. */
export function countingStore(inner: DocumentStore, counts: PortCounts): DocumentStore {
  return {
    kind: inner.kind,
    database(name: string): Database {
      const database = inner.database(name);
      return {
        name: database.name,
        collection: <T extends StoredDocument>(collection: string) =>
          countingCollection(database.collection<T>(collection), counts),
        drop: () => database.drop(),
      };
    },
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
}

/** The bus port, counting messages and requests sent and those delivered to this process. */
export function countingBus(inner: MessageBus, counts: PortCounts): MessageBus {
  return {
    kind: inner.kind,
    publish(topic, payload, options) {
      counts.busSent++;
      return inner.publish(topic, payload, options);
    },
    subscribe(options, handler): Promise<Subscription> {
      return inner.subscribe(options, (message) => {
        counts.busReceived++;
        return handler(message);
      });
    },
    settled: (messageId) => inner.settled(messageId),
    request(topic, payload, options) {
      counts.busSent++;
      return inner.request(topic, payload, options);
    },
    respond<Req, Res>(options: RespondOptions, handler: RequestHandler<Req, Res>) {
      return inner.respond<Req, Res>(options, (request) => {
        counts.busReceived++;
        return handler(request);
      });
    },
    deadLetters: (group) => inner.deadLetters(group),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
}
