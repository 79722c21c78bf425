/**
 * The OpenAPI 3.1 document of the API, generated from the route table (every operation, its
 * path, class, role and idempotency) and the operations table (the TypeBox schemas the route
 * guard validates requests with, and the answers by status). Nothing here restates a shape: a
 * change to a schema or a route changes the reference, the typed client and the command line.
 */
import {
  ErrorBody,
  OPERATION_SCHEMAS,
  type OperationSchemas,
  type OperationSchemaTable,
  ValidationErrorDetails,
} from "@cx/contracts";
import { API_PREFIX, ROUTES, type RouteSpec, SERVICE_REGISTRY } from "@cx/route-table";
import type { TObject, TSchema } from "@sinclair/typebox";
import { SESSION_COOKIE } from "../auth/credentials.ts";
import { acceptsSessionCookie, errorCodesOf, forbiddenReasonsOf, isMutation } from "./error-codes.ts";
import { type JsonSchema, SchemaCatalog } from "./schema-catalog.ts";

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, JsonSchema>>;
  components: Record<string, Record<string, JsonSchema>>;
}

export interface DocumentSources {
  routes: readonly RouteSpec[];
  schemas: OperationSchemaTable;
}

const ERROR_DESCRIPTION =
  "What went wrong: a machine-readable `code`, a readable `message` and, for some codes, `details`.";

const SECURITY_SESSION = "session";
const SECURITY_API_KEY = "apiKey";

const REASONS: Record<number, string> = {
  200: "OK",
  201: "Created",
  202: "Accepted",
  204: "No content",
  401: "Unauthenticated",
  403: "Forbidden",
  404: "Not found",
  409: "Conflict",
  413: "Payload too large",
  415: "Unsupported media type",
  422: "Validation failed",
  429: "Too many requests",
  500: "Internal error",
  501: "Not implemented",
  503: "Unavailable",
};

/** `/workspaces/:workspace_id` → `/workspaces/{workspace_id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

function pathParameters(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]!);
}

/** The path parameters every route names the same way, described once. */
const PATH_PARAMETERS: Record<string, string> = {
  workspace_id: "The workspace's id (`ws_...`). A workspace the caller is not a member of is 404 `not_found`.",
  user_id: "The member's user id (`usr_...`).",
  key_id: "The API key's id (`key_...`).",
  agent_id: "The agent's id (`agt_...`).",
  branch_id: "The branch's id (`br_...`).",
  version_id: "The version's id (`ver_...`).",
  tool_id: "The tool's id (`tool_...`).",
  test_id: "The agent test's id (`tst_...`).",
  folder_id: "The folder's id (`tfd_...` for a test folder, `kfd_...` for a knowledge folder).",
  invocation_id: "The test invocation's id (`inv_...`).",
  conversation_id: "The conversation's id (`conv_...`).",
  doc_id: "The knowledge document's id (`kdoc_...`).",
  webhook_id: "The webhook's id (`whk_...`).",
};

/** Who may call the operation, from its class and minimum role in the route table. */
function accessOf(route: RouteSpec, entry: OperationSchemas | undefined): string {
  const who =
    route.class === "public"
      ? "No authentication."
      : route.class === "session"
        ? "A dashboard session cookie only (API keys are refused with 403 `api_key_not_allowed`)."
        : "An API key (`Authorization: Bearer`) or a dashboard session cookie.";
  const role =
    route.minRole === "none"
      ? ""
      : route.minRole === "signed_in"
        ? " Any signed-in user."
        : ` Minimum role in the workspace: \`${route.minRole}\`.`;
  const csrf =
    acceptsSessionCookie(route) && isMutation(route)
      ? " With the session cookie, send `X-CX-Request: 1` (otherwise 403 `csrf_header_missing`)."
      : "";
  const retry = route.idempotent
    ? " Creates something: send an `Idempotency-Key` to retry safely (a repeat answers the first answer)."
    : "";
  const pending = entry?.responses ? "" : " The shapes of this operation's answers are not described yet.";
  return `${who}${role}${csrf}${retry}${pending}`;
}

export function buildOpenApiDocument(
  sources: DocumentSources = { routes: ROUTES, schemas: OPERATION_SCHEMAS },
  catalog = new SchemaCatalog(),
): OpenApiDocument {
  const errorBody = catalog.convert(ErrorBody);
  const validationDetails = catalog.convert(ValidationErrorDetails);

  /** The error body, its code narrowed to the ones this status can carry. */
  const errorSchema = (codes: string[]): JsonSchema => {
    const narrowed = (codeSchema: JsonSchema, extra: JsonSchema = {}): JsonSchema => ({
      allOf: [
        errorBody,
        {
          type: "object",
          properties: {
            error: { type: "object", description: ERROR_DESCRIPTION, properties: { code: codeSchema }, ...extra },
          },
        },
      ],
    });
    const codeOf = (narrowing: JsonSchema): JsonSchema => ({
      type: "string",
      description: "The codes this status carries for this operation.",
      ...narrowing,
    });
    const others = codes.filter((code) => code !== "validation_failed");
    const validation = narrowed(codeOf({ const: "validation_failed" }), {
      properties: {
        code: codeOf({ const: "validation_failed" }),
        details: { ...validationDetails, description: "`fields` names each field that failed and why." },
      },
      required: ["details"],
    });
    if (others.length === codes.length) return narrowed(codeOf({ enum: codes }));
    if (others.length === 0) return validation;
    return { anyOf: [validation, narrowed(codeOf({ enum: others }))] };
  };

  const jsonContent = (schema: JsonSchema) => ({ "application/json": { schema } });
  /** JSON, unless the answer's schema names another media type (the live updates' event stream). */
  const contentOf = (schema: TSchema) =>
    typeof schema.contentMediaType === "string"
      ? { [schema.contentMediaType]: { schema: catalog.convert(schema) } }
      : jsonContent(catalog.convert(schema));
  const requestIdHeader = { "X-Request-Id": { $ref: "#/components/headers/RequestId" } };

  const successResponses = (entry: OperationSchemas | undefined): Record<string, JsonSchema> => {
    if (!entry?.responses) {
      return {
        "2XX": {
          description: "Success; this answer's shape is not described yet.",
          headers: requestIdHeader,
          content: jsonContent({}),
        },
      };
    }
    return Object.fromEntries(
      Object.entries(entry.responses).map(([status, schema]) => [
        status,
        {
          description: schema?.description ?? REASONS[Number(status)] ?? `Status ${status}`,
          headers: requestIdHeader,
          ...(schema ? { content: contentOf(schema) } : {}),
        },
      ]),
    );
  };

  const parametersOf = (route: RouteSpec, entry: OperationSchemas | undefined): JsonSchema[] => {
    const parameters: JsonSchema[] = pathParameters(route.path).map((name) => ({
      name,
      in: "path",
      required: true,
      ...(PATH_PARAMETERS[name] ? { description: PATH_PARAMETERS[name] } : {}),
      schema: { type: "string" },
    }));
    if (entry?.query) {
      const query = entry.query as TObject;
      if (query.type !== "object" || !query.properties)
        throw new Error(`${route.operation}: the query schema must be an object`);
      const required = new Set(query.required ?? []);
      for (const [name, schema] of Object.entries(query.properties)) {
        parameters.push({
          name,
          in: "query",
          required: required.has(name),
          ...(schema.description ? { description: schema.description } : {}),
          schema: catalog.convert(schema),
          ...(schema.type === "array" ? { style: "form", explode: true } : {}),
        });
      }
    }
    if (acceptsSessionCookie(route) && isMutation(route))
      parameters.push({ $ref: "#/components/parameters/CsrfHeader" });
    if (route.idempotent) parameters.push({ $ref: "#/components/parameters/IdempotencyKey" });
    return parameters;
  };

  const requestBodyOf = (route: RouteSpec, entry: OperationSchemas | undefined): JsonSchema | undefined => {
    if (route.body === "multipart") {
      return {
        required: true,
        content: {
          "multipart/form-data": {
            schema: entry?.body
              ? catalog.convert(entry.body)
              : {
                  type: "object",
                  required: ["file"],
                  properties: {
                    file: {
                      type: "string",
                      contentMediaType: "application/octet-stream",
                      description: "The file to upload.",
                    },
                    name: { type: "string", description: "The document's name; the file's name when omitted." },
                    folder_id: {
                      type: "string",
                      description: "The knowledge folder to put it in; the root when omitted.",
                    },
                  },
                  additionalProperties: { type: "string" },
                },
          },
        },
      };
    }
    if (entry?.body) return { required: true, content: jsonContent(catalog.convert(entry.body)) };
    // Not described yet: whatever body it takes is JSON (see the route table's `body`).
    if (!entry && isMutation(route) && route.method !== "DELETE") {
      return { required: false, content: jsonContent({ type: "object", additionalProperties: true }) };
    }
    return undefined;
  };

  const securityOf = (route: RouteSpec): Record<string, string[]>[] => {
    if (route.class === "public") return [];
    if (route.class === "session") return [{ [SECURITY_SESSION]: [] }];
    return [{ [SECURITY_API_KEY]: [] }, { [SECURITY_SESSION]: [] }];
  };

  const paths: OpenApiDocument["paths"] = {};
  for (const route of sources.routes) {
    const entry = sources.schemas[route.operation as keyof OperationSchemaTable];
    const responses: Record<string, JsonSchema> = successResponses(entry);
    for (const [status, codes] of errorCodesOf(route, entry)) {
      const reasons = status === 403 ? forbiddenReasonsOf(route) : [];
      const role =
        status === 403 && (route.minRole === "admin" || route.minRole === "owner")
          ? `, or a role below ${route.minRole}`
          : "";
      const why =
        reasons.length > 0
          ? ` (\`details.reason\`: ${reasons.map((r) => `\`${r}\``).join(", ")}${role})`
          : role
            ? ` (${role.slice(2)})`
            : "";
      responses[status] = {
        description: `${REASONS[status] ?? `Status ${status}`}: ${codes.map((code) => `\`${code}\``).join(", ")}${why}.`,
        headers: requestIdHeader,
        content: jsonContent(errorSchema(codes)),
      };
    }
    const body = requestBodyOf(route, entry);
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      operationId: route.operation,
      // Both come from the operation's entry; the access rules follow its own words.
      ...(entry?.summary ? { summary: entry.summary } : {}),
      ...(entry?.description ? { description: `${entry.description}\n\n${accessOf(route, entry)}` } : {}),
      tags: [route.service],
      security: securityOf(route),
      parameters: parametersOf(route, entry),
      ...(body ? { requestBody: body } : {}),
      responses,
    };
  }

  return {
    openapi: "3.1.0",
    info: {
      title: "cx platform API",
      version: API_PREFIX.split("/").pop() ?? "v1",
      description:
        "Workspaces, agents (branches, versions, drafts, deployments), tools, agent tests and their runs, " +
        "conversations and knowledge. Errors answer `{error: {code, message, details?}}`; validation errors " +
        "list `details.fields: [{path, message}]`. Generated from the platform's route table and schemas.",
    },
    tags: SERVICE_REGISTRY.map((service) => ({
      name: service.name,
      description: `Operations of the ${service.name} service.`,
    })),
    paths,
    components: {
      schemas: catalog.referencedComponents(),
      securitySchemes: {
        [SECURITY_SESSION]: {
          type: "apiKey",
          in: "cookie",
          name: SESSION_COOKIE,
          description:
            "The dashboard session, set by log in. Every mutation (POST, PUT, PATCH, DELETE) made with it " +
            "also sends `X-CX-Request: 1`.",
        },
        [SECURITY_API_KEY]: {
          type: "http",
          scheme: "bearer",
          description: "A workspace API key (`cxk_...`), created by an admin in the dashboard.",
        },
      },
      parameters: {
        CsrfHeader: {
          name: "X-CX-Request",
          in: "header",
          required: false,
          description: "Required, with the value `1`, on a mutation made with the session cookie.",
          schema: { type: "string", const: "1" },
        },
        IdempotencyKey: {
          name: "Idempotency-Key",
          in: "header",
          required: false,
          description:
            "Makes a creating request safe to retry: a repeat with the same key and body answers the first " +
            "answer (`Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`.",
          schema: { type: "string", minLength: 1, maxLength: 255, pattern: "^[\\x20-\\x7e]+$" },
        },
      },
      headers: {
        RequestId: {
          description: "The request's id, echoed when the caller sent one.",
          schema: { type: "string" },
        },
      },
    },
  };
}
