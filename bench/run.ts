import { readdirSync } from "node:fs";
import { join } from "node:path";

/** Runs every benchmark in this folder, one after another (they compete for the same cores). */
const only = process.argv[2];
const files = readdirSync(import.meta.dir)
  .filter((f) => f.endsWith(".ts") && f !== "run.ts" && (!only || f.includes(only)))
  .sort();
for (const file of files) {
  console.log(`\n## ${file}\n`);
  const child = Bun.spawn(["bun", join(import.meta.dir, file)], {
    stdout: "inherit",
    stderr: "inherit",
    cwd: join(import.meta.dir, ".."),
  });
  if ((await child.exited) !== 0) process.exitCode = 1;
}
