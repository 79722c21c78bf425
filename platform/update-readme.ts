import { join } from "node:path";
import { configurationTable } from "./config-table.ts";

/** Rewrites the configuration table of the README from the settings declared in code. */
export function withConfigurationTable(readme: string): string {
  const start = "<!-- config-table:start -->";
  const end = "<!-- config-table:end -->";
  const before = readme.slice(0, readme.indexOf(start) + start.length);
  const after = readme.slice(readme.indexOf(end));
  return `${before}\n${configurationTable()}\n${after}`;
}

if (import.meta.main) {
  const path = join(import.meta.dir, "..", "README.md");
  await Bun.write(path, withConfigurationTable(await Bun.file(path).text()));
}
