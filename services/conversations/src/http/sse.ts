/**
 * The streamed answer to a message (`Accept: text/event-stream`): `delta` events with the
 * reply's text as the model generates it, then one `done` event with the conversation detail, or
 * one `error` event with the error body when the turn failed after the stream began.
 */
import { AppError, toErrorBody } from "@cx/errors";
import type { Logger } from "@cx/logger";

export function wantsEventStream(request: Request): boolean {
  return /\btext\/event-stream\b/i.test(request.headers.get("accept") ?? "");
}

function frame(event: string, data: unknown): string {
  // JSON has no raw line breaks, so one `data:` line carries the whole value.
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * Runs `produce` and streams what it says. The turn goes on to its end even when the client
 * goes away, so that the conversation records the whole reply it was charged for.
 */
export function eventStream(produce: (onDelta: (text: string) => void) => Promise<unknown>, logger: Logger): Response {
  const encoder = new TextEncoder();
  let open = true;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      const send = (event: string, data: unknown) => {
        if (!open) return;
        try {
          controller.enqueue(encoder.encode(frame(event, data)));
        } catch {
          open = false;
        }
      };
      produce((text) => send("delta", { text }))
        .then((detail) => send("done", detail))
        .catch((error: unknown) => {
          if (!(error instanceof AppError)) logger.error({ err: error }, "a streamed turn failed");
          const known = error instanceof AppError ? error : new AppError("internal", "An unexpected error occurred.");
          send("error", toErrorBody(known));
        })
        .finally(() => {
          if (!open) return;
          open = false;
          controller.close();
        });
    },
    cancel() {
      open = false;
    },
  });
  return new Response(stream, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      // Proxies (nginx and the like) must pass each event on as it comes.
      "x-accel-buffering": "no",
    },
  });
}
