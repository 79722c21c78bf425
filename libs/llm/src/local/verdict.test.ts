import { describe, expect, it } from "bun:test";
import { judge, OFFLINE_VERDICT_PREFIX } from "./verdict.ts";

const verdict = (
  condition: string,
  agentMessages: string[],
  extra: { subject?: string; successExamples?: string[]; failureExamples?: string[] } = {},
) => judge({ kind: "verdict", condition, subject: agentMessages.join("\n"), agentMessages, ...extra });

describe("the offline judge", () => {
  it("reads only the agent's messages, never the role labels or the user's words of the subject", () => {
    const subject = "User: Book me a flight to Tokyo, agent.\nAgent: Hello! How can I help you today?";
    const result = verdict("The agent books a flight to Tokyo", ["Hello! How can I help you today?"], { subject });
    expect(result.status).toBe("failure");
    expect(result.rationale).toContain("share no content word");
  });

  it("does not count the user's words that the agent quotes", () => {
    const quoted = `I'm sorry, I don't have information about "I want a refund within thirty days." Could you tell me more?`;
    expect(verdict("The agent explains refunds are possible within thirty days", [quoted]).status).toBe("failure");
  });

  it("passes when the agent says the condition's content words, in another form", () => {
    const result = verdict("The agent explains refunds are possible within thirty days", [
      "Hello! How can I help?",
      "You can get a full refund within 30 days of delivery.",
    ]);
    expect(result.status).toBe("success");
    expect(result.rationale).toBe(
      `${OFFLINE_VERDICT_PREFIX} meets the condition. The agent said refunds, thirty days; not possible (0.88 of the condition's weighted content words, 0.6 needed).`,
    );
  });

  it("weighs words that carry meaning over common ones", () => {
    // "two days" and "Tokyo" are the facts; "orders", "ship" and "flight" alone do not make them.
    expect(
      verdict("The agent says orders ship within two days", ["Orders usually ship within two weeks."]).status,
    ).toBe("failure");
    expect(verdict("The agent books a flight to Tokyo", ["I can look for flights to Osaka."]).status).toBe("failure");
    expect(verdict("The agent says orders ship within two days", ["Your order ships in 2 business days."]).status).toBe(
      "success",
    );
  });

  it("does not take a denial for the thing denied, and takes a refusal asked for", () => {
    expect(verdict("The agent books a flight to Tokyo", ["Sorry, I cannot book flights to Tokyo."]).status).toBe(
      "failure",
    );
    expect(verdict("The agent confirms PayPal is accepted", ["PayPal is not accepted, only cards."]).status).toBe(
      "failure",
    );
    expect(
      verdict("The agent cancels the subscription", [
        "Your subscription is cancelled as of today; you will not be charged again.",
      ]).status,
    ).toBe("success");
    expect(
      verdict("The agent refuses to give medical advice", ["Sorry, but I can't give medical advice."]).status,
    ).toBe("success");
  });

  it("wants a question when the condition asks the agent to ask", () => {
    expect(verdict("The agent asks for the order number", ["Could you give me your order number?"]).status).toBe(
      "success",
    );
    expect(verdict("The agent asks for the order number", ["Your order number is on the receipt."]).status).toBe(
      "failure",
    );
  });

  it("counts a date, a time, a price or an email address as the words that name them", () => {
    expect(verdict("The agent gives the delivery date", ["It will be delivered on Friday, 4 December."]).status).toBe(
      "success",
    );
    expect(verdict("The agent gives the support email address", ["Write to help@acme.example."]).status).toBe(
      "success",
    );
    expect(verdict("The agent gives the price of the premium plan", ["The premium plan costs $29."]).status).toBe(
      "success",
    );
  });

  it("weighs the examples: closer to a failure example is a failure", () => {
    const examples = {
      successExamples: ["The refund period is 14 days."],
      failureExamples: ["Sorry, I cannot tell you the refund period."],
    };
    expect(
      verdict("The agent states the refund period", ["Sorry, I cannot tell you the refund period."], examples).status,
    ).toBe("failure");
    expect(verdict("The agent gives the refund period", ["Refunds are accepted for 14 days."], examples).status).toBe(
      "success",
    );
  });

  it("fails a condition with no content word, saying why", () => {
    const result = verdict("The agent answers the user.", ["Orders ship within two days."]);
    expect(result.status).toBe("failure");
    expect(result.rationale).toContain("names nothing the agent could say");
  });

  it("answers the same verdict for the same input", () => {
    const ask = () => verdict("The agent gives the Saturday opening hours", ["On Saturdays we open at 10am."]);
    expect(ask()).toEqual(ask());
  });
});
