import { context, extractTraceContext, SpanKind, withSpan } from "@cx/tracing";
import { ROOT_CONTEXT } from "@opentelemetry/api";
import type { BusMessage, MessageHandler } from "./port.ts";

type System = "rabbitmq" | "in-process";

/** A PRODUCER span around encoding and sending, so the consumer span hangs off the publish. */
export function inPublishSpan<T>(system: System, topic: string, fn: () => Promise<T>): Promise<T> {
  return withSpan(
    `${topic} publish`,
    {
      kind: SpanKind.PRODUCER,
      attributes: {
        "messaging.system": system,
        "messaging.operation.type": "send",
        "messaging.destination.name": topic,
      },
    },
    fn,
  );
}

/**
 * Runs the handler in a CONSUMER span whose parent is the context carried by the message, so one
 * trace spans publisher and consumer. Extraction starts from the root context: whatever happens to
 * be active where the delivery callback fires (another message's span, a publisher) is unrelated.
 */
export function handleInConsumerSpan<T>(
  system: System,
  group: string,
  message: BusMessage<T>,
  handler: MessageHandler<T>,
): Promise<void> {
  const parent = context.with(ROOT_CONTEXT, () => extractTraceContext(message.headers));
  return withSpan(
    `${message.topic} process`,
    {
      kind: SpanKind.CONSUMER,
      parent,
      attributes: {
        "messaging.system": system,
        "messaging.operation.type": "process",
        "messaging.destination.name": message.topic,
        "messaging.consumer.group.name": group,
        "messaging.message.id": message.id,
        "messaging.delivery.attempt": message.attempt,
      },
    },
    () => handler(message),
  );
}
