import { describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { currentThreadId } from "./thread-priority.ts";

/** The nice value of one thread of this process, from the kernel's own record of it. */
function niceOf(threadId: number): number {
  const stat = readFileSync(`/proc/self/task/${threadId}/stat`, "utf8");
  return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[16]);
}

describe("extraction thread priority", () => {
  it("lowers the calling thread below what it inherited, never the event loop's", async () => {
    const mainThread = currentThreadId();
    expect(mainThread).toBe(process.pid);
    const before = niceOf(process.pid);
    const module = JSON.stringify(new URL("./thread-priority.ts", import.meta.url).pathname);
    const source = `
      import { currentThreadId, lowerThisThreadsPriority } from ${module};
      postMessage({ lowered: lowerThisThreadsPriority(10), threadId: currentThreadId() });
    `;
    const worker = new Worker(URL.createObjectURL(new Blob([source], { type: "application/typescript" })));
    const reply = await new Promise<{ lowered: boolean; threadId: number }>((resolve) => {
      worker.onmessage = (event) => resolve(event.data);
    });
    expect(reply.lowered).toBe(true);
    expect(reply.threadId).not.toBe(process.pid);
    expect(niceOf(reply.threadId)).toBe(Math.min(19, before + 10));
    expect(niceOf(process.pid)).toBe(before);
    worker.terminate();
  });
});
