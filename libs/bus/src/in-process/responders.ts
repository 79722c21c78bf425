import { decodeMessage, type WireMessage } from "../envelope.ts";
import type { RequestHandler } from "../port.ts";
import { answer, type ReplyBody, type ResolvedRespondOptions } from "../request-reply.ts";

export interface Responder {
  options: ResolvedRespondOptions;
  handler: RequestHandler;
  inFlight: Set<Promise<void>>;
  stopped: boolean;
}

interface QueuedRequest {
  wire: WireMessage;
  expiresAt: number;
  reply: (body: ReplyBody) => void;
}

/**
 * The requests of one topic and the responders that compete for them: each request goes to one
 * responder with room under its prefetch (round robin), waits while all are busy, and is dropped
 * when it expires unanswered, as the broker drops an expired request.
 */
export class ResponderQueue {
  private readonly responders: Responder[] = [];
  private readonly backlog: QueuedRequest[] = [];
  private next = 0;

  constructor(private readonly topic: string) {}

  add(responder: Responder): void {
    this.responders.push(responder);
    this.dispatch();
  }

  async remove(responder: Responder): Promise<void> {
    responder.stopped = true;
    const index = this.responders.indexOf(responder);
    if (index >= 0) this.responders.splice(index, 1);
    await Promise.allSettled([...responder.inFlight]);
  }

  enqueue(request: QueuedRequest): void {
    this.backlog.push(request);
    this.dispatch();
  }

  private dispatch(): void {
    while (this.backlog.length > 0) {
      const responder = this.freeResponder();
      if (!responder) return;
      const request = this.backlog.shift()!;
      if (Date.now() >= request.expiresAt) continue;
      const run = answer("in-process", this.topic, decodeMessage(request.wire, this.topic), responder.handler).then(
        request.reply,
      );
      responder.inFlight.add(run);
      void run.finally(() => {
        responder.inFlight.delete(run);
        this.dispatch();
      });
    }
  }

  private freeResponder(): Responder | undefined {
    for (let tried = 0; tried < this.responders.length; tried++) {
      const responder = this.responders[(this.next + tried) % this.responders.length]!;
      if (!responder.stopped && responder.inFlight.size < responder.options.prefetch) {
        this.next = (this.next + tried + 1) % this.responders.length;
        return responder;
      }
    }
    return undefined;
  }
}
