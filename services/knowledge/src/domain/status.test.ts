import { describe, expect, it } from "bun:test";
import { canTransition, failureText, isSettled } from "./status.ts";

describe("document status", () => {
  it("moves forward through indexing and back to pending only on refresh or a lapsed lease", () => {
    expect(canTransition("pending", "indexing")).toBe(true);
    expect(canTransition("indexing", "ready")).toBe(true);
    expect(canTransition("indexing", "failed")).toBe(true);
    expect(canTransition("indexing", "pending")).toBe(true);
    expect(canTransition("ready", "pending")).toBe(true);
    expect(canTransition("failed", "pending")).toBe(true);
    expect(canTransition("pending", "ready")).toBe(false);
    expect(canTransition("ready", "indexing")).toBe(false);
    expect(canTransition("failed", "ready")).toBe(false);
  });

  it("knows which statuses are settled", () => {
    expect(isSettled("ready")).toBe(true);
    expect(isSettled("failed")).toBe(true);
    expect(isSettled("pending")).toBe(false);
    expect(isSettled("indexing")).toBe(false);
  });

  it("writes failures as reason and explanation", () => {
    expect(failureText("unsupported_content_type", "application/zip is not accepted")).toBe(
      "unsupported_content_type: application/zip is not accepted",
    );
  });
});
