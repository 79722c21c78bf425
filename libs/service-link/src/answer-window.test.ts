import { afterEach, describe, expect, it } from "bun:test";
import { ANSWER_WINDOW_HEADER, requestedAnswerWindow, SendCredit } from "./answer-window.ts";
import { type AnswerHead, decodeFrame, encodeHeaded, encodeWindow, FrameKind } from "./frames.ts";
import { LINK_PATH } from "./link-server.ts";
import { connect, rawLinkSocket, serve, stopAll, untilReady } from "./test-support.ts";

afterEach(stopAll);

const KIB = 1024;
const WINDOW = 256 * KIB;

/** A service whose event stream writes `total` bytes in 64-KiB pieces as fast as it is read, counting them. */
function fastStream(total: number) {
  const progress = { produced: 0, cancelled: false };
  const piece = new Uint8Array(64 * KIB).map((_, i) => i % 251);
  const service = serve(async () => {
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (progress.produced >= total) return controller.close();
        progress.produced += piece.byteLength;
        controller.enqueue(piece);
      },
      cancel() {
        progress.cancelled = true;
      },
    });
    return new Response(body, { headers: { "content-type": "text/event-stream" } });
  });
  return { ...service, progress, piece };
}

/** Frames a raw socket receives, as they come. */
function framesOf(socket: WebSocket) {
  const frames: ReturnType<typeof decodeFrame>[] = [];
  socket.onmessage = (event) => frames.push(decodeFrame(new Uint8Array(event.data as ArrayBuffer)));
  const bodyBytes = () =>
    frames.filter((f) => f.kind === FrameKind.chunk).reduce((sum, f) => sum + f.body.byteLength, 0);
  return { frames, bodyBytes };
}

async function settle(ms = 150): Promise<void> {
  await Bun.sleep(ms);
}

describe("paced answers", () => {
  it("reads the window a gateway asks for, and refuses one out of bounds", () => {
    expect(requestedAnswerWindow(String(WINDOW))).toBe(WINDOW);
    expect(requestedAnswerWindow(null)).toBeNull();
    for (const bad of ["", "-1", "1.5", "1e6", "abc", "100", String(128 * 1024 * 1024), "0x100000"])
      expect(requestedAnswerWindow(bad)).toBeNull();
  });

  it("sends no more of a stream than the reader has room for, and all of it as the reader reads", async () => {
    const total = 8 * 1024 * KIB;
    const { url, progress, piece } = fastStream(total);
    const link = connect(url, undefined, { answerWindowBytes: WINDOW });
    expect(await untilReady(link)).toBe(true);
    const response = await link.call("GET", "/events", {}).answer;
    await settle(300);
    // The window, the piece the service's loop holds while it waits, and the one its stream queued.
    expect(progress.produced).toBeLessThanOrEqual(WINDOW + 2 * piece.byteLength);
    const received = new Uint8Array(await response.arrayBuffer());
    expect(received.byteLength).toBe(total);
    expect(received.subarray(0, piece.byteLength)).toEqual(piece);
    expect(received.subarray(total - piece.byteLength)).toEqual(piece);
    expect(link.pending).toBe(0);
  });

  it("holds a slow client's download at the service, not in the proxy in front of the link", async () => {
    const total = 64 * 1024 * KIB;
    const { url, progress } = fastStream(total);
    const link = connect(url, undefined, { answerWindowBytes: WINDOW });
    expect(await untilReady(link)).toBe(true);
    const proxy = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => link.call("GET", "/events", {}).answer });
    try {
      // A client that asks, then reads nothing: what is produced meanwhile sits in the sockets' buffers.
      const client = await Bun.connect({
        hostname: "127.0.0.1",
        port: proxy.port!,
        socket: { data() {}, open: (socket) => void socket.write("GET / HTTP/1.1\r\nhost: proxy\r\n\r\n") },
      });
      client.pause();
      await settle(1000);
      expect(progress.produced).toBeGreaterThan(0);
      expect(progress.produced).toBeLessThan(total / 4);
      client.end();
    } finally {
      proxy.stop(true);
    }
  });

  it("carries many paced answers on one link at once, each whole, read at different speeds", async () => {
    const size = 2 * 1024 * KIB + 123;
    const { url } = serve(async (request) => {
      const seed = Number(new URL(request.url).searchParams.get("seed"));
      return new Response(
        new Uint8Array(size).map((_, i) => (i * 7 + seed) % 256),
        {
          headers: { "content-type": "application/octet-stream" },
        },
      );
    });
    const link = connect(url, undefined, { answerWindowBytes: 64 * KIB });
    expect(await untilReady(link)).toBe(true);
    const bodies = await Promise.all(
      Array.from({ length: 12 }, async (_, seed) => {
        const reader = (await link.call("GET", `/?seed=${seed}`, {}).answer).body!.getReader();
        const parts: Uint8Array[] = [];
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          parts.push(value);
          // Every third reader is slow.
          if (seed % 3 === 0) await Bun.sleep(1);
        }
        return { seed, body: Buffer.concat(parts) };
      }),
    );
    for (const { seed, body } of bodies) {
      expect(body.byteLength).toBe(size);
      expect(body[size - 1]).toBe(((size - 1) * 7 + seed) % 256);
    }
    expect(link.pending).toBe(0);
  });

  it("stops a paced stream waiting for room when the caller gives up", async () => {
    const { url, progress } = fastStream(64 * 1024 * KIB);
    const link = connect(url, undefined, { answerWindowBytes: WINDOW });
    expect(await untilReady(link)).toBe(true);
    const call = link.call("GET", "/events", {});
    await call.answer;
    await settle();
    call.cancel();
    const until = performance.now() + 2000;
    while (!progress.cancelled && performance.now() < until) await Bun.sleep(5);
    expect(progress.cancelled).toBe(true);
  });

  it("paces a body larger than a frame by the window frames it is sent", async () => {
    const big = new Uint8Array(3 * 1024 * KIB).map((_, i) => i % 253);
    const { url } = serve(async () => new Response(big, { headers: { "content-type": "application/octet-stream" } }));
    const socket = await rawLinkSocket(url, { [ANSWER_WINDOW_HEADER]: String(WINDOW) });
    const { frames, bodyBytes } = framesOf(socket);
    socket.send(encodeHeaded(FrameKind.request, 7, { method: "GET", path: "/big", headers: {} }));
    await settle();
    expect(frames[0]?.kind).toBe(FrameKind.head);
    expect((frames[0]?.head as AnswerHead | undefined)?.paced).toBe(true);
    expect(bodyBytes()).toBe(WINDOW);
    socket.send(encodeWindow(7, 100 * KIB));
    await settle();
    expect(bodyBytes()).toBe(WINDOW + 100 * KIB);
    socket.send(encodeWindow(7, big.byteLength));
    await settle();
    expect(bodyBytes()).toBe(big.byteLength);
    expect(frames.at(-1)?.kind).toBe(FrameKind.end);
    socket.close();
  });

  it("sends a gateway that does not ask for pacing every byte at once, unmarked", async () => {
    const big = new Uint8Array(3 * 1024 * KIB);
    const { url } = serve(async () => new Response(big, { headers: { "content-type": "application/octet-stream" } }));
    const socket = await rawLinkSocket(url);
    const { frames, bodyBytes } = framesOf(socket);
    socket.send(encodeHeaded(FrameKind.request, 1, { method: "GET", path: "/big", headers: {} }));
    await settle();
    expect((frames[0]?.head as AnswerHead | undefined)?.paced).toBeUndefined();
    expect(bodyBytes()).toBe(big.byteLength);
    socket.close();
  });

  it("closes a link whose window frame does not hold exactly its four bytes", async () => {
    const { url } = serve(async () => new Response("ok"));
    const socket = await rawLinkSocket(url, { [ANSWER_WINDOW_HEADER]: String(WINDOW) });
    const closed = new Promise<number>((resolve) => {
      socket.onclose = (event) => resolve(event.code);
    });
    socket.send(new Uint8Array([FrameKind.window, 1, 0, 0, 0, 0, 4]));
    expect(await closed).toBe(1002);
  });

  it("reads a service that does not pace as before, sending it no window frames", async () => {
    let windowFrames = 0;
    const server = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      fetch: (request, bun) => (bun.upgrade(request) ? undefined : new Response("no", { status: 400 })),
      websocket: {
        message(ws, message) {
          const frame = decodeFrame(message as Buffer);
          if (frame.kind === FrameKind.window) windowFrames++;
          if (frame.kind !== FrameKind.request) return;
          ws.send(encodeHeaded(FrameKind.head, frame.id, { status: 200, headers: {} }));
          for (let i = 0; i < 8; i++)
            ws.send(Buffer.concat([Buffer.from([FrameKind.chunk, frame.id, 0, 0, 0]), Buffer.alloc(256 * KIB, i)]));
          ws.send(Buffer.from([FrameKind.end, frame.id, 0, 0, 0]));
        },
      },
    });
    try {
      const link = connect(`http://127.0.0.1:${server.port}${LINK_PATH}`, undefined, { answerWindowBytes: WINDOW });
      expect(await untilReady(link)).toBe(true);
      const body = new Uint8Array(await (await link.call("GET", "/", {}).answer).arrayBuffer());
      expect(body.byteLength).toBe(8 * 256 * KIB);
      expect(body[body.byteLength - 1]).toBe(7);
      expect(windowFrames).toBe(0);
    } finally {
      server.stop(true);
    }
  });

  it("gives credit out as it comes, and wakes a waiting send when stopped", async () => {
    const credit = new SendCredit(10);
    expect(await credit.take(4)).toBe(4);
    expect(await credit.take(100)).toBe(6);
    const waiting = credit.take(50);
    credit.grant(20);
    expect(await waiting).toBe(20);
    let stops = 0;
    const stoppable = new SendCredit(0, () => stops++);
    const blocked = stoppable.take(1);
    stoppable.stop();
    stoppable.stop();
    expect(await blocked).toBe(0);
    expect(stops).toBe(1);
    expect(new SendCredit(Number.POSITIVE_INFINITY).take(5)).resolves.toBe(5);
  });
});
