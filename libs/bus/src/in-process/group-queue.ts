import type { Logger } from "@cx/logger";
import { attemptOf, decodeMessage, nextAttempt, type WireMessage, withLastError } from "../envelope.ts";
import { handleInConsumerSpan } from "../message-spans.ts";
import type { MessageHandler } from "../port.ts";
import type { ResolvedSubscribeOptions } from "../subscribe-options.ts";
import { topicMatches } from "../topic-pattern.ts";

export interface Consumer {
  readonly options: ResolvedSubscribeOptions;
  readonly handler: MessageHandler<unknown>;
  readonly inFlight: Set<Promise<void>>;
  stopped: boolean;
}

/**
 * The in-memory counterpart of one RabbitMQ group queue: it outlives its consumers (messages keep
 * arriving while nobody listens), hands each message to one consumer with spare prefetch, in turn,
 * and keeps its own dead letters.
 */
export class GroupQueue {
  private readonly patterns = new Set<string>();
  private readonly ready: WireMessage[] = [];
  private readonly consumers: Consumer[] = [];
  private readonly dead: WireMessage[] = [];
  private readonly retryTimers = new Set<ReturnType<typeof setTimeout>>();
  private nextConsumer = 0;
  private dispatchScheduled = false;

  constructor(
    readonly name: string,
    private readonly logger: Logger,
    /** Told when this group is done with a message: handled, or dead-lettered. */
    private readonly onDone: (id: string) => void = () => {},
  ) {}

  bind(patterns: string[]): void {
    for (const pattern of patterns) this.patterns.add(pattern);
  }

  matches(topic: string): boolean {
    for (const pattern of this.patterns) if (topicMatches(pattern, topic)) return true;
    return false;
  }

  enqueue(message: WireMessage): void {
    this.ready.push(message);
    this.scheduleDispatch();
  }

  addConsumer(consumer: Consumer): void {
    this.consumers.push(consumer);
    this.scheduleDispatch();
  }

  async removeConsumer(consumer: Consumer): Promise<void> {
    consumer.stopped = true;
    const index = this.consumers.indexOf(consumer);
    if (index >= 0) this.consumers.splice(index, 1);
    await Promise.allSettled([...consumer.inFlight]);
  }

  deadLetters(): WireMessage[] {
    return [...this.dead];
  }

  /** Pending retries live only in memory; dropping their timers lets the process exit. */
  cancelRetries(): void {
    for (const timer of this.retryTimers) clearTimeout(timer);
    this.retryTimers.clear();
  }

  // Deferred so that publish() never runs a handler on its own stack, as with a real broker.
  private scheduleDispatch(): void {
    if (this.dispatchScheduled) return;
    this.dispatchScheduled = true;
    setImmediate(() => {
      this.dispatchScheduled = false;
      this.dispatch();
    });
  }

  private dispatch(): void {
    while (this.ready.length > 0) {
      const consumer = this.takeConsumerWithCapacity();
      if (!consumer) return;
      const message = this.ready.shift();
      if (message) this.deliver(consumer, message);
    }
  }

  private takeConsumerWithCapacity(): Consumer | undefined {
    for (let i = 0; i < this.consumers.length; i++) {
      const index = (this.nextConsumer + i) % this.consumers.length;
      const consumer = this.consumers[index];
      if (consumer && !consumer.stopped && consumer.inFlight.size < consumer.options.prefetch) {
        this.nextConsumer = index + 1;
        return consumer;
      }
    }
    return undefined;
  }

  private deliver(consumer: Consumer, wire: WireMessage): void {
    const run = (async () => {
      try {
        await handleInConsumerSpan("in-process", this.name, decodeMessage(wire, ""), consumer.handler);
        this.onDone(wire.id);
      } catch (error) {
        this.settleFailure(consumer.options, wire, error);
      }
    })();
    consumer.inFlight.add(run);
    void run.finally(() => {
      consumer.inFlight.delete(run);
      this.scheduleDispatch();
    });
  }

  private settleFailure(options: ResolvedSubscribeOptions, wire: WireMessage, error: unknown): void {
    const attempt = attemptOf(wire.headers);
    if (attempt >= options.maxAttempts) {
      this.logger.warn({ group: this.name, messageId: wire.id, attempt, err: error }, "message dead-lettered");
      this.dead.push(withLastError(wire, error));
      this.onDone(wire.id);
      return;
    }
    this.logger.debug({ group: this.name, messageId: wire.id, attempt, err: error }, "message will be retried");
    const timer = setTimeout(() => {
      this.retryTimers.delete(timer);
      this.enqueue(nextAttempt(wire, error));
    }, options.retryDelayMs);
    this.retryTimers.add(timer);
  }
}
