import { type EventPayloadOf, EventSchemas, type EventTopic } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import { Value } from "@sinclair/typebox/value";
import type { BusMessage, MessageBus, SubscribeOptions, Subscription } from "./port.ts";

/** One handler per topic, each given the payload its topic's schema promises. */
export type EventHandlers<K extends EventTopic> = {
  [T in K]: (payload: EventPayloadOf<T>, message: BusMessage<EventPayloadOf<T>>) => Promise<void>;
};

/**
 * Whether a message carries a payload of its topic's contract. A consumer acknowledges one that
 * does not (logging it): redelivery cannot make it valid, and a dead-letter loop would only hide
 * the publisher's bug.
 */
export function isValidEvent<K extends EventTopic>(
  topic: K,
  message: BusMessage<unknown>,
): message is BusMessage<EventPayloadOf<K>> {
  return Value.Check(EventSchemas[topic], message.payload);
}

/**
 * Subscribes `group` to the topics of `handlers`: every consumer of events goes through here, so
 * every payload is checked against the event registry's schema before a handler runs.
 */
export function subscribeEvents<K extends EventTopic>(
  bus: MessageBus,
  options: Omit<SubscribeOptions, "topics">,
  handlers: EventHandlers<K>,
  logger: Logger,
): Promise<Subscription> {
  const topics = Object.keys(handlers) as K[];
  return bus.subscribe({ ...options, topics }, async (message) => {
    const topic = message.topic as K;
    const handle = handlers[topic] as EventHandlers<K>[K] | undefined;
    if (!handle || !isValidEvent(topic, message)) {
      logger.warn(
        { topic: message.topic, message_id: message.id, group: options.group },
        "dropped an event that does not match its contract",
      );
      return;
    }
    await handle(message.payload, message);
  });
}
