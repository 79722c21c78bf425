import { describe, expect, it } from "bun:test";
import { splitIntoChunks } from "./chunking.ts";

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(" ");

describe("splitIntoChunks", () => {
  it("keeps a short text whole and drops a blank one", () => {
    expect(splitIntoChunks("Just one sentence.")).toEqual([
      { index: 0, text: "Just one sentence.", start: 0, end: 18 },
    ]);
    expect(splitIntoChunks("   \n\n  ")).toEqual([]);
  });

  it("never exceeds the maximum and overlaps consecutive chunks", () => {
    const text = words(2000);
    const chunks = splitIntoChunks(text, { maxChars: 300, overlapChars: 60 });
    expect(chunks.length).toBeGreaterThan(5);
    for (const [i, chunk] of chunks.entries()) {
      expect(chunk.index).toBe(i);
      expect(chunk.text.length).toBeLessThanOrEqual(300);
      expect(text.slice(chunk.start, chunk.end)).toBe(chunk.text);
      const next = chunks[i + 1];
      if (next) {
        expect(next.start).toBeLessThan(chunk.end);
        expect(next.start).toBeGreaterThan(chunk.start);
      }
    }
  });

  it("covers every word of the text and starts chunks on word boundaries", () => {
    const text = words(700);
    const chunks = splitIntoChunks(text, { maxChars: 200, overlapChars: 50 });
    const seen = new Set(chunks.flatMap((c) => c.text.split(/\s+/)));
    for (const word of text.split(" ")) expect(seen.has(word)).toBe(true);
    for (const chunk of chunks) expect(chunk.text.startsWith("word")).toBe(true);
    expect(chunks.at(-1)?.end).toBe(text.length);
  });

  it("prefers paragraph and sentence boundaries over a cut mid-sentence", () => {
    const paragraph = `${"Alpha beta gamma delta. ".repeat(8).trim()}`;
    const text = `${paragraph}\n\n${paragraph}\n\n${paragraph}`;
    const chunks = splitIntoChunks(text, { maxChars: 250, overlapChars: 40 });
    for (const chunk of chunks.slice(0, -1)) expect(chunk.text.endsWith(".")).toBe(true);
  });

  it("cuts a long run without spaces at the maximum", () => {
    const chunks = splitIntoChunks("x".repeat(1000), { maxChars: 300, overlapChars: 100 });
    expect(chunks.every((c) => c.text.length <= 300)).toBe(true);
    expect(chunks.at(-1)?.end).toBe(1000);
  });

  it("is deterministic and refuses nonsensical options", () => {
    const text = words(500);
    expect(splitIntoChunks(text)).toEqual(splitIntoChunks(text));
    expect(() => splitIntoChunks(text, { maxChars: 100, overlapChars: 100 })).toThrow(RangeError);
  });
});
