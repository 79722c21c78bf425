import { AppError } from "@cx/errors";
import { CALLER_HEADER, errorResponse, type FetchHandler, methodTakesBody, verifyCaller } from "@cx/http-kit";
import type { Logger } from "@cx/logger";
import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
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
} from "./frames.ts";

/** Where a service process takes links, on its own HTTP port. */
export const LINK_PATH = "/_link";

/** Who may open a link: the gateway, signing as itself with the internal secret. */
export const LINK_CALLER = { userId: "gateway", workspaceId: null, role: null, via: "internal" } as const;

interface LinkState {
  /** The origin the gateway dialled, so that requests read as they would over HTTP. */
  origin: string;
  peerAddress: string;
  /** Streamed answers in progress, by call id, so that a cancel can stop them. */
  streams: Map<number, { cancel(): Promise<void> }>;
  drainWaiters: (() => void)[];
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
      },
      message: (ws, message) => this.receive(ws, message),
      drain: (ws) => {
        for (const wake of ws.data.drainWaiters.splice(0)) wake();
      },
      close: (ws) => {
        ws.data.closed = true;
        this.sockets.delete(ws);
        for (const reader of ws.data.streams.values()) reader.cancel().catch(() => undefined);
        ws.data.streams.clear();
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
    const state: LinkState = { origin, peerAddress, streams: new Map(), drainWaiters: [], closed: false };
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
      ws.data.streams
        .get(frame.id)
        ?.cancel()
        .catch(() => undefined);
      ws.data.streams.delete(frame.id);
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
      ws.send(encodeHeaded(FrameKind.head, id, answerHead));
      await this.stream(ws, id, response.body);
      return;
    }
    // No body and an empty one go alike: an answer frame with nothing after its head.
    const bytes = await response.bytes();
    if (ws.data.closed) return;
    if (bytes.byteLength <= MAX_FRAME_BODY_BYTES) {
      ws.send(encodeHeaded(FrameKind.answer, id, answerHead, bytes));
      return;
    }
    ws.send(encodeHeaded(FrameKind.head, id, answerHead));
    for (let at = 0; at < bytes.byteLength && !ws.data.closed; at += MAX_FRAME_BODY_BYTES) {
      ws.send(encodeChunk(id, bytes.subarray(at, at + MAX_FRAME_BODY_BYTES)));
      await this.drained(ws);
    }
    if (!ws.data.closed) ws.send(encodeSignal(FrameKind.end, id));
  }

  /** A stream's chunks as they come, pausing while the socket has more than it can send. */
  private async stream(ws: ServerWebSocket<LinkState>, id: number, body: ReadableStream<Uint8Array>) {
    const reader = body.getReader();
    ws.data.streams.set(id, reader);
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done || ws.data.closed || !ws.data.streams.has(id)) break;
        for (let at = 0; at < value.byteLength; at += MAX_FRAME_BODY_BYTES)
          ws.send(encodeChunk(id, value.subarray(at, at + MAX_FRAME_BODY_BYTES)));
        await this.drained(ws);
      }
      if (ws.data.streams.delete(id) && !ws.data.closed) ws.send(encodeSignal(FrameKind.end, id));
    } catch {
      // A stream that fails breaks the answer off, as a connection closing mid-body would.
      if (ws.data.streams.delete(id) && !ws.data.closed) ws.send(encodeSignal(FrameKind.cancel, id));
    }
  }

  /** Past the high-water mark, an answer being sent waits for the socket. */
  private drained(ws: ServerWebSocket<LinkState>): Promise<void> | undefined {
    if (ws.data.closed || ws.getBufferedAmount() <= HIGH_WATER_BYTES) return undefined;
    return new Promise((resolve) => ws.data.drainWaiters.push(resolve));
  }
}
