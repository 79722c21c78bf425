import { describe, expect, test } from "bun:test";
import { LlmError } from "@cx/llm";
import { ScriptedModel } from "./test-support.ts";
import { EvaluatorError, judge, VERDICT_SCHEMA } from "./verdict.ts";

const request = {
  model: "vendor-a-5",
  condition: "The agent gives the delivery date.",
  subject: "It arrives tomorrow.",
  successExamples: ["It arrives on Monday."],
  failureExamples: ["I do not know."],
};

describe("verdicts", () => {
  test("asks a verdict task with the schema and answers the evaluation and its usage", async () => {
    const model = new ScriptedModel([{ output: { status: "success", rationale: "A date is given." } }]);
    const { evaluation, modelCall } = await judge(model, request);
    expect(evaluation).toEqual({ status: "success", rationale: "A date is given." });
    expect(modelCall).toMatchObject({ purpose: "verdict", model: "vendor-a-5", input_tokens: 10, output_tokens: 5 });
    const sent = model.requests[0]!;
    expect(sent.task).toEqual({
      kind: "verdict",
      condition: request.condition,
      subject: request.subject,
      agentMessages: [request.subject],
      successExamples: request.successExamples,
      failureExamples: request.failureExamples,
    });
    expect(sent.responseSchema).toEqual({ name: "verdict", schema: VERDICT_SCHEMA.schema });
    const user = sent.messages.find((m) => m.role === "user");
    expect(user?.content).toContain("It arrives on Monday.");
    expect(user?.content).toContain("I do not know.");
  });

  test("a transcript goes whole to the model, and only the agent's turns are its messages", async () => {
    const model = new ScriptedModel([{ output: { status: "failure", rationale: "No flight was booked." } }]);
    const transcript = [
      { role: "agent" as const, text: "Hello! How can I help?" },
      { role: "user" as const, text: "What is the weather on Mars?" },
      { role: "agent" as const, text: "I do not know the weather on Mars." },
    ];
    await judge(model, { model: "", condition: "The agent books a flight to Tokyo", subject: transcript });
    const sent = model.requests[0]!;
    expect(sent.task).toMatchObject({
      kind: "verdict",
      subject:
        "Agent: Hello! How can I help?\nUser: What is the weather on Mars?\nAgent: I do not know the weather on Mars.",
      agentMessages: ["Hello! How can I help?", "I do not know the weather on Mars."],
    });
    const user = sent.messages.find((m) => m.role === "user");
    expect(user?.content).toContain("User: What is the weather on Mars?");
    expect(user?.content).toContain("Agent: I do not know the weather on Mars.");
  });

  test("an answer that is not a verdict is an evaluator error", async () => {
    const model = new ScriptedModel([
      { output: { status: "maybe", rationale: "?" } },
      { output: undefined, content: "success" },
      new LlmError("invalid_output", "does not match the schema"),
    ]);
    for (let i = 0; i < 3; i++) await expect(judge(model, request)).rejects.toBeInstanceOf(EvaluatorError);
  });

  test("a model failure stays an LlmError with its code", async () => {
    const model = new ScriptedModel([new LlmError("quota_exceeded", "429")]);
    const error = await judge(model, request).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).code).toBe("quota_exceeded");
  });
});
