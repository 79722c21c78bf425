import { randomUUID } from "node:crypto";
import type { Logger } from "@cx/logger";
import type { Channel } from "amqplib";
import type { WireMessage } from "../envelope.ts";
import { PendingRequests } from "../request-reply.ts";
import type { RabbitConnection, Session } from "./connection.ts";
import { DIRECT_REPLY_TO, requestQueue } from "./rpc-topology.ts";

interface ReplyChannel {
  session: Session;
  channel: Promise<Channel>;
}

/**
 * Sends requests and matches replies by correlation id. Direct reply-to requires the request to
 * be published on the channel that consumes the replies, so each session gets one such channel,
 * opened on the first request. A request in flight when its channel dies is answered by its timeout.
 */
export class RabbitRequester {
  private readonly pending = new PendingRequests();
  private current: ReplyChannel | undefined;

  constructor(
    private readonly exchange: string,
    private readonly connection: RabbitConnection,
    private readonly logger: Logger,
  ) {}

  async request<T>(topic: string, wire: WireMessage, timeoutMs: number): Promise<T> {
    const correlationId = randomUUID();
    const reply = this.pending.wait<T>(correlationId, topic, timeoutMs);
    try {
      const session = await this.connection.waitForSession(timeoutMs);
      const channel = await this.channelFor(session);
      channel.publish("", requestQueue(this.exchange, topic), Buffer.from(wire.body), {
        correlationId,
        replyTo: DIRECT_REPLY_TO,
        messageId: wire.id,
        headers: wire.headers,
        contentType: "application/json",
        // Nobody waits for the answer after this: the broker drops the request unanswered.
        expiration: String(Math.max(1, Math.round(timeoutMs))),
      });
    } catch (error) {
      this.pending.fail(correlationId, error instanceof Error ? error : new Error(String(error)));
    }
    return reply;
  }

  close(): void {
    this.pending.failAll(new Error("message bus is closed"));
    const current = this.current;
    this.current = undefined;
    void current?.channel.then((channel) => channel.close()).catch(() => {});
  }

  private channelFor(session: Session): Promise<Channel> {
    if (this.current?.session === session) return this.current.channel;
    const opened = this.open(session);
    this.current = { session, channel: opened };
    opened.catch(() => {
      if (this.current?.channel === opened) this.current = undefined;
    });
    return opened;
  }

  private async open(session: Session): Promise<Channel> {
    const channel = await session.model.createChannel();
    const forget = () => {
      if (this.current?.session === session) this.current = undefined;
    };
    channel.on("error", (error: Error) => this.logger.warn({ err: error }, "amqp reply channel error"));
    channel.on("close", forget);
    await channel.consume(
      DIRECT_REPLY_TO,
      (message) => {
        if (!message) return forget();
        const correlationId = message.properties.correlationId as unknown;
        if (typeof correlationId === "string") this.pending.settle(correlationId, message.content.toString("utf8"));
      },
      { noAck: true },
    );
    return channel;
  }
}
