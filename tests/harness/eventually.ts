import type { ApiResponse } from "./api-client.ts";

const POLL_MS = 50;
const WAIT_MS = 20_000;

/**
 * Polls `read` until `done` holds, for what the platform does after answering (indexing, an
 * analysis); the last answer is returned either way, so that a failure shows what it was.
 */
export async function eventually(
  read: () => Promise<ApiResponse>,
  done: (r: ApiResponse) => boolean,
): Promise<ApiResponse> {
  const deadline = Date.now() + WAIT_MS;
  let last = await read();
  while (!done(last) && Date.now() < deadline) {
    await Bun.sleep(POLL_MS);
    last = await read();
  }
  return last;
}
