import { hostname } from "node:os";
import { createLogger, type Logger } from "@cx/logger";
import pTimeout from "p-timeout";
import { decodeMessage, encodeMessage } from "../envelope.ts";
import { inPublishSpan } from "../message-spans.ts";
import type { AnyEvents, MessageBus, RequestHandler, RequestOptions } from "../port.ts";
import { assertValidTimeout, resolveRespondOptions } from "../request-reply.ts";
import { resolveSubscribeOptions } from "../subscribe-options.ts";
import { assertValidTopic } from "../topic-pattern.ts";
import { RabbitConnection, type ReconnectOptions } from "./connection.ts";
import { RabbitConsumer } from "./consumer.ts";
import { peekQueue } from "./dead-letters.ts";
import { publishConfirmed } from "./publisher.ts";
import { RabbitRequester } from "./requester.ts";
import { RabbitResponder } from "./responder.ts";
import { declareExchange, groupQueues } from "./topology.ts";

export interface RabbitBusOptions {
  url: string;
  /** Durable topic exchange every message goes through. Default "cx.events". */
  exchange?: string;
  logger?: Logger;
  /** Shown in the RabbitMQ management UI. Default "cx-bus@<hostname>". */
  connectionName?: string;
  /**
   * How long publish, subscribe and deadLetters wait for the broker while disconnected before
   * rejecting. Publishes made meanwhile are sent and confirmed after the reconnect. Default 30 s.
   */
  waitForBrokerMs?: number;
  reconnect?: ReconnectOptions;
  /** Throwaway environments only: the broker deletes queues unused this long (see topology.ts). */
  queueExpiresMs?: number;
}

/** Connects (retrying briefly, so a wrong URL fails startup) and declares the exchange. */
export async function createRabbitBus(options: RabbitBusOptions): Promise<MessageBus<AnyEvents>> {
  const exchange = options.exchange ?? "cx.events";
  if (!/^[\w.:-]{1,200}$/.test(exchange)) throw new Error(`invalid exchange name "${exchange}"`);
  const logger = options.logger ?? createLogger("bus");
  const waitForBrokerMs = options.waitForBrokerMs ?? 30_000;
  const consumers = new Set<RabbitConsumer>();
  const responders = new Set<RabbitResponder>();
  const pendingPublishes = new Set<Promise<void>>();
  let closing: Promise<void> | undefined;

  const connection: RabbitConnection = new RabbitConnection({
    url: options.url,
    connectionName: options.connectionName ?? `cx-bus@${hostname()}`,
    logger,
    reconnect: options.reconnect ?? {},
    prepare: (publisher) => declareExchange(publisher, exchange, options.queueExpiresMs),
    resubscribe: async (session) => {
      await Promise.all(
        [...consumers, ...responders]
          .filter((consumer) => !consumer.stopped)
          .map((consumer) => consumer.attach(session)),
      );
    },
  });
  await connection.open();
  const requester = new RabbitRequester(exchange, connection, logger);

  const assertOpen = (): void => {
    if (closing || connection.isClosing) throw new Error("message bus is closed");
  };

  const track = (publish: Promise<void>): Promise<void> => {
    pendingPublishes.add(publish);
    void publish.catch(() => {}).finally(() => pendingPublishes.delete(publish));
    return publish;
  };

  const subscribe = async <C extends RabbitConsumer | RabbitResponder>(consumer: C, into: Set<C>): Promise<void> => {
    const deadline = Date.now() + waitForBrokerMs;
    into.add(consumer);
    for (;;) {
      const session = await connection.waitForSession(deadline - Date.now()).catch((error: unknown) => {
        into.delete(consumer);
        throw error;
      });
      try {
        await consumer.attach(session);
        return;
      } catch (error) {
        // A dropped connection is retried (the next session attaches this consumer anyway);
        // anything else, such as a queue declared elsewhere with other arguments, is the caller's problem.
        if (session.alive && !connection.isClosing) {
          into.delete(consumer);
          await consumer.stop();
          throw error;
        }
      }
    }
  };

  const shutdown = async (): Promise<void> => {
    await Promise.all([...consumers, ...responders].map((consumer) => consumer.stop()));
    requester.close();
    connection.beginClose();
    // Let confirms for messages already sent arrive, but not forever.
    await pTimeout(Promise.allSettled([...pendingPublishes]), { milliseconds: 5000 }).catch(() => {});
    await connection.close();
  };

  return {
    kind: "rabbitmq",

    publish(topic, payload, publishOptions) {
      try {
        assertOpen();
        assertValidTopic(topic);
      } catch (error) {
        return Promise.reject(error);
      }
      return track(
        inPublishSpan("rabbitmq", topic, () => {
          const wire = encodeMessage(topic, payload, publishOptions);
          const waitMs = publishOptions?.waitForBrokerMs ?? waitForBrokerMs;
          return publishConfirmed(connection, { exchange, routingKey: topic }, wire, waitMs, logger);
        }),
      );
    },

    // Confirmed publishes sit in durable queues as persistent messages: nothing here can lose them.
    settled(): Promise<void> {
      return Promise.resolve();
    },

    async subscribe(subscribeOptions, handler) {
      assertOpen();
      const consumer = new RabbitConsumer(
        { exchange, connection, logger, waitForBrokerMs, queueExpiresMs: options.queueExpiresMs },
        resolveSubscribeOptions(subscribeOptions),
        handler,
      );
      await subscribe(consumer, consumers);
      return {
        stop: async () => {
          await consumer.stop();
          consumers.delete(consumer);
        },
      };
    },

    async request<Res = unknown>(topic: string, payload: unknown, requestOptions: RequestOptions): Promise<Res> {
      assertOpen();
      assertValidTopic(topic);
      assertValidTimeout(requestOptions.timeoutMs);
      return inPublishSpan("rabbitmq", topic, () =>
        requester.request<Res>(
          topic,
          encodeMessage(topic, payload, { headers: requestOptions.headers }),
          requestOptions.timeoutMs,
        ),
      );
    },

    async respond(respondOptions, handler) {
      assertOpen();
      const responder = new RabbitResponder(
        { exchange, connection, logger },
        resolveRespondOptions(respondOptions),
        handler as RequestHandler,
      );
      await subscribe(responder, responders);
      return {
        stop: async () => {
          await responder.stop();
          responders.delete(responder);
        },
      };
    },

    async deadLetters(group) {
      const session = await connection.waitForSession(waitForBrokerMs);
      const messages = await peekQueue(session, groupQueues(exchange, group).dead);
      return messages.map((wire) => decodeMessage(wire, ""));
    },

    async ping(): Promise<void> {
      const session = connection.current();
      if (!session) throw new Error("not connected to the message broker");
      // A round trip, so a half-open socket does not pass for a connection.
      await pTimeout(session.publisher.checkExchange(exchange), {
        milliseconds: 5000,
        message: "message broker did not answer within 5000 ms",
      });
    },

    close(): Promise<void> {
      closing ??= shutdown();
      return closing;
    },
  };
}
