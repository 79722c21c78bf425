import { AppError } from "@cx/errors";

/**
 * The deepest nesting of objects and arrays a request body may have; the body's top-level object
 * or array is level 1. Far above what any operation needs, and far below what would strain a
 * parser, a validator or the store (which refuses documents deeper than 100 levels).
 */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;

/**
 * Whether `bytes`, read as JSON text, nests objects and arrays deeper than `limit`. One pass, no
 * recursion and no parsing, so a hostile body costs linear time whatever its shape. Brackets
 * inside strings do not count; UTF-8 continuation bytes never equal these ASCII codes, so the
 * bytes need not be decoded. Malformed JSON is left to the parser.
 */
export function nestsDeeperThan(bytes: Uint8Array, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i++;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      if (++depth > limit) return true;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      depth--;
    }
  }
  return false;
}

/** The answer to a body nested too deeply: built from the limit alone, never from the body. */
export function tooDeeplyNested(limit = MAX_JSON_DEPTH): AppError {
  return AppError.validation(
    [{ path: "", message: `must not nest objects and arrays deeper than ${limit} levels` }],
    "The request body is nested too deeply.",
  );
}
