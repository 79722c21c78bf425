import type { MessageBus, PublishOptions } from "./port.ts";

export interface RefusingBus<B extends MessageBus> {
  /** The same bus, refusing to publish the named topics until `up()`. */
  bus: B;
  up(): void;
}

/**
 * A bus whose broker is out of reach for some topics, as far as publishers can tell: a publish
 * of one of them rejects until `up()`, while consumers keep receiving what the bus does carry.
 * For tests of what a failed publish leaves behind (the outbox's sweeper).
 */
export function refusingPublishes<B extends MessageBus>(inner: B, topics: readonly string[]): RefusingBus<B> {
  let down = true;
  const bus = new Proxy(inner, {
    get(target, property) {
      if (property === "publish") {
        return (topic: string, payload: unknown, options?: PublishOptions) => {
          if (down && topics.includes(topic)) return Promise.reject(new Error("broker unreachable"));
          return (target.publish as (t: string, p: unknown, o?: PublishOptions) => Promise<void>)(
            topic,
            payload,
            options,
          );
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { bus, up: () => (down = false) } as RefusingBus<B>;
}
