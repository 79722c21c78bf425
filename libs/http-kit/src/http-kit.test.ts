import { describe, expect, it } from "bun:test";
import { AppError, DependencyError } from "@cx/errors";
import { createLogger } from "@cx/logger";
import { DocumentLimitError } from "@cx/store";
import { context, testSpanExporter, trace } from "@cx/tracing";
import { Elysia, t } from "elysia";
import { createHttpApp } from "./create-http-app.ts";
import {
  attachPeer,
  instrumentHandler,
  PEER_ADDRESS_HEADER,
  pathAndQueryOf,
  pathOf,
  peerAddressOf,
} from "./request-handler.ts";

const things = new Elysia({ name: "things" })
  .post("/things/:id", ({ body }) => body, {
    body: t.Object({ name: t.String({ minLength: 1 }), password: t.String({ minLength: 8 }), count: t.Integer() }),
  })
  .get("/things/:id", ({ params }) => {
    if (params.id === "missing") throw AppError.notFound("thing");
    if (params.id === "limited") throw new AppError("rate_limited", "Slow down.", undefined, { "retry-after": "7" });
    if (params.id === "boom") throw new Error("database password is hunter2 at /srv/app.ts:12");
    if (params.id === "too-deep") throw new DocumentLimitError("depth");
    if (params.id === "provider") throw new DependencyError("model", "The model endpoint answered 502.");
    return { id: params.id };
  });

const app = createHttpApp("test", createLogger("test", { level: "silent" }), null).use(things);
const handle = instrumentHandler("test", (r) => app.handle(r));

function call(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return handle(
    new Request(`http://localhost${path}`, {
      method,
      body,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
    }),
  );
}

describe("HTTP kit", () => {
  it("answers a document the store refuses to keep with 422, naming the limit only", async () => {
    const res = await call("GET", "/things/too-deep");
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { code: string; details: { fields: { message: string }[] } } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.fields[0]?.message).toContain("nested deeper than 100 levels");
  });

  it("answers validation failures with 422, field paths and no submitted values", async () => {
    const res = await call("POST", "/things/1", JSON.stringify({ name: "", password: "hunter2", count: 1.5 }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; details: { fields: { path: string; message: string }[] } };
    };
    expect(body.error.code).toBe("validation_failed");
    const paths = body.error.details.fields.map((f) => f.path).sort();
    expect(paths).toEqual(["/count", "/name", "/password"]);
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });

  it("answers a missing property with its path", async () => {
    const res = await call("POST", "/things/1", JSON.stringify({ name: "a", count: 1 }));
    const body = (await res.json()) as { error: { details: { fields: { path: string }[] } } };
    expect(res.status).toBe(422);
    expect(body.error.details.fields.map((f) => f.path)).toContain("/password");
  });

  it("says to send JSON when the body came with another content type", async () => {
    const res = await handle(
      new Request("http://localhost/things/1", {
        method: "POST",
        body: "name=a",
        headers: { "content-type": "text/plain" },
      }),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { error: { details: { fields: { path: string; message: string }[] } } };
    expect(body.error.details.fields).toEqual([
      { path: "", message: "must be a JSON object sent with Content-Type: application/json" },
    ]);
  });

  it("answers malformed JSON with 422", async () => {
    const res = await call("POST", "/things/1", "{not json");
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("validation_failed");
  });

  it("answers an unknown route with 404 not_found", async () => {
    const res = await call("GET", "/nothing-here");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: "not_found", message: "No route matches this path." } });
  });

  it("answers a wrong method with 405 and Allow", async () => {
    const res = await call("DELETE", "/things/1");
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toContain("GET");
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("method_not_allowed");
  });

  it("maps application errors to their status, body and headers", async () => {
    const missing = await call("GET", "/things/missing");
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe("not_found");
    const limited = await call("GET", "/things/limited");
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
  });

  it("answers a dependency that failed with 503 unavailable, naming only its kind", async () => {
    const res = await call("GET", "/things/provider");
    expect([res.status, await res.json()]).toEqual([
      503,
      {
        error: {
          code: "unavailable",
          message: "The model provider failed; try again later.",
          details: { dependency: "model" },
        },
      },
    ]);
  });

  it("hides unexpected errors behind 500 internal", async () => {
    const res = await call("GET", "/things/boom");
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: "An unexpected error occurred." } });
    expect(text).not.toContain("hunter2");
    expect(text).not.toContain("app.ts");
  });

  it("takes a received request's peer from its server, never from the header a client sent", () => {
    const asked: Request[] = [];
    const server = {
      requestIP: (request: Request) => {
        asked.push(request);
        return { address: "192.0.2.7" };
      },
    };
    const received = new Request("http://x/", { headers: { [PEER_ADDRESS_HEADER]: "198.51.100.1" } });
    attachPeer(received, server);
    expect(asked).toEqual([]); // nothing asked until someone needs it
    expect(peerAddressOf(received)).toBe("192.0.2.7");
    expect(asked).toEqual([received]);
    const built = new Request("http://x/", { headers: { [PEER_ADDRESS_HEADER]: "10.0.0.9" } });
    expect(peerAddressOf(built)).toBe("10.0.0.9");
    expect(peerAddressOf(new Request("http://x/"))).toBe("");
  });

  it("reads a URL's path, and its path with the query, as the request line carries them", () => {
    const url = "http://gateway:8080/api/v1/workspaces/ws_1/agents?cursor=a%2Fb&limit=5";
    expect(pathOf(url)).toBe("/api/v1/workspaces/ws_1/agents");
    expect(pathAndQueryOf(url)).toBe("/api/v1/workspaces/ws_1/agents?cursor=a%2Fb&limit=5");
    expect(pathOf("http://gateway/?q=1")).toBe("/");
    expect(pathAndQueryOf("http://gateway/?q=1")).toBe("/?q=1");
    expect(pathOf("http://gateway")).toBe("/");
    expect(pathAndQueryOf("http://gateway")).toBe("/");
  });

  it("echoes a well-formed request id and makes one otherwise", async () => {
    const echoed = await call("GET", "/things/1", undefined, { "x-request-id": "req-123" });
    expect(echoed.headers.get("x-request-id")).toBe("req-123");
    const made = await call("GET", "/things/1", undefined, { "x-request-id": "bad id with spaces" });
    expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("records a server span that continues the caller's trace", async () => {
    const traceId = "4bf92f3577b34da6a3ce929d0e0e4736";
    await call("GET", "/things/traced", undefined, { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    const spans = testSpanExporter()?.getFinishedSpans() ?? [];
    const span = spans.find((s) => s.name === "GET /things/traced");
    expect(span?.spanContext().traceId).toBe(traceId);
  });

  describe("a request handed to a handler in the same process", () => {
    // The gateway of the all-in-one process hands its request to a service's handler this way.
    const inner = instrumentHandler("inner", async (request) =>
      Response.json({ requestId: request.headers.get("x-request-id"), span: trace.getActiveSpan()?.spanContext() }),
    );
    const outer = instrumentHandler("outer", (request) => inner(request));

    it("keeps the outer handler's request id, echoed once", async () => {
      const response = await outer(new Request("http://localhost/nested", { headers: { "x-request-id": "req-9" } }));
      expect(response.headers.get("x-request-id")).toBe("req-9");
      expect(((await response.json()) as { requestId: string }).requestId).toBe("req-9");
    });

    it("gets a span of its own under the outer one when the trace is recorded", async () => {
      const traceId = "5bf92f3577b34da6a3ce929d0e0e4736";
      await outer(
        new Request("http://localhost/nested", { headers: { traceparent: `00-${traceId}-00f067aa0ba902b7-01` } }),
      );
      const spans = (testSpanExporter()?.getFinishedSpans() ?? []).filter((s) => s.spanContext().traceId === traceId);
      const outerSpan = spans.find((s) => s.attributes["cx.component"] === "outer");
      const innerSpan = spans.find((s) => s.attributes["cx.component"] === "inner");
      expect(innerSpan?.parentSpanContext?.spanId).toBe(outerSpan?.spanContext().spanId);
    });

    it("runs in the outer span, with no span made, when the trace is not recorded", async () => {
      const traceId = "6bf92f3577b34da6a3ce929d0e0e4736";
      const unrecorded = trace.wrapSpanContext({ traceId, spanId: "00f067aa0ba902b7", traceFlags: 0 });
      const response = await context.with(trace.setSpan(context.active(), unrecorded), () =>
        outer(new Request("http://localhost/nested")),
      );
      const body = (await response.json()) as { requestId: string; span: { traceId: string; spanId: string } };
      expect(body.span).toMatchObject({ traceId, spanId: "00f067aa0ba902b7" });
      expect(response.headers.get("x-request-id")).toBe(body.requestId);
      const spans = testSpanExporter()?.getFinishedSpans() ?? [];
      expect(spans.filter((s) => s.spanContext().traceId === traceId)).toEqual([]);
    });
  });
});
