import { describe, expect, it } from "bun:test";
import { costUsdText, nanosOf } from "./money.ts";

describe("conversation cost", () => {
  it("writes six fractional digits, rounding half up to the micro-dollar", () => {
    expect(costUsdText(0)).toBe("0.000000");
    expect(costUsdText(420_000)).toBe("0.000420");
    expect(costUsdText(499)).toBe("0.000000");
    expect(costUsdText(500)).toBe("0.000001");
    expect(costUsdText(12_345_678_901)).toBe("12.345679");
  });

  it("adds many small costs without drift", () => {
    let total = 0;
    for (let i = 0; i < 1000; i++) total += nanosOf(0.0000001);
    expect(costUsdText(total)).toBe("0.000100");
    expect(nanosOf(Number.NaN)).toBe(0);
    expect(nanosOf(-1)).toBe(0);
  });
});
