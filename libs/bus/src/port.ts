import type { EventPayloads } from "@cx/contracts";

/**
 * The message bus port. Delivery is at least once; consumers of one `group` compete for messages
 * (each message goes to one of them), and every group bound to a topic gets its own copy.
 * Topics are dot-separated (`agents.version.published`); subscriptions may use AMQP topic
 * wildcards: `*` is one word, `#` is zero or more words.
 */

export interface BusMessage<T = unknown> {
  /** Stable across redeliveries and retries; consumers use it to stay idempotent. */
  id: string;
  topic: string;
  payload: T;
  /** 1 on the first delivery, incremented by each retry. */
  attempt: number;
  publishedAt: string;
  headers: Record<string, string>;
}

export type MessageHandler<T = unknown> = (message: BusMessage<T>) => Promise<void>;

export interface SubscribeOptions {
  /** Consumer group: one durable queue per group, shared by its competing consumers. */
  group: string;
  topics: string[];
  /** Most unacknowledged messages one consumer holds at once. Default 10. */
  prefetch?: number;
  /** Deliveries before a failing message goes to the group's dead-letter queue. Default 5. */
  maxAttempts?: number;
  /** Delay before a failed message is delivered again. Default 1000 ms. */
  retryDelayMs?: number;
}

export interface Subscription {
  /** Stops taking new messages and resolves once the handlers in flight have finished. */
  stop(): Promise<void>;
}

export interface PublishOptions {
  messageId?: string;
  headers?: Record<string, string>;
  /**
   * How long to wait for a connection to the broker while there is none, instead of the bus's
   * own wait; 0 rejects at once. For a publish whose caller has a sweeper to send it later.
   */
  waitForBrokerMs?: number;
}

export interface RequestOptions {
  /** How long to wait for a reply; the request rejects with `BusRequestTimeoutError` after it. */
  timeoutMs: number;
  headers?: Record<string, string>;
}

export interface RespondOptions {
  /** Request topic answered (no wildcards). Responders of one topic compete: each request reaches one. */
  topic: string;
  /** Most requests one responder handles at once. Default 10. */
  prefetch?: number;
}

/** Answers one request; what it resolves to is the reply, what it throws becomes an error reply. */
export type RequestHandler<Req = unknown, Res = unknown> = (request: BusMessage<Req>) => Promise<Res>;

/** No reply within the request's time: nobody answered, or the answer came too late. */
export class BusRequestTimeoutError extends Error {
  readonly code = "bus_request_timeout";
  constructor(
    readonly topic: string,
    readonly timeoutMs: number,
  ) {
    super(`no reply to "${topic}" within ${timeoutMs} ms`);
    this.name = "BusRequestTimeoutError";
  }
}

/**
 * The responder failed. `code` is the responder error's own `code` when it had a string one
 * (an `AppError`, say), otherwise "responder_error"; the message is the responder's.
 */
export class BusRequestFailedError extends Error {
  constructor(
    readonly topic: string,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "BusRequestFailedError";
  }
}

/** Payload type by topic. The platform's is the event registry; the adapters carry any. */
export type EventMap = object;

/** Any topic, any payload: what the adapters and their contract suite work with. */
export type AnyEvents = Record<string, unknown>;

/**
 * The bus of the platform is typed by the event registry (`MessageBus`): a topic that is not an
 * event, or a payload that is not its event's, does not compile. Consumers of events subscribe
 * through `subscribeEvents` (`events.ts`), which validates each payload against its schema before
 * a handler sees it; `subscribe` itself hands over what arrived, unchecked.
 */
export interface MessageBus<E extends EventMap = EventPayloads> {
  readonly kind: "rabbitmq" | "in-process";
  /** Resolves once the broker has confirmed the message (publisher confirms). */
  publish<K extends keyof E & string>(topic: K, payload: E[K], options?: PublishOptions): Promise<void>;
  subscribe(options: SubscribeOptions, handler: MessageHandler<unknown>): Promise<Subscription>;
  /**
   * Resolves once the message published with this id no longer depends on this process: at once on
   * RabbitMQ (the publish was confirmed into durable queues); in process, once every group it was
   * queued for has handled it or dead-lettered it. Rejects when the bus closes first.
   */
  settled(messageId: string): Promise<void>;
  /**
   * Sends a request to one responder of `topic` and resolves with its reply. Requests are not
   * retried or dead-lettered: at most once, bounded by `timeoutMs`.
   */
  request<Res = unknown>(topic: string, payload: unknown, options: RequestOptions): Promise<Res>;
  /** Registers a responder; stop() resolves once the requests it is answering have been answered. */
  respond<Req = unknown, Res = unknown>(
    options: RespondOptions,
    handler: RequestHandler<Req, Res>,
  ): Promise<Subscription>;
  /** Messages that exhausted their attempts in a group (for operators and tests). */
  deadLetters(group: string): Promise<BusMessage[]>;
  ping(): Promise<void>;
  /** Stops every subscription (draining handlers in flight), then closes connections. */
  close(): Promise<void>;
}
