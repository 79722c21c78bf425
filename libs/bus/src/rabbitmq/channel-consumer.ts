import type { Logger } from "@cx/logger";
import type { Channel, ConsumeMessage } from "amqplib";
import type { RabbitConnection, Session } from "./connection.ts";

export interface Attachment {
  session: Session;
  ready: Promise<void>;
  channel?: Channel;
  consumerTag?: string;
  channelOpen: boolean;
}

export interface ChannelConsumerDeps {
  exchange: string;
  connection: RabbitConnection;
  logger: Logger;
}

/**
 * What a subscription and a responder share: a channel of their own (so prefetch applies to each)
 * consuming one queue, handlers in flight tracked so that `stop()` can wait for them, and
 * re-attachment after a reconnect. Each new session calls `attach()`, which opens a channel,
 * declares the queue again and starts consuming; what was unacknowledged on the dead channel is
 * redelivered by the broker.
 */
export abstract class ChannelConsumer {
  private attachment: Attachment | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping: Promise<void> | undefined;

  protected constructor(
    protected readonly base: ChannelConsumerDeps,
    /** `consumer` or `responder`, in log lines and restart reasons. */
    private readonly kind: string,
    /** Says which one in log lines: `{ group }` or `{ topic }`. */
    private readonly logContext: Record<string, string>,
    private readonly prefetch: number,
  ) {}

  /** Declares what the channel consumes and returns the queue's name. */
  protected abstract declare(channel: Channel): Promise<string>;

  /** Handles one delivery; acks and nacks go through `settle`. */
  protected abstract handle(attachment: Attachment, channel: Channel, delivery: ConsumeMessage): Promise<void>;

  get stopped(): boolean {
    return this.stopping !== undefined;
  }

  /** Idempotent per session, so setup after a reconnect and a concurrent subscribe share the work. */
  attach(session: Session): Promise<void> {
    if (this.attachment?.session === session) return this.attachment.ready;
    const attachment: Attachment = { session, ready: Promise.resolve(), channelOpen: true };
    attachment.ready = this.open(attachment);
    this.attachment = attachment;
    return attachment.ready;
  }

  stop(): Promise<void> {
    this.stopping ??= this.drain();
    return this.stopping;
  }

  private async open(attachment: Attachment): Promise<void> {
    const { session } = attachment;
    const { connection, logger } = this.base;
    const channel = await session.model.createChannel();
    attachment.channel = channel;
    channel.on("error", (error: Error) =>
      logger.warn({ err: error, ...this.logContext }, `amqp ${this.kind} channel error`),
    );
    channel.on("close", () => {
      attachment.channelOpen = false;
      // Before consuming starts, a failure surfaces through `ready` and the caller decides what to do.
      const established = attachment.consumerTag !== undefined;
      if (established && !this.stopped && this.attachment === attachment)
        connection.restart(session, `${this.kind} channel closed`);
    });
    const queue = await this.declare(channel);
    await channel.prefetch(this.prefetch);
    if (this.stopped) return;
    const { consumerTag } = await channel.consume(queue, (message) => this.onDelivery(attachment, message));
    attachment.consumerTag = consumerTag;
  }

  private onDelivery(attachment: Attachment, message: ConsumeMessage | null): void {
    const channel = attachment.channel;
    if (!channel) return;
    if (message === null) {
      // The broker cancelled us (queue deleted or similar); a fresh session re-declares everything.
      if (!this.stopped) this.base.connection.restart(attachment.session, `${this.kind} cancelled by the broker`);
      return;
    }
    if (this.stopped) {
      // Arrived between our cancel and the broker's cancel-ok: hand it back for another consumer.
      settle(attachment, () => channel.nack(message, false, true));
      return;
    }
    const run = this.handle(attachment, channel, message);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
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
export function settle(attachment: Attachment, action: () => void): void {
  if (!attachment.channelOpen) return;
  try {
    action();
  } catch {
    attachment.channelOpen = false;
  }
}
