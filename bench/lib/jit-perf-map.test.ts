import { afterAll, describe, expect, it } from "bun:test";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { jitCodeOf, perfMapOf, writePerfMap } from "./jit-perf-map.ts";

/** A jitdump file as JavaScriptCore writes one: the header, then the given records. */
function jitdump(records: Uint8Array[]): Uint8Array {
  const header = new Uint8Array(40);
  const view = new DataView(header.buffer);
  view.setUint32(0, 0x4a695444, true);
  view.setUint32(4, 1, true);
  view.setUint32(8, header.byteLength, true);
  return Buffer.concat([header, ...records]);
}

function record(id: number, body: Uint8Array): Uint8Array {
  const head = new Uint8Array(16);
  const view = new DataView(head.buffer);
  view.setUint32(0, id, true);
  view.setUint32(4, head.byteLength + body.byteLength, true);
  return Buffer.concat([head, body]);
}

function codeLoad(address: bigint, size: bigint, name: string): Uint8Array {
  const fields = new Uint8Array(40);
  const view = new DataView(fields.buffer);
  view.setBigUint64(8, address, true); // the address the code was compiled for
  view.setBigUint64(16, address, true);
  view.setBigUint64(24, size, true);
  const code = new Uint8Array(Number(size)).fill(0xcc);
  return record(0, Buffer.concat([fields, Buffer.from(`${name}\0`), code]));
}

const dir = mkdtempSync(join(tmpdir(), "cx-jit-perf-map-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("perf map from a jitdump", () => {
  it("names each piece of code by its latest load at its address, and skips other records", () => {
    const dump = jitdump([
      codeLoad(0x7f00_0000_2000n, 0x40n, "JSC-FTL: authorize#BikJFJ"),
      record(2, new Uint8Array(24)), // debug information
      codeLoad(0x7f00_0000_1000n, 0x80n, "JSC-Baseline: parametersOf#C8rRVH"),
      codeLoad(0x7f00_0000_1000n, 0x20n, "JSC-FTL: read#DtZdxl"),
    ]);
    expect(perfMapOf(jitCodeOf(dump))).toBe(
      "7f0000001000 20 JSC-FTL: read#DtZdxl\n7f0000002000 40 JSC-FTL: authorize#BikJFJ\n",
    );
  });

  it("stops at a record still being written, and refuses a file that is not a jitdump", () => {
    const whole = codeLoad(0x1000n, 0x10n, "JSC-DFG: whole#A");
    const cut = codeLoad(0x2000n, 0x10n, "JSC-DFG: cut#B").subarray(0, 30);
    expect(jitCodeOf(jitdump([whole, cut])).map((c) => c.name)).toEqual(["JSC-DFG: whole#A"]);
    expect(() => jitCodeOf(new Uint8Array(64))).toThrow("not a jitdump file");
  });

  it("ends a name without its NUL at its own record, never in the next", () => {
    const fields = new Uint8Array(40);
    new DataView(fields.buffer).setBigUint64(16, 0x3000n, true);
    const unterminated = record(0, Buffer.concat([fields, Buffer.from("JSC-FTL: cut#C")]));
    const dump = jitdump([unterminated, record(2, new Uint8Array(8))]);
    expect(jitCodeOf(dump).map((c) => c.name)).toEqual(["JSC-FTL: cut#C"]);
  });

  it("writes the map of one process from its own dumps only", () => {
    writeFileSync(join(dir, "jit-101-100-abc"), jitdump([codeLoad(0x1000n, 0x10n, "JSC-FTL: mine#A")]));
    writeFileSync(join(dir, "jit-201-200-abc"), jitdump([codeLoad(0x2000n, 0x10n, "JSC-FTL: other#B")]));
    expect(writePerfMap(100, dir)).toBe(1);
    expect(readFileSync(join(dir, "perf-100.map"), "utf8")).toBe("1000 10 JSC-FTL: mine#A\n");
    expect(() => writePerfMap(300, dir)).toThrow("BUN_JSC_useJITDump=1");
  });
});
