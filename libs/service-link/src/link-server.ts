import { AppError } from "@cx/errors";
import { CALLER_HEADER, errorResponse, type FetchHandler, methodTakesBody, verifyCaller } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import { ANSWER_WINDOW_HEADER, requestedAnswerWindow, SendCredit } from "./answer-window.ts";
import {
  type AnswerHead,
  decodeFrame,
  encodeChunk,
  encodeHeaded,
  encodeSignal,
  FrameKind,
  HIGH_WATER_BYTES,
  headerRecord,
  headersOf,
  isRequestHead,
  MAX_FRAME_BODY_BYTES,
  MAX_FRAME_BYTES,
  MalformedFrame,
  type RequestHead,
  windowBytesOf,
} from "./frames.ts";

/** Where a service process takes links, on its own HTTP port. */
export const LINK_PATH = "/_link";

/** Who may open a link: the gateway, signing as itself with the internal secret. */
export const LINK_CALLER = { userId: "gateway", workspaceId: null, role: null, via: "internal" } as const;

interface LinkState {
  /** The origin the gateway dialled, so that requests read as they would over HTTP. */
  origin: string;
  peerAddress: string;
  /** The bytes each answer sent in chunks may send ahead of the gateway's reader; null: not paced. */
  answerWindow: number | null;
  /** Answers being sent in chunks, by call id, so that a cancel can stop them and a window frame pace them. */
  outgoing: Map<number, SendCredit>;
  drainWaiters: (() => void)[];
  /** Asks the gateway to move the link once it has lived `maxAgeMs`. */
  ageTimer?: ReturnType<typeof setTimeout>;
  closed: boolean;
}

export interface LinkServerOptions {
  /** The process's own entry: every call goes through it as a request over HTTP would. */
  handle: FetchHandler;
  internalSecret: string;
  /** The header the entry reads the peer address from. */
  peerAddressHeader: string;
  logger: Logger;
  /**
   * Wraps each call from its frame to its answer's last byte, so that a process that drains waits
   * for the answers still being sent, not only for its handlers.
   */
  track?: Track;
  /**
   * How long a link lives before the gateway is asked to open another (a go-away), each link a
   * little sooner than this, at random, so that links opened together do not move together. A
   * gateway's links each stay with one replica: moving them now and then spreads them over the
   * replicas started since. 0 or unset: a link lives until the process stops.
   */
  maxAgeMs?: number;
}

/** Runs `work`, counting it while it is under way (or not at all, when something else counts it). */
export type Track = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * The service side of the links (docs/decisions/service-link.md): a link is a WebSocket the
 * gateway opens on the service's HTTP port, on which each call is a request frame and its answer.
 * Each call becomes a `Request` handed to the process's entry, so that it meets the same body
 * screening, draining, routes and signed-caller checks as one that came over HTTP.
 */
export class LinkServer {
  private readonly sockets = new Set<ServerWebSocket<LinkState>>();
  readonly websocket: WebSocketHandler<LinkState>;

  constructor(private readonly options: LinkServerOptions) {
    this.websocket = {
      maxPayloadLength: MAX_FRAME_BYTES,
      open: (ws) => {
        this.sockets.add(ws);
        const maxAgeMs = this.options.maxAgeMs ?? 0;
        if (maxAgeMs > 0) {
          ws.data.ageTimer = setTimeout(
            () => ws.send(encodeSignal(FrameKind.goaway)),
            maxAgeMs * (1 - Math.random() / 10),
          );
          ws.data.ageTimer.unref();
        }
      },
      message: (ws, message) => this.receive(ws, message),
      drain: (ws) => {
        for (const wake of ws.data.drainWaiters.splice(0)) wake();
      },
      close: (ws) => {
        ws.data.closed = true;
        clearTimeout(ws.data.ageTimer);
        this.sockets.delete(ws);
        for (const credit of ws.data.outgoing.values()) credit.stop();
        ws.data.outgoing.clear();
        for (const wake of ws.data.drainWaiters.splice(0)) wake();
      },
    };
  }

  /**
   * Takes a link request: undefined once upgraded, an answer when refused (wrong path answers
   * nothing: it is not a link request).
   */
  upgrade(request: Request, server: Server<LinkState>, peerAddress: string): Response | undefined {
    if (verifyCaller(request.headers.get(CALLER_HEADER), this.options.internalSecret)?.via !== "internal")
      return errorResponse(new AppError("unauthenticated", "A link needs the gateway's signature."));
    const origin = `http://${request.headers.get("host") ?? "service"}`;
    const state: LinkState = {
      origin,
      peerAddress,
      answerWindow: requestedAnswerWindow(request.headers.get(ANSWER_WINDOW_HEADER)),
      outgoing: new Map(),
      drainWaiters: [],
      closed: false,
    };
    if (server.upgrade(request, { data: state })) return undefined;
    return errorResponse(new AppError("validation_failed", "A link is opened with a WebSocket upgrade."));
  }

  /** Tells every link to send no new calls; calls under way are still answered. */
  goAway(): void {
    for (const ws of this.sockets) ws.send(encodeSignal(FrameKind.goaway));
  }

  /** Closes every link, once the calls they carried are answered. */
  closeAll(): void {
    for (const ws of this.sockets) ws.close(1001, "shutting down");
  }

  private receive(ws: ServerWebSocket<LinkState>, message: string | Buffer): void {
    if (typeof message === "string") {
      ws.close(1003, "frames are binary");
      return;
    }
    let frame: ReturnType<typeof decodeFrame>;
    try {
      frame = decodeFrame(message);
    } catch (error) {
      if (error instanceof MalformedFrame) {
        ws.close(1002, error.message);
        return;
      }
      throw error;
    }
    if (frame.kind === FrameKind.cancel) {
      ws.data.outgoing.get(frame.id)?.stop();
      ws.data.outgoing.delete(frame.id);
      return;
    }
    if (frame.kind === FrameKind.window) {
      ws.data.outgoing.get(frame.id)?.grant(windowBytesOf(frame));
      return;
    }
    if (frame.kind !== FrameKind.request || !isRequestHead(frame.head)) {
      ws.close(1002, "not a request frame");
      return;
    }
    // The frame's buffer is the socket's: the body is copied before the handler may keep it.
    const body = frame.body.byteLength > 0 ? frame.body.slice() : undefined;
    const { id, head } = frame;
    const answering = this.options.track
      ? this.options.track(() => this.answer(ws, id, head, body))
      : this.answer(ws, id, head, body);
    answering.catch((error: unknown) => {
      // Only the socket itself can fail here; the handler's own errors are answers.
      this.options.logger.error({ err: error }, "a service link could not answer");
    });
  }

  private async answer(ws: ServerWebSocket<LinkState>, id: number, head: RequestHead, body?: Uint8Array) {
    // The peer is the link's, whatever the frame says, as over HTTP the runtime's own.
    head.headers[this.options.peerAddressHeader] = ws.data.peerAddress;
    const request = new Request(ws.data.origin + head.path, {
      method: head.method,
      headers: headersOf(head.headers),
      body: methodTakesBody(head.method) ? (body ?? new Uint8Array(0)) : undefined,
    });
    let response: Response;
    try {
      response = await this.options.handle(request);
    } catch (error) {
      this.options.logger.error({ err: error }, "a call over a service link failed");
      response = errorResponse(new AppError("internal", "An unexpected error occurred."));
    }
    if (ws.data.closed) {
      await response.body?.cancel();
      return;
    }
    const answerHead: AnswerHead = { status: response.status, headers: headerRecord(response.headers) };
    // `response.body` is read only for a stream: for a body held whole (every JSON answer), asking
    // for it makes a stream that `bytes()` would then read through.
    if (/^text\/event-stream\b/i.test(response.headers.get("content-type") ?? "") && response.body) {
      await this.stream(ws, id, answerHead, response.body);
      return;
    }
    // No body and an empty one go alike: an answer frame with nothing after its head.
    const bytes = await response.bytes();
    if (ws.data.closed) return;
    if (bytes.byteLength <= MAX_FRAME_BODY_BYTES) {
      ws.send(encodeHeaded(FrameKind.answer, id, answerHead, bytes));
      return;
    }
    const credit = this.startChunks(ws, id, answerHead);
    await this.sendChunks(ws, id, credit, bytes);
    this.endChunks(ws, id);
  }

  /** A stream's chunks as they come, pausing while the socket has more than it can send. */
  private async stream(ws: ServerWebSocket<LinkState>, id: number, head: AnswerHead, body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    const credit = this.startChunks(ws, id, head, () => reader.cancel().catch(() => undefined));
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || credit.isStopped) break;
        await this.sendChunks(ws, id, credit, value);
      }
      this.endChunks(ws, id);
    } catch {
      // A stream that fails breaks the answer off, as a connection closing mid-body would.
      if (ws.data.outgoing.delete(id) && !ws.data.closed) ws.send(encodeSignal(FrameKind.cancel, id));
    }
  }

  /** Sends the head of an answer whose body follows in chunks, and keeps the answer's credit. */
  private startChunks(ws: ServerWebSocket<LinkState>, id: number, head: AnswerHead, onStop?: () => void): SendCredit {
    const window = ws.data.answerWindow;
    ws.send(encodeHeaded(FrameKind.head, id, window === null ? head : { ...head, paced: true }));
    const credit = new SendCredit(window ?? Number.POSITIVE_INFINITY, onStop);
    ws.data.outgoing.set(id, credit);
    return credit;
  }

  /** `bytes` in frames, each as large as the reader has room for, pausing while the socket holds too much. */
  private async sendChunks(ws: ServerWebSocket<LinkState>, id: number, credit: SendCredit, bytes: Uint8Array) {
    for (let at = 0; at < bytes.byteLength; ) {
      const size = await credit.take(Math.min(MAX_FRAME_BODY_BYTES, bytes.byteLength - at));
      if (size === 0 || ws.data.closed) return;
      ws.send(encodeChunk(id, bytes.subarray(at, at + size)));
      at += size;
      await this.drained(ws);
    }
  }

  /** The end of an answer sent in chunks, unless it was given up meanwhile. */
  private endChunks(ws: ServerWebSocket<LinkState>, id: number): void {
    if (ws.data.outgoing.delete(id) && !ws.data.closed) ws.send(encodeSignal(FrameKind.end, id));
  }

  /** Past the high-water mark, an answer being sent waits for the socket. */
  private drained(ws: ServerWebSocket<LinkState>): Promise<void> | undefined {
    if (ws.data.closed || ws.getBufferedAmount() <= HIGH_WATER_BYTES) return undefined;
    return new Promise((resolve) => ws.data.drainWaiters.push(resolve));
  }
}
