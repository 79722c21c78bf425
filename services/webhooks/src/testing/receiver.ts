/**
 * A webhook receiver on loopback for tests: it records each request (raw body and headers) and
 * answers as the test's `answer` says, to play a good, failing, hanging or oversized receiver.
 */
export interface Received {
  path: string;
  headers: Record<string, string>;
  body: string;
}

export type Answer = (received: Received, index: number) => Response | Promise<Response>;

export interface Receiver {
  url(path?: string): string;
  received: Received[];
  /** Replaces how the receiver answers from now on. */
  answer(how: Answer): void;
  stop(): Promise<void>;
}

export function startReceiver(initial: Answer = () => new Response("ok")): Receiver {
  let how = initial;
  const received: Received[] = [];
  const server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    idleTimeout: 0,
    async fetch(request) {
      const entry: Received = {
        path: new URL(request.url).pathname,
        headers: Object.fromEntries(request.headers.entries()),
        body: await request.text(),
      };
      received.push(entry);
      return how(entry, received.length - 1);
    },
  });
  return {
    url: (path = "/hook") => `http://127.0.0.1:${server.port}${path}`,
    received,
    answer(next) {
      how = next;
    },
    stop: () => server.stop(true),
  };
}

/** An answer that never comes (until the receiver stops). */
export function hang(): Promise<Response> {
  return new Promise(() => {});
}

/** A 200 whose body is `bytes` long, streamed, so the receiver holds none of it at once. */
export function oversized(bytes: number): Response {
  const chunk = new Uint8Array(64 * 1024).fill(120);
  let sent = 0;
  return new Response(
    new ReadableStream({
      pull(controller) {
        if (sent >= bytes) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    }),
    { status: 200, headers: { "content-type": "text/plain" } },
  );
}
