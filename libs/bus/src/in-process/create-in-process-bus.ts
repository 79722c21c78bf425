import { randomUUID } from "node:crypto";
import { createLogger, type Logger } from "@cx/logger";
import { decodeMessage, encodeMessage } from "../envelope.ts";
import { inPublishSpan } from "../message-spans.ts";
import type { AnyEvents, MessageBus, RequestHandler, RequestOptions } from "../port.ts";
import { assertValidTimeout, PendingRequests, resolveRespondOptions } from "../request-reply.ts";
import { resolveSubscribeOptions } from "../subscribe-options.ts";
import { assertValidTopic } from "../topic-pattern.ts";
import { type Consumer, GroupQueue } from "./group-queue.ts";
import { type Responder, ResponderQueue } from "./responders.ts";
import { Settlements } from "./settlements.ts";

export interface InProcessBusOptions {
  logger?: Logger;
}

/**
 * A bus inside one process with the RabbitMQ adapter's delivery semantics (groups, competing
 * consumers, prefetch, retries, dead letters, trace headers) but no durability: whatever is queued
 * or waiting for a retry is lost when the process exits.
 */
export function createInProcessBus(options: InProcessBusOptions = {}): MessageBus<AnyEvents> {
  const logger = options.logger ?? createLogger("bus");
  const groups = new Map<string, GroupQueue>();
  const consumers = new Map<Consumer, GroupQueue>();
  const responderQueues = new Map<string, ResponderQueue>();
  const responders = new Map<Responder, ResponderQueue>();
  const pending = new PendingRequests();
  const settlements = new Settlements();
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

  const stopResponder = async (responder: Responder): Promise<void> => {
    const queue = responders.get(responder);
    if (!queue) return;
    responders.delete(responder);
    await queue.remove(responder);
  };

  const responderQueue = (topic: string): ResponderQueue => {
    let queue = responderQueues.get(topic);
    if (!queue) {
      queue = new ResponderQueue(topic);
      responderQueues.set(topic, queue);
    }
    return queue;
  };

  return {
    kind: "in-process",

    async publish(topic, payload, publishOptions) {
      assertOpen();
      assertValidTopic(topic);
      await inPublishSpan("in-process", topic, async () => {
        const wire = encodeMessage(topic, payload, publishOptions);
        const bound = [...groups.values()].filter((group) => group.matches(topic));
        settlements.queued(wire.id, bound.length);
        for (const group of bound) group.enqueue(wire);
      });
    },

    async subscribe(subscribeOptions, handler) {
      assertOpen();
      const resolved = resolveSubscribeOptions(subscribeOptions);
      let group = groups.get(resolved.group);
      if (!group) {
        group = new GroupQueue(resolved.group, logger, (id) => settlements.done(id));
        groups.set(resolved.group, group);
      }
      group.bind(resolved.topics);
      const consumer: Consumer = {
        options: resolved,
        handler,
        inFlight: new Set(),
        stopped: false,
      };
      consumers.set(consumer, group);
      group.addConsumer(consumer);
      return { stop: () => stopConsumer(consumer) };
    },

    settled(messageId: string): Promise<void> {
      return settlements.settled(messageId);
    },

    async request<Res = unknown>(topic: string, payload: unknown, requestOptions: RequestOptions): Promise<Res> {
      assertOpen();
      assertValidTopic(topic);
      assertValidTimeout(requestOptions.timeoutMs);
      return inPublishSpan("in-process", topic, () => {
        const wire = encodeMessage(topic, payload, { headers: requestOptions.headers });
        const correlationId = randomUUID();
        const reply = pending.wait<Res>(correlationId, topic, requestOptions.timeoutMs);
        responderQueue(topic).enqueue({
          wire,
          expiresAt: Date.now() + requestOptions.timeoutMs,
          // Through JSON, as over the broker.
          reply: (body) => pending.settle(correlationId, JSON.stringify(body)),
        });
        return reply;
      });
    },

    async respond(respondOptions, handler) {
      assertOpen();
      const options = resolveRespondOptions(respondOptions);
      const responder: Responder = {
        options,
        handler: handler as RequestHandler,
        inFlight: new Set(),
        stopped: false,
      };
      const queue = responderQueue(options.topic);
      responders.set(responder, queue);
      queue.add(responder);
      return { stop: () => stopResponder(responder) };
    },

    async deadLetters(group) {
      return (groups.get(group)?.deadLetters() ?? []).map((wire) => decodeMessage(wire, ""));
    },

    async ping(): Promise<void> {
      assertOpen();
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      await Promise.all([...consumers.keys()].map(stopConsumer));
      await Promise.all([...responders.keys()].map(stopResponder));
      pending.failAll(new Error("in-process bus is closed"));
      settlements.failAll(new Error("in-process bus is closed"));
      for (const group of groups.values()) group.cancelRetries();
    },
  };
}
