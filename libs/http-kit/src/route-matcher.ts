/**
 * Knows the method and path of every route of an app, to tell an unknown path (404) from a
 * known path called with the wrong method (405), which Elysia alone does not distinguish.
 */
export class RouteMatcher {
  private compiled: { method: string; pattern: RegExp }[] | undefined;

  constructor(private readonly routes: () => { method: string; path: string }[]) {}

  allowedMethods(path: string): string[] {
    this.compiled ??= this.routes().map((r) => ({ method: r.method.toUpperCase(), pattern: compileRoutePath(r.path) }));
    const methods = new Set<string>();
    for (const route of this.compiled) if (route.pattern.test(path)) methods.add(route.method);
    return [...methods];
  }
}

/** A route path (`/a/:id/b`) as a pattern that matches concrete paths, with an optional trailing slash. */
export function compileRoutePath(path: string): RegExp {
  const source = path
    .split("/")
    .map((segment) => {
      if (segment.startsWith(":")) return "[^/]+";
      if (segment === "*") return ".*";
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    })
    .join("/");
  return new RegExp(`^${source}/?$`);
}
