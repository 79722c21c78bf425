import { describe, expect, it } from "bun:test";
import {
  decodeFrame,
  encodeChunk,
  encodeHeaded,
  encodeSignal,
  encodeWindow,
  FrameKind,
  headerRecord,
  headersOf,
  isAnswerHead,
  isRequestHead,
  MalformedFrame,
  windowBytesOf,
} from "./frames.ts";

describe("service link frames", () => {
  it("carry a request's head and body, the body as raw bytes", () => {
    const body = new TextEncoder().encode('{"name":"Ünïcode ✓"}');
    const head = {
      method: "POST",
      path: "/api/v1/x?y=1",
      headers: { "content-type": "application/json" },
    };
    const frame = decodeFrame(encodeHeaded(FrameKind.request, 0xfffffffe, head, body));
    expect(frame.kind).toBe(FrameKind.request);
    expect(frame.id).toBe(0xfffffffe);
    expect(frame.head).toEqual(head);
    expect(new TextDecoder().decode(frame.body)).toBe('{"name":"Ünïcode ✓"}');
    expect(isRequestHead(frame.head)).toBe(true);
  });

  it("are read in place from a view into a larger buffer, a Buffer or a plain byte array", () => {
    const frame = encodeHeaded(FrameKind.answer, 42, { status: 201, headers: { "x-a": "b" } }, Uint8Array.of(5, 6));
    const backing = new Uint8Array(frame.byteLength + 7);
    backing.set(frame, 3);
    for (const view of [
      Buffer.from(backing.buffer, 3, frame.byteLength),
      new Uint8Array(backing.buffer, 3, frame.byteLength),
    ]) {
      const read = decodeFrame(view);
      expect([read.kind, read.id, read.head, [...read.body]]).toEqual([
        FrameKind.answer,
        42,
        { status: 201, headers: { "x-a": "b" } },
        [5, 6],
      ]);
      // The body is a view, not a copy: it shares the backing bytes.
      expect(read.body.buffer).toBe(backing.buffer);
    }
  });

  it("carry chunks and signals with their call's id", () => {
    const chunk = decodeFrame(encodeChunk(7, new Uint8Array([1, 2, 3])));
    expect([chunk.kind, chunk.id, [...chunk.body]]).toEqual([FrameKind.chunk, 7, [1, 2, 3]]);
    const end = decodeFrame(encodeSignal(FrameKind.end, 9));
    expect([end.kind, end.id, end.body.byteLength]).toEqual([FrameKind.end, 9, 0]);
  });

  it("carry a window's bytes, and refuse a window frame of any other size", () => {
    const window = decodeFrame(encodeWindow(9, 0xfffffff0));
    expect(window).toMatchObject({ kind: FrameKind.window, id: 9 });
    expect(windowBytesOf(window)).toBe(0xfffffff0);
    for (const size of [5, 8, 10])
      expect(() => decodeFrame(new Uint8Array(size).fill(FrameKind.window, 0, 1))).toThrow(MalformedFrame);
  });

  it("refuse what is not a frame", () => {
    const valid = encodeHeaded(FrameKind.answer, 1, { status: 200, headers: {} });
    const overlong = Buffer.from(valid);
    overlong.writeUInt32LE(1000, 5);
    const notJson = Buffer.from(valid);
    notJson[9] = 0x7b + 1;
    for (const bad of [
      new Uint8Array([]),
      new Uint8Array([FrameKind.answer, 1, 0, 0]),
      new Uint8Array([99, 0, 0, 0, 0]),
      valid.subarray(0, 7),
      overlong,
      notJson,
    ])
      expect(() => decodeFrame(bad)).toThrow(MalformedFrame);
  });

  it("tell a well-formed head from anything else", () => {
    expect(isRequestHead({ method: "GET", path: "/x", headers: { a: "b" } })).toBe(true);
    expect(isRequestHead({ method: "GET", path: "http://elsewhere/x", headers: {} })).toBe(false);
    expect(isRequestHead({ method: "GET", path: "/x", headers: [["a", "b"]] })).toBe(false);
    expect(isRequestHead({ method: "GET", path: "/x", headers: { a: 1 } })).toBe(false);
    // Only set-cookie keeps several values: any other name sent twice would be read as one.
    expect(isRequestHead({ method: "GET", path: "/x", headers: { a: ["b", "c"] } })).toBe(false);
    expect(isRequestHead(null)).toBe(false);
    expect(isAnswerHead({ status: 204, headers: {} })).toBe(true);
    expect(isAnswerHead({ status: 200, headers: { "set-cookie": ["a=1", "b=2"] } })).toBe(true);
    expect(isAnswerHead({ status: 200, headers: { "set-cookie": ["a=1", 2] } })).toBe(false);
    expect(isAnswerHead({ status: 101, headers: {} })).toBe(false);
  });

  it("keep every set-cookie as a value of its own", () => {
    const headers = new Headers();
    headers.append("set-cookie", "a=1");
    headers.append("set-cookie", "b=2");
    headers.set("content-type", "text/plain");
    const record = headerRecord(headers);
    expect(record["set-cookie"]).toEqual(["a=1", "b=2"]);
    const rebuilt = new Headers(headersOf(JSON.parse(JSON.stringify(record))));
    expect(rebuilt.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(rebuilt.get("content-type")).toBe("text/plain");
  });
});
