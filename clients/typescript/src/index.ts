/**
 * `@cx/client`: a typed client of the cx platform API. Paths, parameters, bodies and answers are
 * typed from the platform's OpenAPI document (`src/generated/api.ts`); calls go through
 * openapi-fetch, which answers `{ data }` on success and `{ error }` (the error body) otherwise.
 *
 *   const cx = createCxClient({ baseUrl: "https://cx.example.com", apiKey: process.env.CX_API_KEY });
 *   const { data, error } = await cx.GET("/api/v1/workspaces/{workspace_id}/agents", {
 *     params: { path: { workspace_id: "ws_..." } },
 *   });
 */
import createClient, { type Client, type Middleware } from "openapi-fetch";
import type { components, operations, paths } from "./generated/api.ts";

export type { components, operations, paths };
export type CxClient = Client<paths>;

/** A named schema of the document: `Schema<"Tool">`. */
export type Schema<N extends keyof components["schemas"]> = components["schemas"][N];

export interface CxClientOptions {
  /** The platform's address, e.g. `https://cx.example.com` (paths start with `/api/v1`). */
  baseUrl: string;
  /** A workspace API key (`cxk_...`), sent as `Authorization: Bearer`. */
  apiKey?: string;
  /** A fetch of your own (tests, proxies, retries). */
  fetch?: (input: Request) => Promise<Response>;
  /** Headers sent with every request. */
  headers?: Record<string, string>;
}

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Mutations made with a session cookie must carry `X-CX-Request: 1`; sending it always costs an
 * API-key caller nothing, so the client does, and a browser app using the cookie just works.
 */
const csrfHeader: Middleware = {
  onRequest({ request }) {
    if (MUTATING.has(request.method) && !request.headers.has("x-cx-request")) request.headers.set("x-cx-request", "1");
    return request;
  },
};

export function createCxClient(options: CxClientOptions): CxClient {
  const headers: Record<string, string> = { ...options.headers };
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/+$/, ""),
    headers,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  client.use(csrfHeader);
  return client;
}
