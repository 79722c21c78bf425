/**
 * Follows an invocation's live updates (`GET .../test-invocations/{id}/events`, server-sent
 * events): `run` events carry run summaries, one `invocation` event the finished invocation, then
 * the stream closes. A client that connects again first receives every run as it is now (part 3
 * of the extensions), so a dropped stream is simply opened again and misses nothing; the caller
 * tells a run it has seen from news (`onRun`). A connection that brought news is opened again at
 * once; one that did not, or could not be opened, is retried with back-off, a bounded number of
 * times. A connection on which nothing arrives for `idleMs` (the platform writes a keep-alive
 * every 15 s) is taken for dead, as when the process serving it died without closing it.
 */
import { EventSourceParserStream } from "eventsource-parser/stream";
import pRetry, { AbortError } from "p-retry";
import { ApiError, ConnectionError } from "./errors.ts";
import type { Platform } from "./platform.ts";
import type { Invocation, RunSummary } from "./shapes.ts";

/** How the live updates are followed. */
export interface LiveUpdateSettings {
  /** Connections in a row that may bring nothing before the command gives up (default 6). */
  retries?: number;
  /** The first wait between such connections, doubled each time (default 500 ms). */
  minTimeoutMs?: number;
  /** Silence after which a connection is given up (default 45 s: three keep-alives missed). */
  idleMs?: number;
}

export interface FollowOptions extends LiveUpdateSettings {
  /** Called for each run event; answers whether it changed anything the caller had seen. */
  onRun(run: RunSummary): boolean;
}

const DEFAULT_IDLE_MS = 45_000;

/** Answers worth another connection: the platform unreachable, busy (429) or failing (5XX). */
function worthRetrying(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 429 || error.status >= 500;
  return error instanceof ConnectionError;
}

/** The body's chunks as they come, the stream aborted once none came for `idleMs`. */
function watchedForSilence<Chunk>(body: ReadableStream<Chunk>, idleMs: number) {
  const silence = new AbortController();
  let timer = setTimeout(() => silence.abort(), idleMs);
  const watched = body.pipeThrough(
    new TransformStream<Chunk, Chunk>({
      transform(chunk, controller) {
        clearTimeout(timer);
        timer = setTimeout(() => silence.abort(), idleMs);
        controller.enqueue(chunk);
      },
    }),
    { signal: silence.signal },
  );
  return { watched, silence: silence.signal, done: () => clearTimeout(timer) };
}

export async function followInvocation(
  platform: Platform,
  invocationId: string,
  options: FollowOptions,
): Promise<Invocation> {
  const idleMs = options.idleMs ?? DEFAULT_IDLE_MS;
  const retries = options.retries ?? 6;
  let finished: Invocation | undefined;

  /** One connection: resolves when it brought news or the end, rejects when it brought nothing. */
  const readOnce = async (): Promise<void> => {
    let response: Response;
    try {
      response = await platform.openEvents(invocationId);
    } catch (error) {
      throw worthRetrying(error) ? error : new AbortError(error as Error);
    }
    if (!response.body) throw new ConnectionError("the live updates answered no stream");
    let news = false;
    const { watched, silence, done } = watchedForSilence(response.body, idleMs);
    const events = watched.pipeThrough(new TextDecoderStream()).pipeThrough(new EventSourceParserStream());
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
      const why = silence.aborted ? `nothing arrived for ${idleMs / 1000} s` : (error as Error).message;
      throw new ConnectionError(`the live updates broke off (${why})`);
    } finally {
      done();
    }
    if (!news) throw new ConnectionError("the live updates closed before the invocation finished");
  };

  while (!finished) {
    try {
      await pRetry(readOnce, { retries, minTimeout: options.minTimeoutMs ?? 500, factor: 2, maxTimeout: 8000 });
    } catch (error) {
      if (!worthRetrying(error)) throw error;
      throw new ConnectionError(
        `lost the live updates of invocation ${invocationId} after ${retries + 1} attempts in a row that brought ` +
          `nothing (${(error as Error).message}); the invocation itself goes on`,
      );
    }
  }
  return finished;
}
