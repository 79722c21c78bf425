import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { changedPaths, formatPath, parsePath, valueAt } from "./config-paths.ts";

describe("config paths", () => {
  it("lists changed leaves in dot form: objects descended, arrays and scalars whole", () => {
    const before = {
      agent: { prompt: { temperature: 0.3, tool_ids: ["a", "b"], llm: "vendor-a-5" } },
      guardrails: { content: { categories: { violence: { threshold: "low", is_enabled: true } } } },
      conversation: { text_only: true },
    };
    const after = {
      agent: { prompt: { temperature: 0.4, tool_ids: ["a"], llm: "vendor-a-5" }, first_message: "Hi" },
      guardrails: { content: { categories: { violence: { threshold: "high", is_enabled: true } } } },
      workflow: null,
    };
    expect(changedPaths(before, after)).toEqual([
      "agent.first_message",
      "agent.prompt.temperature",
      "agent.prompt.tool_ids",
      "conversation",
      "guardrails.content.categories.violence.threshold",
      "workflow",
    ]);
    expect(changedPaths(after, structuredClone(after))).toEqual([]);
    // Key order is not a change.
    expect(changedPaths({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
  });

  it("round-trips any segments through the dot form, dots and backslashes included", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { minLength: 1, maxLength: 5 }), (segments) => {
        expect(parsePath(formatPath(segments))).toEqual(segments);
      }),
    );
  });

  it("reads presence and value at a path", () => {
    const config = { agent: { prompt: { llm: null } } };
    expect(valueAt(config, ["agent", "prompt", "llm"])).toEqual({ present: true, value: null });
    expect(valueAt(config, ["agent", "language"])).toEqual({ present: false });
    expect(valueAt(config, ["agent", "prompt", "llm", "deeper"])).toEqual({ present: false });
  });
});
