import { describe, expect, test } from "bun:test";
import { substituteVariables, systemVariables } from "./variables.ts";

const context = { conversationId: "conv_1", agentId: "agt_1", now: new Date("2026-11-22T10:00:00.000Z") };

describe("dynamic variables", () => {
  test("replace {{name}} by its value, spaces inside the braces allowed", () => {
    expect(substituteVariables("Hi {{name}}, plan {{ plan }}.", { name: "Ana", plan: "gold" }, context)).toBe(
      "Hi Ana, plan gold.",
    );
  });

  test("the system__ variables are always defined", () => {
    expect(
      substituteVariables("{{system__conversation_id}} {{system__agent_id}} {{system__time_utc}}", {}, context),
    ).toBe("conv_1 agt_1 2026-11-22T10:00:00.000Z");
    expect(systemVariables(context)).toEqual({
      system__conversation_id: "conv_1",
      system__agent_id: "agt_1",
      system__time_utc: "2026-11-22T10:00:00.000Z",
    });
  });

  test("an unknown name is left as written", () => {
    expect(substituteVariables("Hello {{ who }} and {{name}}", { name: "Ana" }, context)).toBe(
      "Hello {{ who }} and Ana",
    );
  });

  test("a caller cannot override a system variable", () => {
    expect(substituteVariables("{{system__agent_id}}", { system__agent_id: "forged" }, context)).toBe("agt_1");
  });

  test("non-text values are written as text", () => {
    expect(substituteVariables("{{n}} {{b}} {{o}} {{z}}", { n: 3, b: true, o: { a: 1 }, z: null }, context)).toBe(
      '3 true {"a":1} null',
    );
  });
});
