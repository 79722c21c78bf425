const POLL_MS = 50;
const WAIT_MS = 20_000;

/**
 * Polls `read` until `done` holds, for what the platform or a page does after answering
 * (indexing, an analysis, a focus moved); the last reading is returned either way, so that a
 * failure shows what it was.
 */
export async function eventually<T>(read: () => Promise<T>, done: (r: T) => boolean): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  let last = await read();
  while (!done(last) && Date.now() < deadline) {
    await Bun.sleep(POLL_MS);
    last = await read();
  }
  return last;
}
