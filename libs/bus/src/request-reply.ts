import { handleInConsumerSpan } from "./message-spans.ts";
import {
  type BusMessage,
  BusRequestFailedError,
  BusRequestTimeoutError,
  type RequestHandler,
  type RespondOptions,
} from "./port.ts";
import { assertValidTopic } from "./topic-pattern.ts";

/** What travels back to the requester: the responder's result, or what went wrong. */
export type ReplyBody = { ok: true; result: unknown } | { ok: false; error: { code: string; message: string } };

export type ResolvedRespondOptions = Required<RespondOptions>;

export function resolveRespondOptions(options: RespondOptions): ResolvedRespondOptions {
  assertValidTopic(options.topic);
  const prefetch = options.prefetch ?? 10;
  if (!Number.isInteger(prefetch) || prefetch < 1 || prefetch > 65535) {
    throw new Error(`invalid prefetch ${prefetch}: must be an integer in 1..65535`);
  }
  return { topic: options.topic, prefetch };
}

export function assertValidTimeout(timeoutMs: number): void {
  if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) throw new Error(`invalid timeoutMs ${timeoutMs}: must be > 0`);
}

/** Runs the handler in a consumer span and turns whatever happens into a reply; never throws. */
export async function answer(
  system: "rabbitmq" | "in-process",
  topic: string,
  message: BusMessage,
  handler: RequestHandler,
): Promise<ReplyBody> {
  let result: unknown;
  try {
    await handleInConsumerSpan(system, `respond:${topic}`, message, async (request) => {
      result = await handler(request);
    });
    return { ok: true, result: result ?? null };
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    return {
      ok: false,
      error: {
        code: typeof code === "string" && code.length > 0 ? code : "responder_error",
        message: error instanceof Error ? error.message.slice(0, 1000) : String(error).slice(0, 1000),
      },
    };
  }
}

interface Pending {
  topic: string;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

/** Requests waiting for their reply, by correlation id; each one's timer rejects it at its deadline. */
export class PendingRequests {
  private readonly pending = new Map<string, Pending>();

  get size(): number {
    return this.pending.size;
  }

  wait<T>(correlationId: string, topic: string, timeoutMs: number): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        reject(new BusRequestTimeoutError(topic, timeoutMs));
      }, timeoutMs);
      this.pending.set(correlationId, { topic, resolve: resolve as (value: unknown) => void, reject, timer });
    });
  }

  /** A reply for an id nobody waits for any more (it timed out) is dropped. */
  settle(correlationId: string, body: string): void {
    const waiting = this.pending.get(correlationId);
    if (!waiting) return;
    this.pending.delete(correlationId);
    clearTimeout(waiting.timer);
    let reply: ReplyBody;
    try {
      reply = JSON.parse(body) as ReplyBody;
    } catch {
      waiting.reject(new BusRequestFailedError(waiting.topic, "malformed_reply", "the reply was not JSON"));
      return;
    }
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(new BusRequestFailedError(waiting.topic, reply.error.code, reply.error.message));
  }

  fail(correlationId: string, error: Error): void {
    const waiting = this.pending.get(correlationId);
    if (!waiting) return;
    this.pending.delete(correlationId);
    clearTimeout(waiting.timer);
    waiting.reject(error);
  }

  failAll(error: Error): void {
    for (const id of [...this.pending.keys()]) this.fail(id, error);
  }
}
