import { describe, expect, it } from "bun:test";
import { durationSeconds, pastMaxDuration } from "./lifecycle.ts";

const T0 = "2026-11-22T10:00:00.000Z";

describe("conversation lifecycle rules", () => {
  it("measures to the end, or to now while active", () => {
    expect(durationSeconds(T0, "2026-11-22T10:01:30.900Z", new Date("2030-01-01T00:00:00.000Z"))).toBe(90);
    expect(durationSeconds(T0, null, new Date("2026-11-22T10:00:05.000Z"))).toBe(5);
    expect(durationSeconds(T0, null, new Date("2026-11-22T09:00:00.000Z"))).toBe(0);
  });

  it("ends at max_duration_seconds, and never without a positive limit", () => {
    expect(pastMaxDuration(T0, 60, new Date("2026-11-22T10:00:59.999Z"))).toBe(false);
    expect(pastMaxDuration(T0, 60, new Date("2026-11-22T10:01:00.000Z"))).toBe(true);
    expect(pastMaxDuration(T0, undefined, new Date("2030-01-01T00:00:00.000Z"))).toBe(false);
    expect(pastMaxDuration(T0, 0, new Date("2030-01-01T00:00:00.000Z"))).toBe(false);
  });
});
