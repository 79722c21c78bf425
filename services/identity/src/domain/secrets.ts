import { createHash, randomBytes } from "node:crypto";

/**
 * Session tokens and API keys carry 256 random bits, so a fast SHA-256 of them is as safe to
 * store as a slow hash: nobody can guess a preimage, and lookups stay an index hit.
 */
const TOKEN_BYTES = 32;
export const API_KEY_PREFIX = "cxk_";
/** How much of a key is kept in clear to recognise it in lists: `cxk_` and 8 characters. */
const KEY_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const API_KEY = /^cxk_[A-Za-z0-9_-]{43}$/;

export function sha256Hex(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString("base64url");
}

export function newApiKey(): { key: string; keyPrefix: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(TOKEN_BYTES).toString("base64url")}`;
  return { key, keyPrefix: key.slice(0, KEY_PREFIX_LENGTH) };
}

/** Tokens that could never have been issued are refused without a lookup. */
export function looksLikeSessionToken(token: string): boolean {
  return SESSION_TOKEN.test(token);
}

export function looksLikeApiKey(token: string): boolean {
  return API_KEY.test(token);
}
