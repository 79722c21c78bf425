/**
 * An invocation's runs followed on its event stream (`GET .../test-invocations/{id}/events`):
 * every run as it is now on connecting, then each change, then the invocation once it is
 * terminal. The browser's EventSource reconnects by itself, and a reconnection is sent every run
 * again, so nothing is missed. Events are collected and applied once per animation frame: a
 * hundred updates a second cost one render a frame, not a hundred.
 */
import { useEffect, useState } from "react";
import type { Invocation, RunSummary } from "./invocation-queries.ts";

export interface LiveRuns {
  /** Every run by its test's summary entry, each list in `repeat_index` order. */
  byItem: ReadonlyMap<string, readonly RunSummary[]>;
  /** The invocation as the stream sent it when it ended; null while it runs. */
  ended: Invocation | null;
  /** The stream failed and the browser is trying again. */
  reconnecting: boolean;
}

const EMPTY: LiveRuns = { byItem: new Map(), ended: null, reconnecting: false };

/** Newer wins: a reconnection may send a run again as it was. */
function newer(old: RunSummary | undefined, run: RunSummary): boolean {
  return !old || old.updated_at <= run.updated_at;
}

export function applyRuns(
  byItem: ReadonlyMap<string, readonly RunSummary[]>,
  runs: readonly RunSummary[],
): ReadonlyMap<string, readonly RunSummary[]> {
  if (runs.length === 0) return byItem;
  const next = new Map(byItem);
  const copied = new Set<string>();
  for (const run of runs) {
    const item = run.invocation_item_id;
    let list = next.get(item) as RunSummary[] | undefined;
    if (!copied.has(item)) {
      list = list ? [...list] : [];
      next.set(item, list);
      copied.add(item);
    }
    const own = list as RunSummary[];
    const at = own.findIndex((r) => r.id === run.id);
    if (at >= 0) {
      if (newer(own[at], run)) own[at] = run;
    } else {
      own.push(run);
      own.sort((a, b) => a.repeat_index - b.repeat_index);
    }
  }
  return next;
}

export function useLiveRuns(ws: string, invocationId: string): LiveRuns {
  const [state, setState] = useState<LiveRuns>(EMPTY);
  useEffect(() => {
    setState(EMPTY);
    const source = new EventSource(`/api/v1/workspaces/${ws}/test-invocations/${invocationId}/events`, {
      withCredentials: true,
    });
    let pending: RunSummary[] = [];
    let ended: Invocation | null = null;
    let frame = 0;
    const flush = () => {
      frame = 0;
      const runs = pending;
      pending = [];
      setState((s) => ({ byItem: applyRuns(s.byItem, runs), ended: ended ?? s.ended, reconnecting: false }));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(flush);
    };
    source.addEventListener("run", (event) => {
      pending.push(JSON.parse((event as MessageEvent<string>).data) as RunSummary);
      schedule();
    });
    source.addEventListener("invocation", (event) => {
      ended = JSON.parse((event as MessageEvent<string>).data) as Invocation;
      // The stream closes after this event; without close() the browser would connect again.
      source.close();
      schedule();
    });
    source.onerror = () => {
      if (!ended) setState((s) => ({ ...s, reconnecting: true }));
    };
    return () => {
      source.close();
      if (frame) cancelAnimationFrame(frame);
    };
  }, [ws, invocationId]);
  return state;
}
