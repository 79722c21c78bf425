import { describe, expect, it } from "bun:test";
import { requireTenant } from "./tenancy.ts";

describe("requireTenant", () => {
  it("lets a workspace's own document through and refuses another workspace's", () => {
    expect(() => requireTenant("ws_a", "ws_a")).not.toThrow();
    expect(() => requireTenant("ws_a", "ws_b")).toThrow("another workspace");
  });
});
