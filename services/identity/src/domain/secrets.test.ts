import { describe, expect, it } from "bun:test";
import { API_KEY_PATTERN } from "@cx/contracts";
import { looksLikeApiKey, looksLikeSessionToken, newApiKey, newSessionToken, sha256Hex } from "./secrets.ts";

describe("credentials", () => {
  it("makes API keys of cxk_ and 43 url-safe characters, with a short clear prefix", () => {
    const { key, keyPrefix } = newApiKey();
    expect(key).toMatch(new RegExp(API_KEY_PATTERN));
    expect(key).toHaveLength(4 + 43);
    expect(keyPrefix).toBe(key.slice(0, 12));
    expect(looksLikeApiKey(key)).toBe(true);
  });

  it("never makes the same token twice", () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newSessionToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(looksLikeSessionToken(token)).toBe(true);
  });

  it("refuses shapes that were never issued", () => {
    expect(looksLikeSessionToken("")).toBe(false);
    expect(looksLikeSessionToken(`${newSessionToken()}x`)).toBe(false);
    expect(looksLikeSessionToken("a".repeat(42))).toBe(false);
    expect(looksLikeApiKey(newSessionToken())).toBe(false);
    expect(looksLikeApiKey(`cxk_${"a".repeat(42)}`)).toBe(false);
    expect(looksLikeApiKey(`cxk_${"a".repeat(42)}/`)).toBe(false);
  });

  it("hashes with SHA-256 in hex", () => {
    expect(sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
