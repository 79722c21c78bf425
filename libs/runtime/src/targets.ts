import { ConfigError } from "@cx/config";
import type { PlatformModule } from "./module.ts";

/**
 * Picks the modules a process runs from its targets (`all`, or module names) and orders them so
 * that each starts after the modules it names in `after` when those run here too.
 */
export function resolveTargets(targets: readonly string[], modules: readonly PlatformModule[]): PlatformModule[] {
  const byName = new Map(modules.map((m) => [m.name, m]));
  const wanted = new Set<string>();
  for (const target of targets) {
    if (target === "all") for (const m of modules) wanted.add(m.name);
    else if (byName.has(target)) wanted.add(target);
    else
      throw new ConfigError([
        `TARGETS names an unknown module "${target}"; known: all, ${[...byName.keys()].join(", ")}`,
      ]);
  }
  const ordered: PlatformModule[] = [];
  const visiting = new Set<string>();
  const visit = (name: string) => {
    const module = byName.get(name);
    if (!module || !wanted.has(name) || ordered.includes(module)) return;
    if (visiting.has(name)) throw new Error(`module ordering cycle through ${name}`);
    visiting.add(name);
    for (const before of module.after ?? []) visit(before);
    visiting.delete(name);
    ordered.push(module);
  };
  for (const m of modules) visit(m.name);
  return ordered;
}

/** Parses `--target=a,b` / `--target a` from argv; undefined when absent. */
export function targetsFromArgs(argv: readonly string[]): string[] | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? "";
    const value = arg.startsWith("--target=")
      ? arg.slice("--target=".length)
      : arg === "--target"
        ? argv[i + 1]
        : undefined;
    if (value !== undefined)
      return value
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean);
  }
  return undefined;
}
