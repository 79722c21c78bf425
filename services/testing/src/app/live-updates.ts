import { AppError } from "@cx/errors";
import type { Actor } from "../domain/actor.ts";
import { isTerminal } from "../domain/invocation-tally.ts";
import type { TestingPorts } from "./ports.ts";
import { presentInvocation, presentRun } from "./present-runs.ts";

/** A comment line this often keeps proxies and idle timers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 15_000;
const BATCH = 100;

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * `GET .../test-invocations/{id}/events`: every run as it is now, then a `run` event each time a
 * run changes, in `updated_at` order (the same visibility rule as the runs list, so no change is
 * skipped), then the invocation once every run the stream has sent is terminal; then it closes.
 * Between changes the stream reads nothing: `StreamWakeups` wakes it (one poll per process).
 */
export async function streamInvocationEvents(
  deps: TestingPorts,
  actor: Actor,
  invocationId: string,
  signal: AbortSignal,
): Promise<Response> {
  const ws = actor.workspaceId;
  const first = await deps.invocations.find(ws, invocationId);
  if (!first) throw AppError.notFound("invocation");
  const total = first.items.length * first.repeat_count;
  const encoder = new TextEncoder();
  const stop = new AbortController();
  const stopped = AbortSignal.any([signal, stop.signal]);

  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (text: string) => controller.enqueue(encoder.encode(text));
      const statuses = new Map<string, string>();
      let after: { updatedAt: string; id: string } | null = null;
      try {
        while (!stopped.aborted) {
          const invocation = await deps.invocations.find(ws, invocationId);
          if (!invocation) break;
          const visible = deps.invocations.stamps.visibleUpTo(invocation);
          const upTo = new Date(visible).toISOString();
          for (;;) {
            const runs = await deps.runs.following(ws, invocationId, after, upTo, BATCH);
            for (const run of runs) {
              send(event("run", presentRun(run)));
              statuses.set(run._id, run.status);
              after = { updatedAt: run.updated_at, id: run._id };
            }
            if (runs.length < BATCH) break;
          }
          const finished = statuses.size === total && [...statuses.values()].every((s) => isTerminal(s as never));
          if (finished) {
            send(event("invocation", presentInvocation(invocation, await deps.runs.tallies(ws, invocationId))));
            break;
          }
          // A quiet stream only writes keep-alives: it reads again once a run changed.
          while ((await deps.streamWakeups.wait(ws, invocationId, visible, KEEP_ALIVE_MS, stopped)) === "quiet") {
            send(": keep-alive\n\n");
          }
        }
      } catch (error) {
        deps.logger.warn({ err: error, invocationId }, "live updates stream stopped");
      }
      try {
        controller.close();
      } catch {
        // The client went away first.
      }
    },
    cancel() {
      stop.abort();
    },
  });
  return new Response(body, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
}
