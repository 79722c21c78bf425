import { describe, expect, test } from "bun:test";
import { FormatRegistry, Type } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";
import { isDateTime, isEmail, isUri, registerFormats } from "./formats.ts";
import "./index.ts";

describe("formats", () => {
  test("importing the index registers date-time, email and uri", () => {
    for (const name of ["date-time", "email", "uri"]) expect(FormatRegistry.Has(name)).toBe(true);
    expect(FormatRegistry.Get("email")).toBe(isEmail);
  });

  test("registerFormats is idempotent: a second call changes nothing", () => {
    registerFormats();
    const custom = (value: string) => value === "only-this";
    FormatRegistry.Set("uri", custom);
    registerFormats();
    expect(FormatRegistry.Get("uri")).toBe(custom);
    FormatRegistry.Set("uri", isUri);
  });

  test("date-time accepts RFC 3339 timestamps and refuses impossible or partial ones", () => {
    for (const ok of [
      "2026-11-22T10:00:00.000Z",
      "2026-11-22T10:00:00Z",
      "2026-11-22T10:00:00+07:00",
      "2024-02-29T23:59:60.5-05:30",
    ]) {
      expect(isDateTime(ok)).toBe(true);
    }
    for (const bad of [
      "2026-11-22",
      "2026-11-22 10:00:00Z",
      "2026-11-22T10:00:00",
      "2025-02-29T00:00:00Z",
      "2026-13-01T00:00:00Z",
      "2026-04-31T00:00:00Z",
      "2026-11-22T24:00:00Z",
      "2026-11-22T10:60:00Z",
      "2026-11-22T10:00:00+24:00",
      "yesterday",
    ]) {
      expect(isDateTime(bad)).toBe(false);
    }
    expect(Value.Check(Type.String({ format: "date-time" }), "2026-11-22T10:00:00.000Z")).toBe(true);
    expect(Value.Check(Type.String({ format: "date-time" }), "22/11/2026")).toBe(false);
  });

  test("email accepts ordinary addresses, tolerates padding, refuses malformed ones", () => {
    for (const ok of ["a@example.com", "First.Last+tag@sub.example.co.id", "  padded@example.com "]) {
      expect(isEmail(ok)).toBe(true);
    }
    for (const bad of [
      "",
      "plain",
      "@example.com",
      "a@",
      "a@localhost",
      "a@@example.com",
      "a..b@example.com",
      ".a@example.com",
      "a b@example.com",
      "a@-example.com",
      "a@1.2.3.4",
      `${"x".repeat(65)}@example.com`,
    ]) {
      expect(isEmail(bad)).toBe(false);
    }
    expect(Value.Check(Type.String({ format: "email" }), "nope")).toBe(false);
  });

  test("uri needs a scheme and a parseable URL", () => {
    for (const ok of ["https://example.com/a?b=c", "http://127.0.0.1:8080/", "ftp://example.com/file"]) {
      expect(isUri(ok)).toBe(true);
    }
    for (const bad of ["example.com", "/relative/path", "http://", "https://exa mple.com", ""]) {
      expect(isUri(bad)).toBe(false);
    }
  });
});
