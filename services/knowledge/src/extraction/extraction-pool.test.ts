import { afterEach, describe, expect, it } from "bun:test";
import { readFileSync } from "node:fs";
import { getPriority } from "node:os";
import { createLocalEmbedder } from "@cx/llm";
import { childProcesses, commandLine, processStat, threadIds } from "@cx/process-stats";
import { ExtractionError } from "./extract.ts";
import { createExtractionPool, ExtractionPoolClosed, type Extractor } from "./extraction-pool.ts";

const encode = (text: string) => new TextEncoder().encode(text);
let pool: Extractor | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** The extraction processes this test process has started, from the kernel's list. */
function extractionProcesses(): number[] {
  // A process gone meanwhile has no command line.
  return childProcesses(process.pid).filter((pid) =>
    commandLine(pid)?.some((argument) => argument.endsWith("extraction-process.ts")),
  );
}

async function until(condition: () => boolean, ms = 10_000): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!condition() && Date.now() < deadline) await Bun.sleep(10);
  return condition();
}

/** CPU time a process has used (user and system, in clock ticks). */
function cpuTicks(pid: number): number {
  return processStat(pid)?.cpuTicks ?? 0;
}

/** Of `pids`, the one that spends the most CPU over a tenth of a second. */
async function busiestOf(pids: number[]): Promise<number> {
  const before = pids.map(cpuTicks);
  await Bun.sleep(100);
  const spent = pids.map((pid, i) => cpuTicks(pid) - before[i]!);
  return pids[spent.indexOf(Math.max(...spent))]!;
}

describe("extraction pool", () => {
  it("extracts and chunks in a process of its own", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 20_000, maxHeapMb: 256 });
    const page = `<html><head><title>Guide</title></head><body><p>${"Refunds take two weeks. ".repeat(100)}</p></body></html>`;
    const result = await pool.extract({ kind: "html", body: encode(page) });
    expect(result.title).toBe("Guide");
    expect(result.text).toContain("Refunds take two weeks.");
    expect(result.chunks.length).toBeGreaterThan(1);
    expect(result.chunks[0]!.index).toBe(0);
    expect(extractionProcesses()).toHaveLength(1);
  });

  it("embeds the chunks in the process when asked, as the local embedder does here", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 20_000, maxHeapMb: 256 });
    const text = "Refunds take two weeks. Exchanges take one. ".repeat(80);
    const result = await pool.extract({ kind: "text", body: encode(text) }, { embedDimensions: 384 });
    expect(result.vectors?.length).toBe(result.chunks.length);
    const here = await createLocalEmbedder(384).embed(result.chunks.map((c) => c.text));
    expect(result.vectors!.map((v) => Array.from(v))).toEqual(here.map((v) => Array.from(v)));
    // Each chunk's text is the slice of the document's text its offsets give.
    for (const chunk of result.chunks) expect(result.text.slice(chunk.start, chunk.end)).toBe(chunk.text);
    const plain = await pool.extract({ kind: "text", body: encode(text) });
    expect(plain.vectors).toBeUndefined();
  });

  it("reads a page nested thousands of levels deep quickly", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 20_000, maxHeapMb: 256 });
    const hostile = `<p>x</p>${"<div>".repeat(20_000)}text`;
    const result = await pool.extract({ kind: "html", body: encode(hostile) });
    expect(result.text).toContain("text");
  });

  it("carries the reason of a failed extraction across the process boundary", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 20_000, maxHeapMb: 256 });
    const failure = await pool.extract({ kind: "text", body: encode("   ") }).catch((error) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure.reason).toBe("empty_content");
  });

  it("stops an extraction past its time limit with extraction_timeout, and keeps serving", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 1, maxHeapMb: 256 });
    const large = encode(`${"A sentence of some length that goes on. ".repeat(200_000)}`);
    const failure = await pool.extract({ kind: "text", body: large }).catch((error) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure.reason).toBe("extraction_timeout");
  });

  it("stops an extraction past its memory limit with extraction_too_large, and keeps serving", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 60_000, maxHeapMb: 128 });
    // 2.4 MB of flat markup: its tree grows by hundreds of megabytes.
    const hostile = encode(`<html><body>${"<div>x</div>".repeat(200_000)}</body></html>`);
    const first = extractionProcesses();
    const failure = await pool.extract({ kind: "html", body: hostile }).catch((error) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure.reason).toBe("extraction_too_large");
    expect(failure.message).toContain("128 MB");
    const after = await pool.extract({ kind: "text", body: encode("Still reading.") });
    expect(after.text).toBe("Still reading.");
    // The hostile page's process is gone; a fresh one read the next document.
    expect(extractionProcesses().some((pid) => first.includes(pid))).toBe(false);
  });

  it("fails only the hostile document: a neighbour read at the same time in another process completes", async () => {
    pool = createExtractionPool({ workers: 2, timeoutMs: 60_000, maxHeapMb: 256 });
    // Two processes ready and idle, so that the neighbour is at work the moment it is handed over.
    await Promise.all([1, 2].map((n) => pool!.extract({ kind: "text", body: encode(`Warm ${n}.`) })));
    expect(extractionProcesses()).toHaveLength(2);
    const neighbour = pool.extract({ kind: "html", body: encode(`<p>Kept.</p>${"<div>".repeat(1_000_000)}text`) });
    let neighbourDone = false;
    neighbour.finally(() => {
      neighbourDone = true;
    });
    // The neighbour's process (the one spending CPU) is held stopped while the hostile page is
    // read, so that it is surely still at work, whatever this machine's speed, when the hostile
    // page's process is killed.
    const neighbourProcess = await busiestOf(extractionProcesses());
    process.kill(neighbourProcess, "SIGSTOP");
    try {
      const hostile = encode(`<html><body>${"<div>x</div>".repeat(800_000)}</body></html>`);
      const failure = await pool.extract({ kind: "html", body: hostile }).catch((error) => error);
      expect(failure.reason).toBe("extraction_too_large");
      expect(neighbourDone).toBe(false);
      expect(extractionProcesses()).toContain(neighbourProcess);
    } finally {
      process.kill(neighbourProcess, "SIGCONT");
    }
    const read = await neighbour;
    expect(read.text).toContain("Kept.");
  });

  it("fails the document of a process that dies with extraction_failed, and keeps serving", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 60_000, maxHeapMb: 512 });
    const slow = pool.extract({ kind: "html", body: encode(`<p>x</p>${"<div>".repeat(250_000)}text`) });
    expect(await until(() => extractionProcesses().length === 1)).toBe(true);
    await Bun.sleep(100);
    process.kill(extractionProcesses()[0]!, "SIGKILL");
    const failure = await slow.catch((error) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure.reason).toBe("extraction_failed");
    expect((await pool.extract({ kind: "text", body: encode("Still reading.") })).text).toBe("Still reading.");
  });

  it("runs no more processes than asked, queues the rest, and ends idle ones and all on close", async () => {
    pool = createExtractionPool({ workers: 2, timeoutMs: 60_000, maxHeapMb: 256, idleMs: 300 });
    let most = 0;
    const watching = setInterval(() => {
      most = Math.max(most, extractionProcesses().length);
    }, 5);
    const texts = Array.from({ length: 6 }, (_, i) => `Document ${i}. ${"Some words. ".repeat(20_000)}`);
    const read = await Promise.all(texts.map((text) => pool!.extract({ kind: "text", body: encode(text) })));
    clearInterval(watching);
    expect(read.map((r) => r.text.slice(0, 11))).toEqual(texts.map((t) => t.slice(0, 11)));
    expect(most).toBe(2);
    expect(await until(() => extractionProcesses().length === 0)).toBe(true);
    await pool.extract({ kind: "text", body: encode("Awake again.") });
    expect(extractionProcesses()).toHaveLength(1);
    await pool.close();
    expect(extractionProcesses()).toHaveLength(0);
    const refused = await pool.extract({ kind: "text", body: encode("After close.") }).catch((error) => error);
    expect(refused).toBeInstanceOf(ExtractionPoolClosed);
  });

  it("fails a document read while it closes as one another worker may take up, not for good", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 60_000, maxHeapMb: 512 });
    const reading = pool.extract({ kind: "html", body: encode(`<p>x</p>${"<div>".repeat(250_000)}text`) });
    const waiting = pool.extract({ kind: "text", body: encode("Queued behind it.") });
    expect(await until(() => extractionProcesses().length === 1)).toBe(true);
    await Bun.sleep(100);
    const failures = Promise.all([reading, waiting].map((p) => p.catch((error) => error)));
    await pool.close();
    for (const failure of await failures) {
      expect(failure).toBeInstanceOf(ExtractionPoolClosed);
      expect(failure).not.toBeInstanceOf(ExtractionError);
    }
    expect(extractionProcesses()).toHaveLength(0);
  });

  it("starts its processes below this one's priority, without this one's environment", async () => {
    process.env.EXTRACTION_POOL_TEST_SECRET = "not-for-children";
    try {
      pool = createExtractionPool({ workers: 1, timeoutMs: 20_000, maxHeapMb: 256 });
      await pool.extract({ kind: "text", body: encode("Read me.") });
      const [pid] = extractionProcesses();
      const threads = threadIds(pid!);
      expect(threads.length).toBeGreaterThan(1);
      const expected = Math.min(19, getPriority() + 10);
      // Every thread of the process runs at that nice value.
      for (const thread of threads) expect(processStat(thread)?.niceness).toBe(expected);
      expect(readFileSync(`/proc/${pid}/environ`, "utf8")).not.toContain("not-for-children");
    } finally {
      delete process.env.EXTRACTION_POOL_TEST_SECRET;
    }
  });
});
