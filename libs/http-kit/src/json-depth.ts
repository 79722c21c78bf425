import { AppError } from "@cx/errors";

/**
 * The deepest nesting of objects and arrays a request body may have; the body's top-level object
 * or array is level 1. Far above what any operation needs, and far below what would strain a
 * parser, a validator or the store (which refuses documents deeper than 100 levels).
 */
export const MAX_JSON_DEPTH = 64;

/** JSON's structural characters as the bytes a scan of a body meets (here and in `utf8-json.ts`). */
export const QUOTE = 0x22;
const BACKSLASH = 0x5c;
export const OPEN_BRACE = 0x7b;
export const OPEN_BRACKET = 0x5b;
export const CLOSE_BRACE = 0x7d;
export const CLOSE_BRACKET = 0x5d;

/**
 * Whether `bytes`, read as JSON text, nests objects and arrays deeper than `limit`. One pass, no
 * recursion and no parsing, so a hostile body costs linear time whatever its shape. Brackets
 * inside strings do not count; UTF-8 continuation bytes never equal these ASCII codes, so the
 * bytes need not be decoded. Malformed JSON is left to the parser. A string is crossed with
 * `indexOf` (native code) from quote to quote rather than byte by byte: a 10 MB text field took
 * the event loop 10 ms the slow way.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      i = closingQuote(bytes, i);
      if (i < 0) return false;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/**
 * The index of the quote that closes the string opened at `open`, or -1 when none does. A quote
 * is escaped when an odd number of backslashes stands right before it.
 */
export function closingQuote(bytes: Uint8Array, open: number): number {
  let quote = bytes.indexOf(QUOTE, open + 1);
  while (quote >= 0) {
    let backslashes = 0;
    while (bytes[quote - 1 - backslashes] === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return quote;
    quote = bytes.indexOf(QUOTE, quote + 1);
  }
  return -1;
}

/** The answer to a body nested too deeply: built from the limit alone, never from the body. */
export function tooDeeplyNested(limit = MAX_JSON_DEPTH): AppError {
  return AppError.validation(
    [{ path: "", message: `must not nest objects and arrays deeper than ${limit} levels` }],
    "The request body is nested too deeply.",
  );
}
