import { describe, expect, it } from "bun:test";
import { routeOf } from "@cx/route-table";
import { errorCodesOf } from "./error-codes.ts";

const codes = (operation: Parameters<typeof routeOf>[0], entry?: Parameters<typeof errorCodesOf>[1]) =>
  Object.fromEntries(errorCodesOf(routeOf(operation), entry));

describe("errorCodesOf", () => {
  it("log in: public, rate limited, no 401 or 404 of its own (its entry names the 401 of wrong credentials)", () => {
    expect(codes("login")).toEqual({
      413: ["payload_too_large"],
      422: ["validation_failed"],
      429: ["rate_limited"],
      500: ["internal"],
      503: ["unavailable"],
    });
  });

  it("an admin-only session mutation that creates: every rule the gateway and the guard apply", () => {
    expect(codes("createApiKey")).toEqual({
      401: ["unauthenticated"],
      403: ["forbidden"],
      404: ["not_found"],
      409: ["idempotency_in_progress"],
      413: ["payload_too_large"],
      422: ["validation_failed", "idempotency_key_reused"],
      500: ["internal"],
      503: ["unavailable"],
    });
  });

  it("a member read of the customer API, with its table's errors and query", () => {
    expect(codes("getTool", { errors: ["tool_in_use"] })).toEqual({
      401: ["unauthenticated"],
      404: ["not_found"],
      409: ["tool_in_use"],
      500: ["internal"],
      503: ["unavailable"],
    });
    expect(codes("listTools", { query: {} as never })[422]).toEqual(["validation_failed"]);
  });

  it("an operation that may answer an event stream: 429 beyond the open streams' limits", () => {
    expect(codes("streamTestInvocationEvents")[429]).toEqual(["rate_limited"]);
    expect(codes("sendMessage")[429]).toEqual(["rate_limited"]);
    expect(codes("getTool")[429]).toBeUndefined();
  });

  it("refuses a code the error table does not know", () => {
    expect(() => codes("getTool", { errors: ["made_up"] })).toThrow("made_up");
  });
});
