/**
 * Follows an invocation's live updates (`GET .../test-invocations/{id}/events`, server-sent
 * events): `run` events carry run summaries, one `invocation` event the finished invocation, then
 * the stream closes. A client that connects again first receives every run as it is now, so a
 * dropped stream is simply opened again: retried with back-off while connections bring nothing
 * new, at once after one that did.
 */
import { EventSourceParserStream } from "eventsource-parser/stream";
import pRetry from "p-retry";
import { ConnectionError } from "./errors.ts";
import type { Platform } from "./platform.ts";
import type { Invocation, RunSummary } from "./shapes.ts";

export interface FollowOptions {
  /** Called for each run event; answers whether it changed anything the caller had seen. */
  onRun(run: RunSummary): boolean;
  retries?: number;
}

export async function followInvocation(
  platform: Platform,
  invocationId: string,
  options: FollowOptions,
): Promise<Invocation> {
  let finished: Invocation | undefined;
  const readOnce = async (): Promise<void> => {
    const response = await platform.openEvents(invocationId);
    if (!response.body) throw new ConnectionError("the live updates answered no stream");
    let news = false;
    const events = response.body.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
    try {
      for await (const event of events) {
        if (event.event === "run") news = options.onRun(JSON.parse(event.data) as RunSummary) || news;
        else if (event.event === "invocation") {
          finished = JSON.parse(event.data) as Invocation;
          return;
        }
      }
    } catch (error) {
      if (news) return;
      throw new ConnectionError(`the live updates broke off (${(error as Error).message})`);
    }
    if (!news) throw new ConnectionError("the live updates closed before the invocation finished");
  };
  while (!finished) await pRetry(readOnce, { retries: options.retries ?? 5, minTimeout: 500, factor: 2 });
  return finished;
}
