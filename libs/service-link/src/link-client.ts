import { ANSWER_WINDOW_HEADER, DEFAULT_ANSWER_WINDOW_BYTES, pacedBody } from "./answer-window.ts";
import {
  type AnswerHead,
  decodeFrame,
  encodeHeaded,
  encodeSignal,
  encodeWindow,
  FrameKind,
  type HeaderRecord,
  HIGH_WATER_BYTES,
  headersOf,
  isAnswerHead,
  MalformedFrame,
} from "./frames.ts";
import { LINK_PATH } from "./link-server.ts";

export interface LinkOptions {
  /** The service's base URL (`http://identity:8080`); the link opens on its origin. */
  baseUrl: string;
  /** The signed header that lets the link in, made afresh for each connection. */
  credentials: () => Record<string, string>;
  /** First wait before connecting again after a failure; it doubles up to `maxRetryDelayMs`. */
  minRetryDelayMs?: number;
  maxRetryDelayMs?: number;
  /**
   * The bytes of an answer sent in chunks that the service sends ahead of its reader here
   * (`answer-window.ts`): what the gateway holds of an answer its client reads slowly.
   */
  answerWindowBytes?: number;
}

/** A call the link could not finish: it closed, or the service broke the answer off. */
export class LinkFailed extends Error {}

interface Call {
  resolve: (response: Response) => void;
  reject: (error: Error) => void;
  /** Set once a streamed answer's head has come. */
  body?: ReadableStreamDefaultController<Uint8Array>;
  /** Counts what a paced answer's body received, so that its reader's room is granted back. */
  received?: (bytes: number) => void;
}

export interface LinkCall {
  answer: Promise<Response>;
  /** Gives the call up: the answer, or its body if it is streaming, fails, and the service is told. */
  cancel(): void;
}

type State = "idle" | "connecting" | "open" | "draining";

/**
 * One WebSocket to a service, carrying many calls at once (docs/decisions/service-link.md). It is
 * only ever a faster road: when it is not open, or holds too much unsent, `ready` is false and the
 * caller goes over HTTP, while the link reconnects in the background with a growing delay.
 */
export class ServiceLink {
  private readonly url: string;
  private readonly minDelayMs: number;
  private readonly maxDelayMs: number;
  private readonly answerWindowBytes: number;
  private socket: WebSocket | undefined;
  private state: State = "idle";
  private retryAt = 0;
  private delayMs: number;
  private nextId = 1;
  private readonly calls = new Map<number, Call>();
  private stopped = false;

  constructor(private readonly options: LinkOptions) {
    this.url = `${new URL(options.baseUrl).origin.replace(/^http/, "ws")}${LINK_PATH}`;
    this.minDelayMs = options.minRetryDelayMs ?? 500;
    this.maxDelayMs = options.maxRetryDelayMs ?? 30_000;
    this.answerWindowBytes = options.answerWindowBytes ?? DEFAULT_ANSWER_WINDOW_BYTES;
    this.delayMs = this.minDelayMs;
  }

  /** Whether a call can go over the link now. When it cannot, a connection is started if one is due. */
  get ready(): boolean {
    // Past the high-water mark a link takes no new calls until its socket catches up.
    if (this.state === "open") return (this.socket?.bufferedAmount ?? 0) < HIGH_WATER_BYTES;
    if (this.state === "idle" && !this.stopped && performance.now() >= this.retryAt) this.connect();
    return false;
  }

  /** Calls in flight on this link. */
  get pending(): number {
    return this.calls.size;
  }

  /** Sends a call; only when `ready`. */
  call(method: string, path: string, headers: HeaderRecord, body?: Uint8Array): LinkCall {
    const socket = this.socket;
    if (this.state !== "open" || !socket) throw new LinkFailed("the link is not open");
    const id = this.nextId;
    this.nextId = this.nextId >= 0xffffffff ? 1 : this.nextId + 1;
    const answer = new Promise<Response>((resolve, reject) => this.calls.set(id, { resolve, reject }));
    socket.send(encodeHeaded(FrameKind.request, id, { method, path, headers }, body));
    return { answer, cancel: () => this.cancel(id) };
  }

  /** Closes the link for good; calls in flight fail, and it is not `ready` from now on. */
  close(): void {
    this.stopped = true;
    const socket = this.socket;
    // Let go of the socket at once: until its close event it would still read as open.
    this.socket = undefined;
    this.state = "idle";
    socket?.close(1000, "closing");
    this.failAll();
  }

  private connect(): void {
    this.state = "connecting";
    const headers = { ...this.options.credentials(), [ANSWER_WINDOW_HEADER]: String(this.answerWindowBytes) };
    const socket = new WebSocket(this.url, { headers } as unknown as string[]);
    socket.binaryType = "arraybuffer";
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.state = "open";
      this.delayMs = this.minDelayMs;
    };
    socket.onmessage = (event) => {
      if (this.socket === socket) this.receive(new Uint8Array(event.data as ArrayBuffer));
    };
    socket.onclose = () => {
      if (this.socket !== socket) return;
      // After a go-away the service is leaving on purpose: another replica may take the next link.
      const wait = this.state === "draining" ? 0 : this.delayMs;
      if (this.state !== "draining" && this.state !== "open")
        this.delayMs = Math.min(this.delayMs * 2, this.maxDelayMs);
      this.retryAt = performance.now() + wait;
      this.state = "idle";
      this.socket = undefined;
      this.failAll();
    };
  }

  private receive(data: Uint8Array): void {
    let frame: ReturnType<typeof decodeFrame>;
    try {
      frame = decodeFrame(data);
    } catch (error) {
      if (!(error instanceof MalformedFrame)) throw error;
      this.socket?.close(1002, error.message);
      return;
    }
    if (frame.kind === FrameKind.goaway) {
      this.state = "draining";
      if (this.calls.size === 0) this.socket?.close(1000, "gone away");
      return;
    }
    const call = this.calls.get(frame.id);
    if (!call) return; // given up by the caller
    switch (frame.kind) {
      case FrameKind.answer:
      case FrameKind.head: {
        if (!isAnswerHead(frame.head)) {
          this.brokeOff(frame.id, call);
          return;
        }
        const head: AnswerHead = frame.head;
        if (frame.kind === FrameKind.answer) {
          this.finished(frame.id);
          call.resolve(answerOf(head, frame.body.byteLength > 0 ? frame.body : null));
          return;
        }
        const handlers = {
          start: (controller: ReadableStreamDefaultController<Uint8Array>) => {
            call.body = controller;
          },
          cancel: () => this.cancel(frame.id),
        };
        if (head.paced !== true) {
          call.resolve(answerOf(head, new ReadableStream<Uint8Array>(handlers)));
          return;
        }
        const grant = (bytes: number) => {
          if (this.calls.has(frame.id)) this.socket?.send(encodeWindow(frame.id, bytes));
        };
        const paced = pacedBody(this.answerWindowBytes, grant, handlers);
        call.received = paced.received;
        call.resolve(answerOf(head, paced.body));
        return;
      }
      case FrameKind.chunk:
        call.received?.(frame.body.byteLength);
        call.body?.enqueue(frame.body);
        return;
      case FrameKind.end:
        this.finished(frame.id);
        call.body?.close();
        return;
      case FrameKind.cancel:
        this.brokeOff(frame.id, call);
        return;
      default:
        this.socket?.close(1002, "unexpected frame");
    }
  }

  private cancel(id: number): void {
    const call = this.calls.get(id);
    if (!call) return;
    this.finished(id);
    failCall(call, new LinkFailed("the call was given up"));
    if (this.state === "open" || this.state === "draining") this.socket?.send(encodeSignal(FrameKind.cancel, id));
  }

  private brokeOff(id: number, call: Call): void {
    this.finished(id);
    failCall(call, new LinkFailed("the service broke the answer off"));
  }

  private finished(id: number): void {
    this.calls.delete(id);
    if (this.state === "draining" && this.calls.size === 0) this.socket?.close(1000, "gone away");
  }

  private failAll(): void {
    const error = new LinkFailed("the link closed");
    for (const call of this.calls.values()) failCall(call, error);
    this.calls.clear();
  }
}

/** Fails a call: its answer when none has come yet, else the body it is streaming. */
function failCall(call: Call, error: Error): void {
  if (call.body) call.body.error(error);
  else call.reject(error);
}

function answerOf(head: AnswerHead, body: Uint8Array | ReadableStream<Uint8Array> | null): Response {
  return new Response(body, { status: head.status, headers: headersOf(head.headers) });
}

/** Several links to one service, taken in turn, so that replicas behind one address share the calls. */
export class LinkPool {
  private readonly links: ServiceLink[];
  private turn = 0;

  constructor(size: number, options: LinkOptions) {
    this.links = Array.from({ length: size }, () => new ServiceLink(options));
  }

  /** A link ready for a call, or undefined: then the call goes over HTTP. */
  pick(): ServiceLink | undefined {
    for (let tried = 0; tried < this.links.length; tried++) {
      const link = this.links[this.turn]!;
      this.turn = (this.turn + 1) % this.links.length;
      if (link.ready) return link;
    }
    return undefined;
  }

  close(): void {
    for (const link of this.links) link.close();
  }
}
