import { AppError } from "@cx/errors";
import { ROUTES } from "@cx/route-table";

/** The path of an operation as the route table spells it, so the mounted routes cannot drift. */
export function pathOf(operation: string): string {
  const route = ROUTES.find((candidate) => candidate.operation === operation);
  if (!route) throw new Error(`unknown operation ${operation}`);
  return route.path;
}

export function queryOf(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** `?force=true|false` on folder deletion; anything else is refused. */
export function forceFlag(params: URLSearchParams): boolean {
  const fields = [...new Set(params.keys())]
    .filter((name) => name !== "force")
    .map((name) => ({ path: `/${name}`, message: "is not a parameter of this operation" }));
  const values = params.getAll("force");
  if (values.length > 1) fields.push({ path: "/force", message: "must be given at most once" });
  const value = values[0];
  if (value !== undefined && value !== "true" && value !== "false") {
    fields.push({ path: "/force", message: 'must be "true" or "false"' });
  }
  if (fields.length > 0) throw AppError.validation(fields);
  return value === "true";
}
