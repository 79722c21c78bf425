import type { Channel, ConsumeMessage } from "amqplib";
import { decodeMessage } from "../envelope.ts";
import type { RequestHandler } from "../port.ts";
import { answer, type ResolvedRespondOptions } from "../request-reply.ts";
import { type Attachment, ChannelConsumer, type ChannelConsumerDeps, settle } from "./channel-consumer.ts";
import { toWireMessage } from "./delivery.ts";
import { requestQueue } from "./rpc-topology.ts";

export type ResponderDeps = ChannelConsumerDeps;

/**
 * One responder: its own channel consuming the topic's request queue. Each request is answered
 * once and acked after the reply is sent; a handler failure becomes an error reply, never a retry
 * (the requester decides whether to ask again). Like a consumer, it re-attaches after a reconnect.
 */
export class RabbitResponder extends ChannelConsumer {
  constructor(
    private readonly deps: ResponderDeps,
    readonly options: ResolvedRespondOptions,
    private readonly handler: RequestHandler,
  ) {
    super(deps, "responder", { topic: options.topic }, options.prefetch);
  }

  protected async declare(channel: Channel): Promise<string> {
    const queue = requestQueue(this.deps.exchange, this.options.topic);
    await channel.assertQueue(queue, { durable: false, autoDelete: true });
    return queue;
  }

  protected async handle(attachment: Attachment, channel: Channel, delivery: ConsumeMessage): Promise<void> {
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
}
