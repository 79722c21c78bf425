import { EventSourceParserStream } from "eventsource-parser/stream";

export interface ServerSentEvent {
  event: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: suites read the documented event data.
  data: any;
}

/** Opens a `text/event-stream` and yields its events (data parsed as JSON) as they arrive. */
export async function* serverSentEvents(response: Response): AsyncGenerator<ServerSentEvent> {
  if (!response.body) return;
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const message of events) yield { event: message.event, data: JSON.parse(message.data) };
}

/** GET an event stream through the gateway with an API key. */
export function openStream(baseUrl: string, path: string, bearer: string, signal?: AbortSignal): Promise<Response> {
  return fetch(`${baseUrl}${path}`, {
    headers: { authorization: `Bearer ${bearer}`, accept: "text/event-stream" },
    ...(signal ? { signal } : {}),
  });
}

/** Whether an open stream ends (rather than staying open for a few seconds). */
export async function streamEnds(reader: { read(): Promise<{ done: boolean }> } | undefined): Promise<boolean> {
  const open = new Promise<"open">((resolve) => setTimeout(() => resolve("open"), 5000).unref());
  for (;;) {
    const read = await Promise.race([reader!.read().catch(() => ({ done: true as const })), open]);
    if (read === "open") return false;
    if (read.done) return true;
  }
}
