import { type AnyModule, allTarget, INFRASTRUCTURE_MODULES } from "@cx/runtime";

/**
 * The module graph from the modules given: infrastructure, each service's modules, the gateway,
 * every module any of them depends on (the language-model port, read models) and `all`.
 */
export function platformGraph(services: readonly (readonly AnyModule[])[], gateway: AnyModule | null): AnyModule[] {
  const modules: AnyModule[] = [...INFRASTRUCTURE_MODULES, ...services.flat(), ...(gateway ? [gateway] : [])];
  const named = new Set(modules.map((m) => m.name));
  // Dependencies no list names (the language-model port) join the graph before their dependants.
  const withDependencies: AnyModule[] = [];
  const visit = (module: AnyModule) => {
    for (const dependency of Object.values(module.dependencies) as AnyModule[]) {
      if (named.has(dependency.name)) continue;
      named.add(dependency.name);
      visit(dependency);
      withDependencies.push(dependency);
    }
  };
  for (const module of modules) {
    visit(module);
    withDependencies.push(module);
  }
  return [...withDependencies, allTarget(withDependencies)];
}
