import { expect, it } from "bun:test";
import { normalizeText } from "./normalize.ts";

it("keeps one whitespace convention whatever the layout of the source", () => {
  expect(normalizeText("  a  b\t\tc \n d\r\n\r\ne\u00a0f\u0001g\n\n\n\nh  \n  i  ")).toBe("a b c\nd\n\ne fg\n\nh\ni");
  expect(normalizeText("tab\there, form\ffeed\vand vertical")).toBe("tab here, formfeedand vertical");
  expect(normalizeText("one\n \n \n two")).toBe("one\n\ntwo");
  expect(normalizeText("already plain\n\ntext")).toBe("already plain\n\ntext");
});
