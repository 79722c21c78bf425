import type { Logger } from "@cx/logger";
import type { ChannelModel, ConfirmChannel, RecoveringChannelModel } from "amqplib";
import { BrokerUnreachableError } from "./broker-unreachable.ts";

/** One live AMQP connection and its publisher channel; replaced wholesale after any failure. */
export interface Session {
  readonly id: number;
  readonly model: ChannelModel;
  readonly publisher: ConfirmChannel;
  alive: boolean;
}

export interface ReconnectOptions {
  /** First delay after a drop; doubles (with jitter) up to `maxDelayMs`. Default 100. */
  initialDelayMs?: number;
  /** Default 5000. */
  maxDelayMs?: number;
  /** Retries before giving up on the very first connection, so a wrong URL fails startup. Default 5. */
  initialRetries?: number;
}

export interface RabbitConnectionOptions {
  url: string;
  connectionName: string;
  logger: Logger;
  reconnect: ReconnectOptions;
  /** Declares what publishing needs (the exchange) before the session is handed out. */
  prepare: (publisher: ConfirmChannel) => Promise<void>;
  /** Restores consumers on a fresh session; a failure abandons the session and reconnects. */
  resubscribe: (session: Session) => Promise<void>;
}

/**
 * Keeps one connection to the broker alive. Reconnection and its backoff come from amqplib's own
 * recovery (`connect(url, { recovery })`), which reopens the connection and then runs our setup;
 * channels are ours to rebuild. Any channel failure is handled by dropping the whole connection,
 * which is rare and keeps a single recovery path.
 */
export class RabbitConnection {
  private recovering: RecoveringChannelModel | undefined;
  private session: Session | undefined;
  private readonly waiters = new Set<{ resolve: (session: Session) => void; reject: (error: Error) => void }>();
  private sessionCount = 0;
  private closing = false;
  private connectedOnce = false;

  constructor(private readonly options: RabbitConnectionOptions) {}

  get isClosing(): boolean {
    return this.closing;
  }

  async open(): Promise<void> {
    const { reconnect, logger } = this.options;
    // Imported with the first RabbitMQ connection: a process on the in-process bus never loads it.
    const { connect } = await import("amqplib");
    const recovering = await connect(this.options.url, {
      clientProperties: { connection_name: this.options.connectionName },
      timeout: 10_000,
      recovery: {
        initialDelay: reconnect.initialDelayMs ?? 100,
        maxDelay: reconnect.maxDelayMs ?? 5000,
        factor: 2,
        jitter: 0.2,
        maxRetries: Number.POSITIVE_INFINITY,
        initialMaxRetries: reconnect.initialRetries ?? 5,
        waitForConnect: false,
        setup: (model: ChannelModel) => this.setUp(model),
      },
    });
    this.recovering = recovering;
    recovering.on("error", (error: Error) => logger.warn({ err: error }, "amqp connection error"));
    recovering.on("disconnect", (error: Error) => logger.warn({ err: error }, "amqp connection lost; reconnecting"));
    recovering.on("connect-failed", (error: Error) => logger.info({ err: error }, "amqp connection attempt failed"));
    recovering.on("reconnect-scheduled", ({ attempt, delay }: { attempt: number; delay: number }) =>
      logger.info({ attempt, delayMs: delay }, "amqp reconnect scheduled"),
    );
    recovering.on("reconnect-failed", (error: Error) => {
      // Before the first connection the caller is told (BrokerUnreachableError) and says it once.
      if (this.connectedOnce) logger.error({ err: error }, "amqp reconnection abandoned");
    });
    try {
      await recovering.waitForConnect();
      this.connectedOnce = true;
    } catch (error) {
      await recovering.close().catch(() => {});
      throw new BrokerUnreachableError(this.options.url, error);
    }
  }

  current(): Session | undefined {
    return this.session?.alive ? this.session : undefined;
  }

  /** The live session, waiting up to `timeoutMs` for a reconnect when there is none. */
  waitForSession(timeoutMs: number): Promise<Session> {
    const live = this.current();
    if (live) return Promise.resolve(live);
    if (this.closing) return Promise.reject(new Error("message bus is closed"));
    return new Promise((resolve, reject) => {
      const waiter = {
        resolve: (session: Session) => {
          clearTimeout(timer);
          resolve(session);
        },
        reject: (error: Error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      const timer = setTimeout(
        () => {
          this.waiters.delete(waiter);
          reject(new Error(`not connected to the message broker after waiting ${timeoutMs} ms`));
        },
        Math.max(0, timeoutMs),
      );
      this.waiters.add(waiter);
    });
  }

  /** Abandons a session whose channel failed; amqplib's recovery then opens a new one. */
  restart(session: Session, reason: string): void {
    // Deferred: when the connection itself dies, amqplib closes its channels first and only then
    // reports the connection closed; by the next microtask the session is already retired.
    queueMicrotask(() => {
      if (!session.alive || this.closing) return;
      this.options.logger.warn({ session: session.id, reason }, "restarting amqp connection");
      this.retire(session);
      session.model.close().catch(() => {});
    });
  }

  /** Stops handing out sessions; what is already sent may still be confirmed until close(). */
  beginClose(): void {
    this.closing = true;
    const error = new Error("message bus is closed");
    for (const waiter of this.waiters) waiter.reject(error);
    this.waiters.clear();
  }

  async close(): Promise<void> {
    this.beginClose();
    if (this.session) this.retire(this.session);
    await this.recovering?.close();
  }

  private async setUp(model: ChannelModel): Promise<void> {
    const { logger } = this.options;
    // Until amqplib binds the model (after setup), nobody else listens: an unheard "error" would throw.
    model.on("error", (error: Error) => logger.debug({ err: error }, "amqp connection error during setup"));
    const publisher = await model.createConfirmChannel();
    const session: Session = { id: ++this.sessionCount, model, publisher, alive: true };
    model.once("close", () => this.retire(session));
    publisher.on("error", (error: Error) => logger.warn({ err: error }, "amqp publisher channel error"));
    publisher.on("close", () => this.restart(session, "publisher channel closed"));
    await this.options.prepare(publisher);
    if (this.closing) throw new Error("message bus is closed");

    // Publishing may resume before the consumers are back: they do not depend on each other.
    this.session = session;
    for (const waiter of this.waiters) waiter.resolve(session);
    this.waiters.clear();
    try {
      await this.options.resubscribe(session);
    } catch (error) {
      this.retire(session);
      throw error;
    }
    logger.info({ session: session.id }, "amqp connection ready");
  }

  private retire(session: Session): void {
    session.alive = false;
    if (this.session === session) this.session = undefined;
  }
}
