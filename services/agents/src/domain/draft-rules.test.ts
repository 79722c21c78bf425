import { describe, expect, it } from "bun:test";
import { draftHash, lastChangeAround, nextPathChangedAt, previewHash } from "./draft-rules.ts";

const T0 = "2026-11-22T10:00:00.000Z";
const T1 = "2026-11-22T10:05:00.000Z";
const T2 = "2026-11-22T10:10:00.000Z";

describe("draft rules", () => {
  it("hashes config and base stably, whatever the key order", () => {
    const a = draftHash({ agent: { language: "en", first_message: "Hi" } }, "ver_1");
    expect(draftHash({ agent: { first_message: "Hi", language: "en" } }, "ver_1")).toBe(a);
    expect(draftHash({ agent: { first_message: "Hi", language: "id" } }, "ver_1")).not.toBe(a);
    expect(draftHash({ agent: { first_message: "Hi", language: "en" } }, "ver_2")).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{64}$/);
  });

  it("makes the preview token depend on the tip as well", () => {
    const config = { agent: { language: "en" } };
    expect(previewHash(config, "ver_1", "ver_2")).not.toBe(previewHash(config, "ver_1", "ver_3"));
    expect(previewHash(config, "ver_1", "ver_2")).not.toBe(draftHash(config, "ver_1"));
  });

  it("keeps the time of paths a save did not touch and stamps the ones it did", () => {
    const base = { agent: { language: "en", prompt: { llm: "vendor-a-5" } } };
    const first = nextPathChangedAt(base, { agent: { language: "id", prompt: { llm: "vendor-a-5" } } }, null, T0);
    expect(first).toEqual({ "agent.language": T0 });
    const secondConfig = { agent: { language: "id", prompt: { llm: "vendor-a-5", temperature: 0.2 } } };
    const second = nextPathChangedAt(
      base,
      secondConfig,
      { config: { agent: { language: "id", prompt: { llm: "vendor-a-5" } } }, pathChangedAt: first },
      T1,
    );
    expect(second).toEqual({ "agent.language": T0, "agent.prompt.temperature": T1 });
    // Reverting a path to the base's value drops it from the map.
    const third = nextPathChangedAt(
      base,
      { agent: { language: "en", prompt: { llm: "vendor-a-5", temperature: 0.2 } } },
      {
        config: secondConfig,
        pathChangedAt: second,
      },
      T2,
    );
    expect(third).toEqual({ "agent.prompt.temperature": T1 });
  });

  it("finds the last change at, above or below a path", () => {
    const changedAt = { agent: T0, "platform_settings.analysis_llm": T1, "workflow.a\\.b": T2 };
    expect(lastChangeAround(changedAt, ["agent", "prompt", "llm"])).toBe(T0);
    expect(lastChangeAround(changedAt, ["platform_settings"])).toBe(T1);
    expect(lastChangeAround(changedAt, ["workflow", "a.b"])).toBe(T2);
    expect(lastChangeAround(changedAt, ["workflow", "a"])).toBeNull();
    expect(lastChangeAround(changedAt, ["conversation"])).toBeNull();
  });
});
