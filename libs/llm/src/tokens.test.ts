import { expect, test } from "bun:test";
import { estimateInputTokens, estimateTokens } from "./tokens.ts";

test("the token estimate counts started five-letter pieces of words and each symbol", () => {
  expect(estimateTokens("")).toBe(0);
  expect(estimateTokens("Hi")).toBe(1);
  // hello(1) ,(1) wonderful(2) world(1) !(1)
  expect(estimateTokens("Hello, wonderful world!")).toBe(6);
  expect(estimateTokens("Hello, wonderful world!")).toBe(estimateTokens("Hello, wonderful world!"));
});

test("input tokens add a framing cost per message and the tools shown", () => {
  const base = { model: "m", task: { kind: "reply" as const }, messages: [{ role: "user" as const, content: "Hi" }] };
  expect(estimateInputTokens(base)).toBe(4);
  const withTool = { ...base, tools: [{ name: "t", description: "d", parameters: {} }] };
  expect(estimateInputTokens(withTool)).toBeGreaterThan(4);
});
