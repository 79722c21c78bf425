import { ConfigError } from "@cx/config";
import { type AnyModule, isUserFacing } from "./module.ts";

/**
 * The modules a process runs for its targets, in the order they start: each after every module it
 * depends on (stopping goes the other way). Dependencies are looked up by name in `modules`, so a
 * caller may swap a module for another of the same name (tests do).
 */
export function resolveTargets(targets: readonly string[], modules: readonly AnyModule[]): AnyModule[] {
  const byName = new Map<string, AnyModule>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new Error(`two modules are named "${module.name}"`);
    byName.set(module.name, module);
  }
  for (const target of targets) {
    const module = byName.get(target);
    if (!module || !isUserFacing(module))
      throw new ConfigError([`TARGETS names an unknown target "${target}"; known: ${userTargets(modules).join(", ")}`]);
  }

  const ordered: AnyModule[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (name: string, from: string | undefined) => {
    if (done.has(name)) return;
    const module = byName.get(name);
    if (!module) throw new Error(`module "${from}" depends on "${name}", which is not registered`);
    if (path.includes(name))
      throw new Error(`module dependency cycle: ${[...path.slice(path.indexOf(name)), name].join(" -> ")}`);
    path.push(name);
    for (const dependency of Object.values(module.dependencies) as AnyModule[]) visit(dependency.name, name);
    path.pop();
    done.add(name);
    ordered.push(module);
  };
  for (const target of targets) visit(target, undefined);
  return ordered;
}

/** The names a user may pass to `--target`, in registration order. */
export function userTargets(modules: readonly AnyModule[]): string[] {
  return modules.filter(isUserFacing).map((m) => m.name);
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
