import type { MessageBus } from "@cx/bus";
import type { EventPayloadOf, EventTopic } from "@cx/contracts";
import type { Logger } from "@cx/logger";
import type { EventSink } from "../app/events.ts";
import { newId } from "../app/ids.ts";
import type { OutboxRepository } from "../store/outbox-repository.ts";
import type { WorkspaceId } from "../store/workspace-id.ts";

export interface OutboxPublisherOptions {
  /** How often the relay looks for events the bus has not confirmed. */
  relayIntervalMs?: number;
  /** An event younger than this is still being published by its request; the relay leaves it. */
  relayAfterMs?: number;
}

/**
 * Publishes an event after the write it reports, through an outbox: the event is stored, sent,
 * and removed once the bus confirmed it. When the bus is down the request still succeeds (its
 * write is done) and the relay sends the event later. Delivery is at least once; the outbox id is
 * the message id, so consumers can tell a resend from a new event.
 */
export class OutboxEventPublisher implements EventSink {
  private timer: ReturnType<typeof setInterval> | undefined;
  private relaying: Promise<void> | undefined;

  constructor(
    private readonly bus: MessageBus,
    private readonly outbox: OutboxRepository,
    private readonly logger: Logger,
    private readonly now: () => string,
    private readonly options: OutboxPublisherOptions = {},
  ) {}

  async publish<K extends EventTopic>(ws: WorkspaceId, topic: K, payload: EventPayloadOf<K>): Promise<void> {
    const id = newId("evt");
    const payloadJson = JSON.stringify(payload);
    await this.outbox.add(ws, {
      _id: id,
      workspace_id: ws,
      topic,
      payload_json: payloadJson,
      created_at: this.now(),
      attempts: 0,
    });
    await this.send(ws, id, topic, payloadJson);
  }

  private async send(ws: WorkspaceId, id: string, topic: string, payloadJson: string): Promise<boolean> {
    try {
      await this.bus.publish(topic, JSON.parse(payloadJson), { messageId: id });
    } catch (error) {
      this.logger.warn({ err: error, topic, event_id: id }, "event not published yet; the outbox relay will retry");
      await this.outbox.noteAttempt(ws, id).catch(() => undefined);
      return false;
    }
    await this.outbox.remove(ws, id);
    return true;
  }

  /** One pass of the relay over events older than `relayAfterMs`. */
  async relayOnce(): Promise<number> {
    const cutoff = new Date(Date.parse(this.now()) - (this.options.relayAfterMs ?? 10_000)).toISOString();
    let sent = 0;
    for (const event of await this.outbox.due(cutoff, 100)) {
      if (await this.send(event.workspace_id, event._id, event.topic, event.payload_json)) sent++;
    }
    return sent;
  }

  startRelay(): void {
    if (this.timer) return;
    this.timer = setInterval(() => {
      if (this.relaying) return;
      this.relaying = this.relayOnce()
        .then(() => undefined)
        .catch((error) => this.logger.error({ err: error }, "outbox relay failed"))
        .finally(() => {
          this.relaying = undefined;
        });
    }, this.options.relayIntervalMs ?? 5_000);
    this.timer.unref?.();
  }

  async stopRelay(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.relaying;
  }
}
