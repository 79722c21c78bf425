import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Names the JavaScript that `perf` sees only as `[JIT] tid <pid>` addresses. A process started
 * with `BUN_JSC_useJITDump=1` writes every piece of code JavaScriptCore compiles to a jitdump file
 * (`/tmp/jit-<tid>-<pid>-<random>`); `perf inject --jit` does not recognise that name, so this
 * turns it into the perf map `perf report` reads by itself (`/tmp/perf-<pid>.map`):
 *
 *   BUN_JSC_useJITDump=1 bun platform/main.ts --target=all
 *   perf record -F 4999 -g -p <pid> -- sleep 5     (while wrk runs)
 *   bun bench/lib/jit-perf-map.ts <pid>
 *   perf report --sort dso,sym
 *
 * Names are `<tier>: <function>#<hash>` (`JSC-FTL: authorize#BikJFJ`): the tier tells whether a
 * function was optimised, and the same function compiled apart in two processes tells that it was
 * not inlined in one of them. Run it after the recording: code compiled later is not in the map.
 */

const MAGIC = 0x4a695444; // "JiTD"
const CODE_LOAD = 0;
const RECORD_HEADER_BYTES = 16;
const CODE_LOAD_FIELDS_BYTES = 40;

export interface JitCode {
  address: bigint;
  size: bigint;
  name: string;
}

/**
 * The code a jitdump file says was loaded, the latest load at each address only: JavaScriptCore
 * reuses the memory of code it threw away, and the latest name is what ran there last.
 */
export function jitCodeOf(dump: Uint8Array): JitCode[] {
  const view = new DataView(dump.buffer, dump.byteOffset, dump.byteLength);
  if (dump.byteLength < 12 || view.getUint32(0, true) !== MAGIC) throw new Error("not a jitdump file");
  const byAddress = new Map<bigint, JitCode>();
  const decoder = new TextDecoder();
  // Records follow the file header, each with its id and total size first.
  for (let offset = view.getUint32(8, true); offset + RECORD_HEADER_BYTES <= dump.byteLength; ) {
    const id = view.getUint32(offset, true);
    const size = view.getUint32(offset + 4, true);
    if (size < RECORD_HEADER_BYTES || offset + size > dump.byteLength) break; // a record still being written
    if (id === CODE_LOAD) {
      const fields = offset + RECORD_HEADER_BYTES;
      const address = view.getBigUint64(fields + 16, true);
      const codeSize = view.getBigUint64(fields + 24, true);
      // The name ends at its NUL, which a well-formed record holds; never past the record.
      const nameStart = fields + CODE_LOAD_FIELDS_BYTES;
      const recordEnd = offset + size;
      const nul = dump.subarray(nameStart, recordEnd).indexOf(0);
      const name = decoder.decode(dump.subarray(nameStart, nul < 0 ? recordEnd : nameStart + nul));
      byAddress.set(address, { address, size: codeSize, name });
    }
    offset += size;
  }
  return [...byAddress.values()].sort((a, b) => (a.address < b.address ? -1 : a.address > b.address ? 1 : 0));
}

/** The lines of a perf map: `<start> <size> <name>`, in hexadecimal. */
export function perfMapOf(code: readonly JitCode[]): string {
  return code.map((c) => `${c.address.toString(16)} ${c.size.toString(16)} ${c.name}\n`).join("");
}

/** Writes `/tmp/perf-<pid>.map` from the process's jitdump files in `dir`; returns how many pieces of code it names. */
export function writePerfMap(pid: number, dir = "/tmp"): number {
  const dumps = readdirSync(dir).filter((f) => new RegExp(`^jit-\\d+-${pid}-`).test(f));
  if (dumps.length === 0)
    throw new Error(`no jitdump of process ${pid} in ${dir}: was it started with BUN_JSC_useJITDump=1?`);
  const code = dumps.flatMap((f) => jitCodeOf(readFileSync(join(dir, f))));
  writeFileSync(join(dir, `perf-${pid}.map`), perfMapOf(code));
  return code.length;
}

if (import.meta.main) {
  const pids = process.argv.slice(2).map(Number);
  if (pids.length === 0 || pids.some((pid) => !Number.isInteger(pid) || pid <= 0)) {
    console.error("usage: bun bench/lib/jit-perf-map.ts <pid>...");
    process.exit(2);
  }
  for (const pid of pids) console.log(`/tmp/perf-${pid}.map: ${writePerfMap(pid)} pieces of code named`);
}
