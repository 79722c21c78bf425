/**
 * Pacing of answers sent in chunks (an event stream, a body larger than a frame): the service
 * sends no more of an answer than the gateway's reader of it has room for, as a socket's
 * back-pressure would over HTTP. Each such answer starts with a window of bytes; the gateway
 * grants more with window frames as its reader takes what came.
 *
 * The gateway asks for pacing, and says its window, in a header of the link's upgrade request;
 * the service marks the heads of the answers it paces (`AnswerHead.paced`). Either side of an
 * older release meets the other without pacing: a service that does not read the header never
 * marks a head, and a gateway that does not send it is never waited for.
 */

/** The upgrade request's header that asks for paced answers: the window, in bytes. */
export const ANSWER_WINDOW_HEADER = "x-link-answer-window";

/** An answer's window when the gateway does not choose one: a few frames of an event stream, two of a download. */
export const DEFAULT_ANSWER_WINDOW_BYTES = 1024 * 1024;

/** Windows a service accepts: large enough for a full frame, small enough to bound what a gateway holds. */
const MIN_WINDOW_BYTES = 64 * 1024;
const MAX_WINDOW_BYTES = 64 * 1024 * 1024;

/** The window a link's upgrade request asks for, or null: that link's answers are not paced. */
export function requestedAnswerWindow(header: string | null): number | null {
  if (header === null || !/^\d{1,9}$/.test(header)) return null;
  const bytes = Number(header);
  return bytes >= MIN_WINDOW_BYTES && bytes <= MAX_WINDOW_BYTES ? bytes : null;
}

/**
 * The service's side of one answer sent in chunks: the bytes it may still send. An answer that
 * is not paced has no limit. Stopping it (the gateway gave the call up, the link closed) wakes a
 * send that waits and runs `onStop` once.
 */
export class SendCredit {
  private waiter: (() => void) | undefined;
  private stopped = false;

  constructor(
    private available: number,
    private readonly onStop?: () => void,
  ) {}

  get isStopped(): boolean {
    return this.stopped;
  }

  grant(bytes: number): void {
    this.available += bytes;
    this.wake();
  }

  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    this.wake();
    this.onStop?.();
  }

  /** Up to `wanted` bytes (more than 0), once there is room for some; 0 once stopped. */
  async take(wanted: number): Promise<number> {
    while (this.available <= 0 && !this.stopped) await new Promise<void>((resolve) => (this.waiter = resolve));
    if (this.stopped) return 0;
    const bytes = Math.min(wanted, this.available);
    this.available -= bytes;
    return bytes;
  }

  private wake(): void {
    const waiter = this.waiter;
    this.waiter = undefined;
    waiter?.();
  }
}

/**
 * The gateway's side of one paced answer: the body its reader takes, holding at most a window of
 * bytes, received or on their way. As the reader takes chunks, the room it frees is granted back,
 * half a window at least at a time, so that a fast reader costs one window frame per half window.
 */
export function pacedBody(
  windowBytes: number,
  grant: (bytes: number) => void,
  handlers: { start(controller: ReadableStreamDefaultController<Uint8Array>): void; cancel(): void },
): { body: ReadableStream<Uint8Array>; received(bytes: number): void } {
  let granted = windowBytes;
  let received = 0;
  const body = new ReadableStream<Uint8Array>(
    {
      start: handlers.start,
      cancel: handlers.cancel,
      pull: (controller) => {
        // What the queue has room for, less what is already on its way.
        const room = (controller.desiredSize ?? 0) - (granted - received);
        if (room < windowBytes / 2) return;
        granted += room;
        grant(room);
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: windowBytes }),
  );
  return {
    body,
    received: (bytes) => {
      received += bytes;
    },
  };
}
