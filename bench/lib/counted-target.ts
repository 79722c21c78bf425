/**
 * `bun bench/lib/counted-target.ts --target=<target>`: the platform's entry point with the store
 * and the bus wrapped, counting what this process asks of them. On SIGUSR2 it writes the counts
 * so far to `COUNTS_FILE`, for `bench/operation-costs.ts`.
 */
import { renameSync, writeFileSync } from "node:fs";
import { createLogger } from "@cx/logger";
import { type AnyModule, busModule, defineModule, startPlatform, storeModule, targetsFromArgs } from "@cx/runtime";
import { loadPlatformModules } from "../../platform/load-modules.ts";
import { countingBus, countingStore, emptyCounts } from "./counting-ports.ts";

const counts = emptyCounts();
const countingStoreModule = defineModule({
  ...storeModule,
  async init(context) {
    const instance = await storeModule.init!(context);
    return { ...instance, provides: countingStore(instance.provides!, counts) };
  },
});
const countingBusModule = defineModule({
  ...busModule,
  async init(context) {
    const instance = await busModule.init!(context);
    return { ...instance, provides: countingBus(instance.provides!, counts) };
  },
});
const replaced = new Map<string, AnyModule>([
  [storeModule.name, countingStoreModule as AnyModule],
  [busModule.name, countingBusModule as AnyModule],
]);

const targets = targetsFromArgs(process.argv.slice(2)) ?? ["all"];
const modules = (await loadPlatformModules(targets)).map((m) => replaced.get(m.name) ?? m);
const platform = await startPlatform({ modules, targets });
const port = platform.listen();
createLogger("cx-bench").info({ port }, "listening");

const file = process.env.COUNTS_FILE;
if (!file) throw new Error("COUNTS_FILE is not set");
process.on("SIGUSR2", () => {
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(`${file}.tmp`, JSON.stringify(counts));
  renameSync(`${file}.tmp`, file);
});
process.on("SIGTERM", () => {
  platform.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
