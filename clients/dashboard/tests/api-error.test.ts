import { describe, expect, it } from "bun:test";
import { ApiError, apiErrorOf, isUnavailable, messageOf } from "../src/api/api-error.ts";
import { loginPathFor, safeNext } from "../src/auth/next-path.ts";

describe("errors from the API", () => {
  it("reads the error body, and finds a field's message, or those below it", () => {
    const error = apiErrorOf(new Response(null, { status: 422 }), {
      error: {
        code: "validation_failed",
        message: "The request is not valid.",
        details: {
          fields: [
            { path: "/branches/1/percentage", message: "at most two decimals" },
            { path: "/name", message: "must not be blank" },
            { path: 3, message: "not a field" },
          ],
        },
      },
    });
    expect([error.status, error.code, error.message]).toEqual([422, "validation_failed", "The request is not valid."]);
    expect(error.fields).toHaveLength(2);
    expect(error.fieldMessage("/name")).toBe("must not be blank");
    expect(error.fieldMessage("/branches/1")).toBeUndefined();
    expect(error.fieldMessage("/branches/1", true)).toBe("at most two decimals");
    expect(error.fieldMessage("/branches/10", true)).toBeUndefined();
  });

  it("still makes an error of an answer without the error body", () => {
    const unavailable = apiErrorOf(new Response(null, { status: 503 }), "<html>bad gateway</html>");
    expect([unavailable.code, unavailable.message]).toEqual(["http_503", "The platform is unavailable."]);
    expect(isUnavailable(unavailable)).toBe(true);
    expect(isUnavailable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isUnavailable(new ApiError(401, "unauthenticated", "Sign in."))).toBe(false);
    expect(messageOf(new TypeError("Failed to fetch"))).toBe("The platform could not be reached.");
  });
});

describe("returning after log-in", () => {
  it("follows only paths of this site", () => {
    expect(safeNext("/w/ws_1/agents?tab=chat")).toBe("/w/ws_1/agents?tab=chat");
    for (const outside of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "javascript:alert(1)", null])
      expect(safeNext(outside)).toBe("/");
  });

  it("names the page to come back to", () => {
    expect(loginPathFor({ pathname: "/", search: "" })).toBe("/login");
    expect(loginPathFor({ pathname: "/w/ws_1/agents", search: "?x=1" })).toBe(
      "/login?next=%2Fw%2Fws_1%2Fagents%3Fx%3D1",
    );
  });
});
