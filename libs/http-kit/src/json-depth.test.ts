import { describe, expect, it } from "bun:test";
import { MAX_JSON_DEPTH, nestsDeeperThan } from "./json-depth.ts";

const bytes = (text: string) => new TextEncoder().encode(text);
const nested = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("JSON nesting depth", () => {
  it("counts the top-level object or array as level 1", () => {
    expect(nestsDeeperThan(bytes(nested(MAX_JSON_DEPTH)))).toBe(false);
    expect(nestsDeeperThan(bytes(nested(MAX_JSON_DEPTH + 1)))).toBe(true);
    expect(nestsDeeperThan(bytes('{"a":{"b":[1]}}'), 3)).toBe(false);
    expect(nestsDeeperThan(bytes('{"a":{"b":[1]}}'), 2)).toBe(true);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(bytes(`{"a":"${"[".repeat(500)}"}`), 2)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"a":"\\"${"{".repeat(500)}"}`), 2)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"a":"\\\\",${'"b":[[['.repeat(1)}]]]}`), 3)).toBe(true);
  });

  it("reads a run of backslashes before a quote by its parity", () => {
    // Three backslashes: an escaped backslash, then an escaped quote; the string goes on.
    expect(nestsDeeperThan(bytes(`{"a":"\\\\\\"[[[[","b":1}`), 2)).toBe(false);
    // Four: two escaped backslashes, and the quote closes the string.
    expect(nestsDeeperThan(bytes(`{"a":"\\\\\\\\",${'"b":[[['}]]]}`), 3)).toBe(true);
    // A string never closed hides what follows it, as the parser will refuse the body anyway.
    expect(nestsDeeperThan(bytes(`{"a":"[[[[`), 2)).toBe(false);
  });

  it("crosses a long string without counting what is inside it", () => {
    const text = `${"[{".repeat(50_000)}\\"`.repeat(20);
    expect(nestsDeeperThan(bytes(`{"a":"${text}","b":[[1]]}`), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"a":"${text}","b":[[1]]}`), 2)).toBe(true);
  });

  it("is not fooled by multi-byte characters", () => {
    expect(nestsDeeperThan(bytes(`{"é[":"ü{[", "x": [["日本"]]}`), 3)).toBe(false);
    expect(nestsDeeperThan(bytes(`{"é[":"ü{[", "x": [["日本"]]}`), 2)).toBe(true);
  });

  it("reads siblings at the same level without adding them up", () => {
    expect(nestsDeeperThan(bytes(`[${Array.from({ length: 1000 }, () => "[[1]]").join(",")}]`), 3)).toBe(false);
  });

  it("scans a hostile body of 100,000 levels without recursion", () => {
    expect(nestsDeeperThan(bytes(nested(100_000)))).toBe(true);
    expect(nestsDeeperThan(bytes(`{"a":${"[".repeat(1_000_000)}`))).toBe(true);
  });
});
