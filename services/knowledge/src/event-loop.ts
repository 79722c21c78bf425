/**
 * Resolves after a turn of the event loop. Work whose promises settle as microtasks (the local
 * embedder, the embedded store) would otherwise hold every request until it is done: long work
 * awaits this between its batches.
 */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
