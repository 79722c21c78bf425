import { createLogger, type Logger } from "@cx/logger";
import { decodeMessage, encodeMessage } from "../envelope.ts";
import { inPublishSpan } from "../message-spans.ts";
import type {
  BusMessage,
  MessageBus,
  MessageHandler,
  PublishOptions,
  SubscribeOptions,
  Subscription,
} from "../port.ts";
import { resolveSubscribeOptions } from "../subscribe-options.ts";
import { assertValidTopic } from "../topic-pattern.ts";
import { type Consumer, GroupQueue } from "./group-queue.ts";

export interface InProcessBusOptions {
  logger?: Logger;
}

/**
 * A bus inside one process with the RabbitMQ adapter's delivery semantics (groups, competing
 * consumers, prefetch, retries, dead letters, trace headers) but no durability: whatever is queued
 * or waiting for a retry is lost when the process exits.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): MessageBus {
  const logger = options.logger ?? createLogger("bus");
  const groups = new Map<string, GroupQueue>();
  const consumers = new Map<Consumer, GroupQueue>();
  let closed = false;

  const assertOpen = (): void => {
    if (closed) throw new Error("in-process bus is closed");
  };

  const stopConsumer = async (consumer: Consumer): Promise<void> => {
    const group = consumers.get(consumer);
    if (!group) return;
    consumers.delete(consumer);
    await group.removeConsumer(consumer);
  };

  return {
    kind: "in-process",

    async publish(topic: string, payload: unknown, publishOptions?: PublishOptions): Promise<void> {
      assertOpen();
      assertValidTopic(topic);
      await inPublishSpan("in-process", topic, async () => {
        const wire = encodeMessage(topic, payload, publishOptions);
        for (const group of groups.values()) if (group.matches(topic)) group.enqueue(wire);
      });
    },

    async subscribe<T = unknown>(
      subscribeOptions: SubscribeOptions,
      handler: MessageHandler<T>,
    ): Promise<Subscription> {
      assertOpen();
      const resolved = resolveSubscribeOptions(subscribeOptions);
      let group = groups.get(resolved.group);
      if (!group) {
        group = new GroupQueue(resolved.group, logger);
        groups.set(resolved.group, group);
      }
      group.bind(resolved.topics);
      const consumer: Consumer = {
        options: resolved,
        handler: handler as MessageHandler<unknown>,
        inFlight: new Set(),
        stopped: false,
      };
      consumers.set(consumer, group);
      group.addConsumer(consumer);
      return { stop: () => stopConsumer(consumer) };
    },

    async deadLetters(group: string): Promise<BusMessage[]> {
      return (groups.get(group)?.deadLetters() ?? []).map((wire) => decodeMessage(wire, ""));
    },

    async ping(): Promise<void> {
      assertOpen();
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...consumers.keys()].map(stopConsumer));
      for (const group of groups.values()) group.cancelRetries();
    },
  };
}
