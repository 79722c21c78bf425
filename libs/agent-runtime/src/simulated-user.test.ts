import { describe, expect, test } from "bun:test";
import { END_CONVERSATION, simulateUserTurn } from "./simulated-user.ts";
import { callOf, ScriptedModel } from "./test-support.ts";

const transcript = [
  { role: "agent" as const, text: "Hello, how can I help?" },
  { role: "user" as const, text: "My parcel is late." },
  { role: "agent" as const, text: "Which order?" },
];

describe("simulated user", () => {
  test("plays the scenario with the roles turned around", async () => {
    const model = new ScriptedModel([{ content: "Order 7." }]);
    const turn = await simulateUserTurn(model, {
      model: "vendor-a-5-mini",
      scenario: "A customer whose order 7 is late.",
      transcript,
    });
    expect(turn).toMatchObject({ text: "Order 7.", ended: false, modelCall: { purpose: "simulated_user" } });
    const sent = model.requests[0]!;
    expect(sent.task).toEqual({ kind: "simulated_user", scenario: "A customer whose order 7 is late." });
    expect(sent.messages.slice(1)).toEqual([
      { role: "user", content: "Hello, how can I help?" },
      { role: "assistant", content: "My parcel is late." },
      { role: "user", content: "Which order?" },
    ]);
    expect(sent.tools?.map((t) => t.name)).toEqual([END_CONVERSATION]);
  });

  test("ends when it calls end_conversation or says nothing", async () => {
    const model = new ScriptedModel([
      { content: "Thanks, bye.", toolCalls: [callOf(END_CONVERSATION, "{}")] },
      { content: "  " },
    ]);
    const request = { model: "", scenario: "s", transcript };
    expect(await simulateUserTurn(model, request)).toMatchObject({ text: "Thanks, bye.", ended: true });
    expect(await simulateUserTurn(model, request)).toMatchObject({ text: "", ended: true });
  });
});
