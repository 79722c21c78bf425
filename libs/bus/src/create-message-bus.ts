import type { Logger } from "@cx/logger";
import { createInProcessBus } from "./in-process/create-in-process-bus.ts";
import type { AnyEvents, MessageBus } from "./port.ts";
import { createRabbitBus } from "./rabbitmq/create-rabbit-bus.ts";

export interface MessageBusConfig {
  /** When set, the bus is RabbitMQ at this URL; otherwise everything stays in this process. */
  amqpUrl?: string;
  exchange?: string;
  logger?: Logger;
  queueExpiresMs?: number;
}

export function createMessageBus(config: MessageBusConfig = {}): Promise<MessageBus<AnyEvents>> {
  if (config.amqpUrl) {
    return createRabbitBus({
      url: config.amqpUrl,
      exchange: config.exchange,
      logger: config.logger,
      queueExpiresMs: config.queueExpiresMs,
    });
  }
  return Promise.resolve(createInProcessBus({ logger: config.logger }));
}
