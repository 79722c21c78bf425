import type { Channel, ConsumeMessage } from "amqplib";
import { decodeMessage, nextAttempt, type WireMessage, withLastError } from "../envelope.ts";
import { handleInConsumerSpan } from "../message-spans.ts";
import type { BusMessage, MessageHandler } from "../port.ts";
import type { ResolvedSubscribeOptions } from "../subscribe-options.ts";
import { type Attachment, ChannelConsumer, type ChannelConsumerDeps, settle } from "./channel-consumer.ts";
import { toWireMessage } from "./delivery.ts";
import { publishConfirmed } from "./publisher.ts";
import { declareGroup, type GroupQueues, groupQueues } from "./topology.ts";

export interface ConsumerDeps extends ChannelConsumerDeps {
  waitForBrokerMs: number;
  queueExpiresMs?: number;
}

/**
 * One subscription: its own channel (so prefetch applies per consumer) consuming the group queue.
 * It survives reconnects: each new session calls attach(), which declares the topology again and
 * starts a new consumer, while messages unacknowledged on the dead channel are redelivered by the broker.
 */
export class RabbitConsumer extends ChannelConsumer {
  private readonly queues: GroupQueues;

  constructor(
    private readonly deps: ConsumerDeps,
    readonly options: ResolvedSubscribeOptions,
    private readonly handler: MessageHandler<unknown>,
  ) {
    super(deps, "consumer", { group: options.group }, options.prefetch);
    this.queues = groupQueues(deps.exchange, options.group);
  }

  protected async declare(channel: Channel): Promise<string> {
    await declareGroup(channel, this.deps.exchange, this.options.group, this.options.topics, this.deps.queueExpiresMs);
    return this.queues.main;
  }

  protected async handle(attachment: Attachment, channel: Channel, delivery: ConsumeMessage): Promise<void> {
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
}
