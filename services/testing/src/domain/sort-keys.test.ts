import { describe, expect, it } from "bun:test";
import { alphaKey, recentKey } from "./sort-keys.ts";

describe("sort keys", () => {
  it("orders newer updates first, ties by id", () => {
    const keys = [
      recentKey("2026-01-01T00:00:00.000Z", "tst_b"),
      recentKey("2026-01-01T00:00:00.001Z", "tst_z"),
      recentKey("2026-01-01T00:00:00.000Z", "tst_a"),
      recentKey("2025-12-31T23:59:59.999Z", "tst_0"),
    ].sort();
    expect(keys.map((key) => key.split(":").at(-1))).toEqual(["tst_z", "tst_a", "tst_b", "tst_0"]);
  });

  it("puts folders first, then names case-insensitively with prefixes first", () => {
    const keys = [
      alphaKey("test", "alpha", "tst_1"),
      alphaKey("folder", "zulu", "tfd_1"),
      alphaKey("test", "alpha beta", "tst_0"),
      alphaKey("test", "alpha", "tst_0"),
      alphaKey("folder", "abc", "tfd_2"),
    ].sort();
    expect(keys.map((key) => key.split("\u0001")[1])).toEqual(["tfd_2", "tfd_1", "tst_0", "tst_1", "tst_0"]);
    expect(keys[4]?.startsWith("1:alpha beta")).toBe(true);
  });

  it("refuses a timestamp it cannot order", () => {
    expect(() => recentKey("not a date", "tst_1")).toThrow(RangeError);
  });
});
