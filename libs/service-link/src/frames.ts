/**
 * The frames of a service link (docs/decisions/service-link.md). Every frame is one binary
 * WebSocket message: its kind (one byte), the call's id (u32, little-endian), then what the kind
 * carries. A head is JSON; a body follows its head as raw bytes, never encoded.
 *
 *   request  kind, id, head length (u32), head {method, path, headers}, body
 *   answer   kind, id, head length (u32), head {status, headers}, body      (the whole answer)
 *   head     kind, id, head length (u32), head {status, headers}            (body follows in chunks)
 *   chunk    kind, id, bytes
 *   end      kind, id                                                       (the last chunk was sent)
 *   cancel   kind, id                                                       (the caller gave the call up)
 *   goaway   kind, 0                                                        (no new calls on this link)
 *   window   kind, id, bytes (u32)                              (the caller's reader has room for more)
 */
export const FrameKind = {
  request: 1,
  answer: 2,
  head: 3,
  chunk: 4,
  end: 5,
  cancel: 6,
  goaway: 7,
  window: 8,
} as const;
export type FrameKind = (typeof FrameKind)[keyof typeof FrameKind];

/**
 * Headers by lower-case name, as `Headers.toJSON()` gives them: one value per name, except
 * `set-cookie`, which stays one value per cookie.
 */
export type HeaderRecord = Record<string, string | string[]>;

export interface RequestHead {
  method: string;
  /** Path and query, as the client sent them. */
  path: string;
  headers: HeaderRecord;
}

export interface AnswerHead {
  status: number;
  headers: HeaderRecord;
  /** Set on the head of a body sent in chunks that waits for window frames (`answer-window.ts`). */
  paced?: true;
}

/**
 * The largest body one frame carries. A request with a larger body goes over HTTP; an answer with
 * a larger body is sent as a head and chunks of this size.
 */
export const MAX_FRAME_BODY_BYTES = 512 * 1024;

/** Bytes waiting to be sent on a link's socket past which its side holds back what it sends next. */
export const HIGH_WATER_BYTES = 1024 * 1024;

/** What a frame may hold at most: a body and a head of generous headers. */
export const MAX_FRAME_BYTES = MAX_FRAME_BODY_BYTES + 256 * 1024;

const PREFIX = 5;
const HEADED = PREFIX + 4;

export interface DecodedFrame {
  kind: FrameKind;
  id: number;
  /** The head's JSON, for the kinds that carry one. */
  head: unknown;
  /** The body or chunk bytes: a view into the frame, no copy. */
  body: Uint8Array;
}

export function encodeHeaded(kind: FrameKind, id: number, head: RequestHead | AnswerHead, body?: Uint8Array): Buffer {
  const json = JSON.stringify(head);
  const headBytes = Buffer.byteLength(json);
  const frame = Buffer.allocUnsafe(HEADED + headBytes + (body?.byteLength ?? 0));
  frame[0] = kind;
  frame.writeUInt32LE(id, 1);
  frame.writeUInt32LE(headBytes, PREFIX);
  frame.write(json, HEADED, "utf8");
  if (body) frame.set(body, HEADED + headBytes);
  return frame;
}

export function encodeChunk(id: number, bytes: Uint8Array): Buffer {
  const frame = Buffer.allocUnsafe(PREFIX + bytes.byteLength);
  frame[0] = FrameKind.chunk;
  frame.writeUInt32LE(id, 1);
  frame.set(bytes, PREFIX);
  return frame;
}

export function encodeSignal(kind: typeof FrameKind.end | typeof FrameKind.cancel | typeof FrameKind.goaway, id = 0) {
  const frame = Buffer.allocUnsafe(PREFIX);
  frame[0] = kind;
  frame.writeUInt32LE(id, 1);
  return frame;
}

/** A window frame: the caller's reader of call `id` has room for `bytes` more. */
export function encodeWindow(id: number, bytes: number): Buffer {
  const frame = Buffer.allocUnsafe(PREFIX + 4);
  frame[0] = FrameKind.window;
  frame.writeUInt32LE(id, 1);
  frame.writeUInt32LE(bytes, PREFIX);
  return frame;
}

/** The bytes a window frame grants (`decodeFrame` has checked that it holds exactly them). */
export function windowBytesOf(frame: DecodedFrame): number {
  return Buffer.from(frame.body.buffer, frame.body.byteOffset, 4).readUInt32LE(0);
}

const HEADED_KINDS: ReadonlySet<number> = new Set([FrameKind.request, FrameKind.answer, FrameKind.head]);
const KINDS: ReadonlySet<number> = new Set(Object.values(FrameKind));

/** Reads one frame; throws `MalformedFrame` on anything that is not one. */
export function decodeFrame(data: Uint8Array): DecodedFrame {
  if (data.byteLength < PREFIX || !KINDS.has(data[0]!)) throw new MalformedFrame();
  // A server's message is a Buffer already; reading `.buffer` of one makes JavaScriptCore copy
  // it out of its own storage.
  const frame = Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  const kind = frame[0] as FrameKind;
  const id = frame.readUInt32LE(1);
  if (kind === FrameKind.window && frame.byteLength !== PREFIX + 4) throw new MalformedFrame();
  if (!HEADED_KINDS.has(kind)) return { kind, id, head: undefined, body: frame.subarray(PREFIX) };
  if (frame.byteLength < HEADED) throw new MalformedFrame();
  const headBytes = frame.readUInt32LE(PREFIX);
  if (HEADED + headBytes > frame.byteLength) throw new MalformedFrame();
  let head: unknown;
  try {
    head = JSON.parse(frame.toString("utf8", HEADED, HEADED + headBytes));
  } catch {
    throw new MalformedFrame();
  }
  return { kind, id, head, body: frame.subarray(HEADED + headBytes) };
}

export class MalformedFrame extends Error {
  constructor() {
    super("malformed service link frame");
  }
}

export function isRequestHead(head: unknown): head is RequestHead {
  const h = head as RequestHead | null;
  return (
    typeof h === "object" &&
    h !== null &&
    typeof h.method === "string" &&
    typeof h.path === "string" &&
    h.path.startsWith("/") &&
    isHeaderRecord(h.headers)
  );
}

export function isAnswerHead(head: unknown): head is AnswerHead {
  const h = head as AnswerHead | null;
  return (
    typeof h === "object" &&
    h !== null &&
    Number.isInteger(h.status) &&
    h.status >= 200 &&
    h.status <= 599 &&
    isHeaderRecord(h.headers)
  );
}

function isHeaderRecord(value: unknown): value is HeaderRecord {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return false;
  // Once per frame on both sides: `for…in` costs a tenth of what `Object.entries` does in Bun.
  for (const name in value) {
    if (!Object.hasOwn(value, name)) continue;
    const field: unknown = (value as Record<string, unknown>)[name];
    if (
      typeof field !== "string" &&
      !(name === "set-cookie" && Array.isArray(field) && field.every((item) => typeof item === "string"))
    )
      return false;
  }
  return true;
}

/** A `Headers` as a record, in one native call: cheaper than walking it pair by pair. */
export function headerRecord(headers: Headers): HeaderRecord {
  return headers.toJSON();
}

/** What a `Request` or `Response` is built with from a record: several cookies each appended. */
export function headersOf(record: HeaderRecord): Headers | Record<string, string> {
  const cookies = record["set-cookie"];
  if (!Array.isArray(cookies)) return record as Record<string, string>;
  const headers = new Headers();
  for (const name in record) {
    if (!Object.hasOwn(record, name)) continue;
    const value = record[name] as string | string[];
    if (typeof value === "string") headers.set(name, value);
    else for (const item of value) headers.append(name, item);
  }
  return headers;
}
