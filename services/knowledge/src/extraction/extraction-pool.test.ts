import { afterEach, describe, expect, it } from "bun:test";
import { createLocalEmbedder } from "@cx/llm";
import { ExtractionError } from "./extract.ts";
import { createExtractionPool, type Extractor } from "./extraction-pool.ts";

const encode = (text: string) => new TextEncoder().encode(text);
let pool: Extractor | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

describe("extraction pool", () => {
  it("extracts and chunks in a worker thread", async () => {
    pool = createExtractionPool({ workers: 1, timeoutMs: 20_000, maxHeapMb: 256 });
    const page = `<html><head><title>Guide</title></head><body><p>${"Refunds take two weeks. ".repeat(100)}</p></body></html>`;
    const result = await pool.extract({ kind: "html", body: encode(page) });
    expect(result.title).toBe("Guide");
    expect(result.text).toContain("Refunds take two weeks.");
    expect(result.chunks.length).toBeGreaterThan(1);
    expect(result.chunks[0]!.index).toBe(0);
  });

  it("embeds the chunks in the worker when asked, as the local embedder does here", async () => {
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

  it("carries the reason of a failed extraction across the thread boundary", async () => {
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
    // 2.4 MB of flat markup: its tree grows by hundreds of megabytes, which Bun's worker
    // threads would let it take (they ignore `resourceLimits`).
    const hostile = encode(`<html><body>${"<div>x</div>".repeat(200_000)}</body></html>`);
    const failure = await pool.extract({ kind: "html", body: hostile }).catch((error) => error);
    expect(failure).toBeInstanceOf(ExtractionError);
    expect(failure.reason).toBe("extraction_too_large");
    expect(failure.message).toContain("128 MB");
    const after = await pool.extract({ kind: "text", body: encode("Still reading.") });
    expect(after.text).toBe("Still reading.");
  });
});
