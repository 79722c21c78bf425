/**
 * Requests of one topic wait in one queue, shared by that topic's responders (competing
 * consumers). The queue is not durable and goes away with its last responder: a request is only
 * worth something while its requester waits, and each carries its timeout as a per-message TTL.
 * Replies come back over RabbitMQ's direct reply-to, which needs no queue at all.
 */
export function requestQueue(exchange: string, topic: string): string {
  return `${exchange}.rpc.${topic}`;
}

export const DIRECT_REPLY_TO = "amq.rabbitmq.reply-to";
