/** Where test clocks start unless a test says otherwise. */
export const TEST_EPOCH = "2026-11-22T10:00:00.000Z";

/** A clock of ISO strings that moves `stepMs` forward at every reading, so that order of events is order of time. */
export function tickingClock(stepMs = 1000, start: string = TEST_EPOCH): () => string {
  let at = Date.parse(start);
  return () => {
    at += stepMs;
    return new Date(at).toISOString();
  };
}

/** A clock of dates that moves one millisecond at every reading, so every write has its own, later time. */
export function steppingClock(start: number = Date.parse(TEST_EPOCH)): () => Date {
  let now = start;
  return () => new Date(now++);
}

/** A clock that stands still where the test sets it (expiries, windows). */
export interface SetClock {
  /** The time it reads; tests assign it. */
  value: Date;
  /** Reads it (a copy: callers cannot move it). */
  now(): Date;
  advance(ms: number): void;
}

export function setClock(start: string = TEST_EPOCH): SetClock {
  const clock: SetClock = {
    value: new Date(start),
    now: () => new Date(clock.value),
    advance(ms) {
      clock.value = new Date(clock.value.getTime() + ms);
    },
  };
  return clock;
}
