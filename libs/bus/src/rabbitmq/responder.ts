import type { Logger } from "@cx/logger";
import type { Channel, ConsumeMessage } from "amqplib";
import { decodeMessage } from "../envelope.ts";
import type { RequestHandler } from "../port.ts";
import { answer, type ResolvedRespondOptions } from "../request-reply.ts";
import type { RabbitConnection, Session } from "./connection.ts";
import { toWireMessage } from "./delivery.ts";
import { requestQueue } from "./rpc-topology.ts";

export interface ResponderDeps {
  exchange: string;
  connection: RabbitConnection;
  logger: Logger;
}

interface Attachment {
  session: Session;
  ready: Promise<void>;
  channel?: Channel;
  consumerTag?: string;
  channelOpen: boolean;
}

/**
 * One responder: its own channel consuming the topic's request queue. Each request is answered
 * once and acked after the reply is sent; a handler failure becomes an error reply, never a retry
 * (the requester decides whether to ask again). Like a consumer, it re-attaches after a reconnect.
 */
export class RabbitResponder {
  private attachment: Attachment | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private stopping: Promise<void> | undefined;

  constructor(
    private readonly deps: ResponderDeps,
    readonly options: ResolvedRespondOptions,
    private readonly handler: RequestHandler,
  ) {}

  get stopped(): boolean {
    return this.stopping !== undefined;
  }

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
    const { logger, connection, exchange } = this.deps;
    const channel = await session.model.createChannel();
    attachment.channel = channel;
    channel.on("error", (error: Error) =>
      logger.warn({ err: error, topic: this.options.topic }, "amqp responder channel error"),
    );
    channel.on("close", () => {
      attachment.channelOpen = false;
      const established = attachment.consumerTag !== undefined;
      if (established && !this.stopped && this.attachment === attachment)
        connection.restart(session, "responder channel closed");
    });
    const queue = requestQueue(exchange, this.options.topic);
    await channel.assertQueue(queue, { durable: false, autoDelete: true });
    await channel.prefetch(this.options.prefetch);
    if (this.stopped) return;
    const { consumerTag } = await channel.consume(queue, (message) => this.onRequest(attachment, message));
    attachment.consumerTag = consumerTag;
  }

  private onRequest(attachment: Attachment, message: ConsumeMessage | null): void {
    const channel = attachment.channel;
    if (!channel) return;
    if (message === null) {
      if (!this.stopped) this.deps.connection.restart(attachment.session, "responder cancelled by the broker");
      return;
    }
    if (this.stopped) {
      settle(attachment, () => channel.nack(message, false, true));
      return;
    }
    const run = this.reply(attachment, channel, message);
    this.inFlight.add(run);
    void run.finally(() => this.inFlight.delete(run));
  }

  private async reply(attachment: Attachment, channel: Channel, delivery: ConsumeMessage): Promise<void> {
    const { replyTo, correlationId } = delivery.properties as { replyTo?: unknown; correlationId?: unknown };
    if (typeof replyTo !== "string" || typeof correlationId !== "string") {
      this.deps.logger.warn({ topic: this.options.topic }, "request without reply address dropped");
      settle(attachment, () => channel.ack(delivery));
      return;
    }
    let body: string;
    try {
      const message = decodeMessage(toWireMessage(delivery), this.options.topic);
      body = JSON.stringify(await answer("rabbitmq", this.options.topic, message, this.handler));
    } catch (error) {
      body = JSON.stringify({ ok: false, error: { code: "malformed_request", message: (error as Error).message } });
    }
    settle(attachment, () => {
      // Direct reply-to: the broker routes the reply straight to the requester's channel.
      channel.publish("", replyTo, Buffer.from(body), { correlationId, contentType: "application/json" });
      channel.ack(delivery);
    });
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

function settle(attachment: Attachment, action: () => void): void {
  if (!attachment.channelOpen) return;
  try {
    action();
  } catch {
    attachment.channelOpen = false;
  }
}
