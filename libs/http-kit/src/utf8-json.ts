import { AppError } from "@cx/errors";
import { CLOSE_BRACE, CLOSE_BRACKET, closingQuote, OPEN_BRACE, OPEN_BRACKET, QUOTE } from "./json-depth.ts";
import { JSON_TYPE } from "./json-only.ts";

const COMMA = 0x2c;
const REPLACEMENT = "\uFFFD";

/** Without `fatal`, a decoder turns every byte sequence that is not UTF-8 into U+FFFD, and the text is stored so. */
const strict = new TextDecoder("utf-8", { fatal: true });
/** Keeps a leading byte-order mark as a character, so that its three bytes are counted where they stand. */
const lenient = new TextDecoder("utf-8", { ignoreBOM: true });

/**
 * A JSON request body as text. JSON is UTF-8 (RFC 8259); a body that is not would be stored with
 * replacement characters where its bytes were, so it is refused with 422 naming the field.
 */
export function decodeJsonBody(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    throw notUtf8(bytes);
  }
}

/** The answer to a body that is not UTF-8: the field holding the first bad byte, never its content. */
export function notUtf8(bytes: Uint8Array): AppError {
  const offset = firstInvalidByte(bytes);
  return AppError.validation(
    [{ path: offset < 0 ? "" : pathAt(bytes, offset), message: "must be valid UTF-8 text" }],
    "The request body is not valid UTF-8.",
  );
}

/**
 * The parse hook of a guarded route (`guard`): JSON bodies are decoded strictly, then parsed; any
 * other type is left to the framework (multipart uploads). An operation that takes no body has its
 * JSON body checked and then ignored, as before, instead of parsed.
 */
export function jsonBodyParser(takesBody: boolean) {
  return async ({ request }: { request: Request }, contentType: string): Promise<unknown> => {
    if (!JSON_TYPE.test(contentType)) return undefined;
    const text = decodeJsonBody(new Uint8Array(await request.arrayBuffer()));
    // `null` marks the body handled: the framework's own parser would read it a second time.
    return takesBody ? JSON.parse(text) : null;
  };
}

/**
 * The offset of the first byte that is not part of a UTF-8 sequence, or -1. Every U+FFFD of the
 * lenient decoding stands for bad bytes, unless the bytes there encode U+FFFD itself; the text
 * before it was decoded from valid bytes, so its UTF-8 length is the bytes' offset.
 */
function firstInvalidByte(bytes: Uint8Array): number {
  const text = lenient.decode(bytes);
  let char = 0;
  let byte = 0;
  for (;;) {
    const next = text.indexOf(REPLACEMENT, char);
    if (next < 0) return -1;
    byte += Buffer.byteLength(text.slice(char, next));
    if (bytes[byte] !== 0xef || bytes[byte + 1] !== 0xbf || bytes[byte + 2] !== 0xbd) return byte;
    byte += 3;
    char = next + 1;
  }
}

/**
 * The JSON pointer of the string (a value or a key) that holds the byte at `offset`, walking the
 * structure up to it: each open object or array has one segment, the key or index being read.
 * "" when the byte is outside every string (the body is not JSON either).
 */
function pathAt(bytes: Uint8Array, offset: number): string {
  const segments: (string | number)[] = [];
  const containers: number[] = [];
  let expectingKey = false;
  for (let i = 0; i < bytes.length && i <= offset; i++) {
    const byte = bytes[i];
    if (byte === QUOTE) {
      const close = closingQuote(bytes, i);
      const end = close < 0 ? bytes.length - 1 : close;
      if (expectingKey) {
        segments[segments.length - 1] = keyOf(bytes.subarray(i + 1, end));
        expectingKey = false;
      }
      if (offset <= end) return pointerOf(segments);
      i = end;
    } else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) {
      containers.push(byte);
      segments.push(byte === OPEN_BRACE ? "" : 0);
      expectingKey = byte === OPEN_BRACE;
    } else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
      containers.pop();
      segments.pop();
      expectingKey = false;
    } else if (byte === COMMA && containers.length > 0) {
      if (containers.at(-1) === OPEN_BRACE) expectingKey = true;
      else segments[segments.length - 1] = (segments.at(-1) as number) + 1;
    }
  }
  return "";
}

function keyOf(raw: Uint8Array): string {
  const text = lenient.decode(raw);
  try {
    return JSON.parse(`"${text}"`) as string;
  } catch {
    return text;
  }
}

function pointerOf(segments: readonly (string | number)[]): string {
  return segments.map((segment) => `/${String(segment).replaceAll("~", "~0").replaceAll("/", "~1")}`).join("");
}
