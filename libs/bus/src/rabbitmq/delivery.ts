import { randomUUID } from "node:crypto";
import type { Message } from "amqplib";
import { stringHeaders, type WireMessage } from "../envelope.ts";

export function toWireMessage(message: Message): WireMessage {
  const id: unknown = message.properties.messageId;
  return {
    // Messages from foreign publishers may lack an id; the one given here sticks through retries.
    id: typeof id === "string" && id.length > 0 ? id : randomUUID(),
    headers: stringHeaders(message.properties.headers as Record<string, unknown> | undefined),
    body: message.content.toString("utf8"),
  };
}
