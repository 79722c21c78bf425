import type { Logger } from "@cx/logger";
import type { Channel, ConsumeMessage } from "amqplib";
import { decodeMessage, nextAttempt, type WireMessage, withLastError } from "../envelope.ts";
import { handleInConsumerSpan } from "../message-spans.ts";
import type { BusMessage, MessageHandler } from "../port.ts";
import type { ResolvedSubscribeOptions } from "../subscribe-options.ts";
import type { RabbitConnection, Session } from "./connection.ts";
import { toWireMessage } from "./delivery.ts";
import { publishConfirmed } from "./publisher.ts";
import { declareGroup, type GroupQueues, groupQueues } from "./topology.ts";

export interface ConsumerDeps {
  exchange: string;
  connection: RabbitConnection;
  logger: Logger;
  waitForBrokerMs: number;
  queueExpiresMs?: number;
}

interface Attachment {
  session: Session;
  ready: Promise<void>;
  channel?: Channel;
  consumerTag?: string;
  channelOpen: boolean;
}

/**
 * One subscription: its own channel (so prefetch applies per consumer) consuming the group queue.
 * It survives reconnects: each new session calls attach(), which declares the topology again and
 * starts a new consumer, while messages unacknowledged on the dead channel are redelivered by the broker.
 */
export class RabbitConsumer {
  private attachment: Attachment | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping: Promise<void> | undefined;
  private readonly queues: GroupQueues;

  constructor(
    private readonly deps: ConsumerDeps,
    readonly options: ResolvedSubscribeOptions,
    private readonly handler: MessageHandler<unknown>,
  ) {
    this.queues = groupQueues(deps.exchange, options.group);
  }

  get stopped(): boolean {
    return this.stopping !== undefined;
  }

  /** Idempotent per session, so setup after a reconnect and a concurrent subscribe() share the work. */
  attach(session: Session): Promise<void> {
    if (this.attachment?.session === session) return this.attachment.ready;
    const attachment: Attachment = { session, ready: Promise.resolve(), channelOpen: true };
    attachment.ready = this.openConsumer(attachment);
    this.attachment = attachment;
    return attachment.ready;
  }

  stop(): Promise<void> {
    this.stopping ??= this.drain();
    return this.stopping;
  }

  private async openConsumer(attachment: Attachment): Promise<void> {
    const { session } = attachment;
    const { connection, exchange, logger } = this.deps;
    const channel = await session.model.createChannel();
    attachment.channel = channel;
    channel.on("error", (error: Error) =>
      logger.warn({ err: error, group: this.options.group }, "amqp consumer channel error"),
    );
    channel.on("close", () => {
      attachment.channelOpen = false;
      // Before consuming starts, a failure surfaces through `ready` and the caller decides what to do.
      const established = attachment.consumerTag !== undefined;
      if (established && !this.stopped && this.attachment === attachment)
        connection.restart(session, "consumer channel closed");
    });
    await declareGroup(channel, exchange, this.options.group, this.options.topics, this.deps.queueExpiresMs);
    await channel.prefetch(this.options.prefetch);
    if (this.stopped) return;
    const { consumerTag } = await channel.consume(this.queues.main, (message) => this.onDelivery(attachment, message));
    attachment.consumerTag = consumerTag;
  }

  private onDelivery(attachment: Attachment, message: ConsumeMessage | null): void {
    const channel = attachment.channel;
    if (!channel) return;
    if (message === null) {
      // The broker cancelled us (queue deleted or similar); a fresh session re-declares everything.
      if (!this.stopped) this.deps.connection.restart(attachment.session, "consumer cancelled by the broker");
      return;
    }
    if (this.stopped) {
      // Arrived between our cancel and the broker's cancel-ok: hand it back for another consumer.
      settle(attachment, () => channel.nack(message, false, true));
      return;
    }
    const run = this.process(attachment, channel, message);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private async process(attachment: Attachment, channel: Channel, delivery: ConsumeMessage): Promise<void> {
    const wire = toWireMessage(delivery);
    let message: BusMessage;
    try {
      message = decodeMessage(wire, delivery.fields.routingKey);
    } catch (error) {
      // Retrying cannot fix a body that is not JSON.
      await this.park(attachment, channel, delivery, this.queues.dead, withLastError(wire, error));
      return;
    }
    try {
      await handleInConsumerSpan("rabbitmq", this.options.group, message, this.handler);
    } catch (error) {
      const exhausted = message.attempt >= this.options.maxAttempts;
      this.deps.logger[exhausted ? "warn" : "debug"](
        { err: error, group: this.options.group, messageId: message.id, attempt: message.attempt },
        exhausted ? "message dead-lettered" : "message will be retried",
      );
      if (exhausted) await this.park(attachment, channel, delivery, this.queues.dead, withLastError(wire, error));
      else
        await this.park(
          attachment,
          channel,
          delivery,
          this.queues.retry,
          nextAttempt(wire, error),
          this.options.retryDelayMs,
        );
      return;
    }
    settle(attachment, () => channel.ack(delivery));
  }

  /** Moves a message to the retry or dead-letter queue: confirmed copy first, then ack the original. */
  private async park(
    attachment: Attachment,
    channel: Channel,
    delivery: ConsumeMessage,
    queue: string,
    wire: WireMessage,
    expirationMs?: number,
  ): Promise<void> {
    // If the channel is gone the broker redelivers the original; a copy now would only duplicate it.
    if (!attachment.channelOpen) return;
    const { connection, logger, waitForBrokerMs } = this.deps;
    try {
      await publishConfirmed(
        connection,
        { exchange: "", routingKey: queue, expirationMs },
        wire,
        waitForBrokerMs,
        logger,
      );
    } catch (error) {
      logger.error(
        { err: error, messageId: wire.id, queue },
        "could not park a failed message; returning it to the queue",
      );
      settle(attachment, () => channel.nack(delivery, false, true));
      return;
    }
    settle(attachment, () => channel.ack(delivery));
  }

  private async drain(): Promise<void> {
    const attachment = this.attachment;
    if (attachment) {
      await attachment.ready.catch(() => {});
      const { channel, consumerTag } = attachment;
      if (channel && consumerTag && attachment.channelOpen) await channel.cancel(consumerTag).catch(() => {});
    }
    await Promise.allSettled([...this.inFlight]);
    if (attachment?.channel && attachment.channelOpen) await attachment.channel.close().catch(() => {});
  }
}

/** Acks and nacks on a closed channel throw; the broker redelivers those messages anyway. */
function settle(attachment: Attachment, action: () => void): void {
  if (!attachment.channelOpen) return;
  try {
    action();
  } catch {
    attachment.channelOpen = false;
  }
}
