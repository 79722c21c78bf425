import type { RouteSpec } from "@cx/route-table";
import fc from "fast-check";
import { type FuzzBody, fuzzBody, fuzzId, fuzzQuery } from "./bodies.ts";

/** A fuzzed request's answer, its body parsed when it is JSON, and how long it took. */
export interface FuzzedAnswer {
  status: number;
  ms: number;
  body: unknown;
}

/** What one fuzzed request is made of: the route's path ids, query, body and trailing slash. */
export interface FuzzedRequest {
  route: RouteSpec;
  caller: Record<string, string>;
  ids: string[];
  query: string;
  body: FuzzBody;
  trailingSlash: boolean;
}

/** Sends one fuzzed request to a route of the route table in `workspaceId`. */
export async function sendFuzzed(baseUrl: string, workspaceId: string, request: FuzzedRequest): Promise<FuzzedAnswer> {
  const { route, caller, ids, query, body, trailingSlash } = request;
  let index = 0;
  const path = route.path
    .replace(":workspace_id", workspaceId)
    .replace(/:([a-z_]+)/g, () => encodeURIComponent(ids[index++ % ids.length] ?? "x"));
  const headers: Record<string, string> = { ...caller };
  if (body.contentType) headers["content-type"] = body.contentType;
  const started = performance.now();
  const response = await fetch(`${baseUrl}${path}${trailingSlash ? "/" : ""}${query ? `?${query}` : ""}`, {
    method: route.method,
    headers,
    body: route.method === "GET" ? undefined : body.body,
  });
  const text = await response.text();
  const ms = performance.now() - started;
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // Kept as text: a 4XX that is not JSON fails the error-body check.
  }
  return { status: response.status, ms, body: parsed };
}

/** The parts of a fuzzed request of `route`, drawn as the fuzzing suite draws them. */
export function fuzzedRequestParts(route: RouteSpec) {
  return fc.tuple(
    fc.nat({ max: 2 }),
    fc.array(fuzzId, { minLength: 1, maxLength: 3 }),
    fuzzQuery(route.operation),
    fuzzBody(route.operation),
    // A trailing slash is answered as without it (spec extensions, part 0 "Paths").
    fc.boolean(),
  );
}

/** `count` fuzzed requests of `route`, the same ones for the same seed; `callers` are picked from. */
export function sampleFuzzedRequests(
  route: RouteSpec,
  callers: Record<string, string>[],
  count: number,
  seed: number,
): FuzzedRequest[] {
  return fc
    .sample(fuzzedRequestParts(route), { numRuns: count, seed })
    .map(([callerIndex, ids, query, body, trailingSlash]) => ({
      route,
      caller: callers[callerIndex % callers.length]!,
      ids,
      query,
      body,
      trailingSlash,
    }));
}
