import { describe, expect, it } from "bun:test";
import type { FieldError } from "@cx/errors";
import { pageSizeParam } from "./query-params.ts";

describe("pageSizeParam", () => {
  it("defaults to 30 and takes 1..100", () => {
    const problems: FieldError[] = [];
    expect(pageSizeParam(undefined, problems)).toBe(30);
    expect(pageSizeParam("1", problems)).toBe(1);
    expect(pageSizeParam("100", problems)).toBe(100);
    expect(problems).toEqual([]);
  });

  it("reports anything else against /page_size and returns the default", () => {
    for (const raw of ["0", "101", "2.5", "ten", "", " 5", "+5", "1e1", "0010", "99999999999999999999"]) {
      const problems: FieldError[] = [];
      expect(pageSizeParam(raw, problems)).toBe(30);
      expect(problems).toEqual([{ path: "/page_size", message: "must be an integer from 1 to 100" }]);
    }
  });
});
