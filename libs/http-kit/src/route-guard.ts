import {
  fieldErrors,
  OPERATION_SCHEMAS,
  type OperationSchemaTable,
  Query,
  requestSchemasOf,
  type WorkspaceActor,
} from "@cx/contracts";
import { AppError, type FieldError } from "@cx/errors";
import { asWorkspaceId } from "@cx/ids";
import { isWorkspaceScoped, type OperationId, type RouteSpec, routeOf } from "@cx/route-table";
import { Kind, type TObject, type TSchema } from "@sinclair/typebox";
import { Elysia } from "elysia";
import { type Caller, requestCaller, requireWorkspace } from "./caller.ts";
import { jsonBodyParser } from "./utf8-json.ts";

/** What a guarded handler receives: the verified caller, and the actor on workspace routes. */
export type Guarded = {
  caller: Caller;
  /** Set on workspace-scoped operations (the workspace of the path, checked, with the role). */
  actor: WorkspaceActor;
};

/**
 * The route table's rules for one operation, in the gateway's order: who you are (401), the
 * credential kind (403 `api_key_not_allowed` on session operations), then the workspace of the
 * path (404) and the minimum role (403). A public operation takes any caller the gateway signed,
 * the anonymous one included.
 */
export function authorize(
  route: RouteSpec,
  caller: Caller | null,
  params: Record<string, string | undefined>,
  workspaceScoped = isWorkspaceScoped(route),
): Guarded {
  if (!caller) throw AppError.unauthenticated();
  if (route.class === "public") return { caller, actor: undefined as never };
  if (caller.via === "anonymous") throw AppError.unauthenticated();
  if (route.class === "session") {
    if (caller.via === "api_key") {
      throw AppError.forbidden(
        "API keys may not call this operation; log in to the dashboard at /login and use its session.",
        "api_key_not_allowed",
      );
    }
    if (caller.via !== "session") throw AppError.unauthenticated();
  }
  if (!workspaceScoped) return { caller, actor: undefined as never };
  const workspaceId = params.workspace_id ?? "";
  const minimum = route.minRole === "admin" || route.minRole === "owner" ? route.minRole : "member";
  const checked = requireWorkspace(caller, workspaceId, minimum);
  return { caller, actor: { userId: checked.userId, workspaceId: asWorkspaceId(workspaceId), role: checked.role } };
}

const GUARDED = Symbol("guarded");

/**
 * The query of an operation that declares none: every parameter is unknown, so a write refuses
 * `?zzz=1` as a read does (extension spec part 0: unknown query parameters are 422 on every method).
 */
const NO_QUERY = Query({});
type GuardedRequest = Request & { [GUARDED]?: Guarded };

/**
 * The query of the request as the operation's schema reads it: a parameter the schema declares
 * as an array collects every value; any other parameter is text, and sending it twice is refused
 * (a validator that silently kept one of the two would answer for a request nobody sent).
 */
function queryOf(url: string, schema: TObject): { value: Record<string, string | string[]>; repeated: FieldError[] } {
  const params = new URL(url).searchParams;
  const value: Record<string, string | string[]> = {};
  const repeated: FieldError[] = [];
  for (const name of new Set(params.keys())) {
    const values = params.getAll(name);
    const property = Object.hasOwn(schema.properties, name) ? (schema.properties[name] as TSchema) : undefined;
    if (property?.[Kind] === "Array") value[name] = values;
    else {
      if (values.length > 1) repeated.push({ path: `/${name}`, message: "must be given at most once" });
      value[name] = values[0] as string;
    }
  }
  return { value, repeated };
}

/**
 * Validates the query against the operation's schema before Elysia does: Elysia keeps the last of
 * a repeated parameter and reports some array failures without their path, and every service must
 * answer a bad query as it answers a bad body (422 naming each parameter).
 */
function checkQuery(url: string, schema: TObject): void {
  const { value, repeated } = queryOf(url, schema);
  const reported = new Set(repeated.map((field) => field.path));
  const fields = [...repeated, ...fieldErrors(schema, value).filter((field) => !reported.has(field.path))];
  if (fields.length > 0) throw AppError.validation(fields, "The query is not valid.");
}

/**
 * The one route guard of every service: `.post(pathOf("op"), handler, guard("op"))`. Keyed by the
 * route-table operation, it verifies the signed caller once per request, applies `authorize`
 * before the body and query are validated (a caller learns nothing from a 422 about a request it
 * may not send), then validates the query and (through Elysia, with the same schema) the body,
 * strictly. The handler reads `caller` and `actor` from its context.
 */
export function routeGuard(secret: string) {
  return new Elysia({ name: "route-guard", seed: "route-guard" }).macro("operation", (operation: OperationId) => {
    const route = routeOf(operation);
    if (!route) throw new Error(`unknown operation ${operation}`);
    const workspaceScoped = isWorkspaceScoped(route);
    const schemas = (OPERATION_SCHEMAS as OperationSchemaTable)[operation];
    const query = (schemas?.query as TObject | undefined) ?? NO_QUERY;
    const expectsObject = (schemas?.body as TSchema | undefined)?.[Kind] === "Object";
    return {
      transform({ request, params, body }) {
        const guarded = request as GuardedRequest;
        const pathParams = (params ?? {}) as Record<string, string>;
        guarded[GUARDED] = authorize(route, requestCaller(request, secret), pathParams, workspaceScoped);
        // Most operations declare no query and most requests send none: no URL is parsed then.
        if (query !== NO_QUERY || request.url.includes("?")) checkQuery(request.url, query);
        // Elysia would turn a JSON string into an object of its characters before validating it
        // (200,000 characters, 200,000 "unknown field" errors): a body that is not an object
        // is refused here, in one line.
        if (expectsObject && body !== undefined && (typeof body !== "object" || body === null || Array.isArray(body)))
          throw AppError.validation([{ path: "", message: "must be a JSON object" }]);
      },
      resolve: ({ request }) => (request as GuardedRequest)[GUARDED] as Guarded,
    };
  });
}

/**
 * The hooks of a guarded route: the operation (for the guard), its request schemas, and the parser
 * that refuses a JSON body that is not UTF-8 (`jsonBodyParser`).
 */
export function guard<const O extends OperationId>(operation: O) {
  const schemas = requestSchemasOf(operation);
  return { operation, ...schemas, parse: jsonBodyParser("body" in schemas) };
}
