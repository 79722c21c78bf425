import { describe, expect, test } from "bun:test";
import { assertValidTopic, topicMatches } from "./topic-pattern.ts";

describe("topicMatches", () => {
  const cases: Array<[pattern: string, topic: string, expected: boolean]> = [
    ["agents.version.published", "agents.version.published", true],
    ["agents.version.published", "agents.version.deleted", false],
    ["agents.version", "agents.version.published", false],
    ["agents.version.published", "agents.version", false],
    ["agents.*.published", "agents.version.published", true],
    ["agents.*.published", "agents.published", false],
    ["agents.*.published", "agents.a.b.published", false],
    ["*", "agents", true],
    ["*", "agents.version", false],
    ["agents.*", "agents", false],
    ["#", "agents.version.published", true],
    ["#", "agents", true],
    ["agents.#", "agents", true],
    ["agents.#", "agents.version.published", true],
    ["agents.#", "agentsx.version", false],
    ["#.published", "agents.version.published", true],
    ["#.published", "published", true],
    ["#.published", "agents.version.deleted", false],
    ["agents.#.published", "agents.published", true],
    ["agents.#.published", "agents.a.b.c.published", true],
    ["agents.#.published", "agents.a.b.c.deleted", false],
    ["#.#", "a.b", true],
    ["a.#.#.b", "a.b", true],
    ["*.#", "a", true],
    ["*.#", "a.b.c", true],
    ["#.*", "a", true],
    ["#.*.c", "c", false],
    ["#.*.c", "b.c", true],
    ["*.*", "a.b", true],
    ["*.*", "a", false],
    ["a.*.#", "a", false],
    ["a.*.#", "a.b", true],
  ];

  for (const [pattern, topic, expected] of cases) {
    test(`"${pattern}" ${expected ? "matches" : "does not match"} "${topic}"`, () => {
      expect(topicMatches(pattern, topic)).toBe(expected);
    });
  }

  test("long topics with many # stay fast", () => {
    const topic = Array.from({ length: 60 }, (_, i) => `w${i}`).join(".");
    const started = performance.now();
    expect(topicMatches("#.#.#.#.#.#.x", topic)).toBe(false);
    expect(topicMatches("#.w10.#.w20.#.w59", topic)).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe("assertValidTopic", () => {
  test("rejects wildcards and empty topics", () => {
    expect(() => assertValidTopic("a.*.b")).toThrow(/wildcards/);
    expect(() => assertValidTopic("a.#")).toThrow(/wildcards/);
    expect(() => assertValidTopic("")).toThrow();
    expect(() => assertValidTopic("a.b")).not.toThrow();
  });
});
