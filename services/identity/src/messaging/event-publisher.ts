import type { MessageBus } from "@cx/bus";
import type { EventPayloadOf, EventTopic } from "@cx/contracts";
import type { Logger } from "@cx/logger";

/**
 * Publishes identity's bus events with their contract types. A failed publish is logged, not
 * thrown: the change it reports is already stored, and failing the request would make the
 * caller retry something that has happened (there is no outbox; see docs/api/identity.md).
 */
export class EventPublisher {
  constructor(
    private readonly bus: MessageBus,
    private readonly logger: Logger,
  ) {}

  async publish<K extends EventTopic>(topic: K, payload: EventPayloadOf<K>): Promise<void> {
    try {
      await this.bus.publish(topic, payload);
    } catch (error) {
      this.logger.error({ err: error, topic }, "event could not be published");
    }
  }
}
