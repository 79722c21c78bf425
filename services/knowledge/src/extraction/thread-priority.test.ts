import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { getPriority } from "node:os";

/** The nice value of one thread of this process, from the kernel's own record of it. */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

describe("extraction thread priority", () => {
  it("lowers the calling thread only, never the event loop's", async () => {
    const source = `
      import { readlinkSync } from "node:fs";
      import { lowerThisThreadsPriority } from ${JSON.stringify(new URL("./thread-priority.ts", import.meta.url).pathname)};
      const lowered = lowerThisThreadsPriority(10);
      postMessage({ lowered, threadId: Number(readlinkSync("/proc/thread-self").split("/").pop()) });
    `;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "application/typescript" })));
    const reply = await new Promise<{ lowered: boolean; threadId: number }>((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
    });
    expect(reply.lowered).toBe(true);
    expect(niceOf(reply.threadId)).toBe(10);
    expect(getPriority(process.pid)).toBe(0);
    expect(niceOf(process.pid)).toBe(0);
    worker.terminate();
  });
});
