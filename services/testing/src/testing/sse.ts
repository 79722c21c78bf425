import { EventSourceParserStream } from "eventsource-parser/stream";

export interface ServerSentEvent {
  event: string | undefined;
  data: string;
}

/** The events of a `text/event-stream` answer as they arrive, until the server closes it. */
export async function* serverSentEvents(response: Response): AsyncGenerator<ServerSentEvent> {
  if (!response.body) return;
  const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
  for await (const message of events) yield { event: message.event, data: message.data };
}
