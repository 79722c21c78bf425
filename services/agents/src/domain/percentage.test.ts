import { describe, expect, it } from "bun:test";
import fc from "fast-check";
import { formatPercentage, parsePercentage } from "./percentage.ts";

const bp = (input: unknown) => {
  const parsed = parsePercentage(input);
  return parsed.ok ? parsed.basisPoints : parsed.problem;
};

describe("parsePercentage", () => {
  it("reads strings and numbers exactly into basis points", () => {
    expect(bp("33.33")).toBe(3333);
    expect(bp("33.34")).toBe(3334);
    expect((bp("33.33") as number) + (bp("33.33") as number) + (bp("33.34") as number)).toBe(10000);
    expect(bp(12.5)).toBe(1250);
    expect(bp("12.5")).toBe(1250);
    expect(bp(0.07)).toBe(7);
    expect(bp(33.33)).toBe(3333);
    expect(bp(100)).toBe(10000);
    expect(bp("100.00")).toBe(10000);
    expect(bp(0)).toBe(0);
    expect(bp("0")).toBe(0);
    expect(bp("-0")).toBe(0);
    expect(bp("12.500")).toBe(1250);
    expect(bp("007.5")).toBe(750);
  });

  it("refuses more than two decimals, negatives, values above 100 and non-numbers", () => {
    expect(bp("33.333")).toBe("too_many_decimals");
    expect(bp(33.333)).toBe("too_many_decimals");
    expect(bp(0.1 + 0.2)).toBe("too_many_decimals");
    expect(bp(1e-7)).toBe("too_many_decimals");
    expect(bp(-1)).toBe("negative");
    expect(bp("-0.01")).toBe("negative");
    expect(bp(100.01)).toBe("above_100");
    expect(bp("100.001")).toBe("above_100");
    expect(bp("1000")).toBe("above_100");
    expect(bp(1e21)).toBe("above_100");
    for (const bad of ["", " 5", "5 ", "5.", ".5", "1e2", "+5", "abc", "5%", "0x10", "NaN"])
      expect(bp(bad)).toBe("not_a_number");
    for (const bad of [null, true, {}, [], Number.NaN, Number.POSITIVE_INFINITY]) expect(bp(bad)).toBe("not_a_number");
  });

  it("round-trips every basis point through its two-decimal text", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10000 }), (points) => {
        const text = formatPercentage(points);
        expect(text).toMatch(/^\d{1,3}\.\d{2}$/);
        expect(bp(text)).toBe(points);
        expect(bp(Number(text))).toBe(points);
      }),
    );
  });

  it("writes two decimals", () => {
    expect(formatPercentage(1250)).toBe("12.50");
    expect(formatPercentage(10000)).toBe("100.00");
    expect(formatPercentage(7)).toBe("0.07");
    expect(formatPercentage(0)).toBe("0.00");
  });
});
