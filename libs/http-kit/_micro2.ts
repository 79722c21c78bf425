import { createLogger } from "@cx/logger";
import { SpanKind, withSpan } from "@cx/tracing";
import { Elysia } from "elysia";
import { createHttpApp, instrumentHandler } from "./src/index.ts";

async function bench(name: string, f: () => Promise<unknown>) {
  for (let i = 0; i < 20000; i++) await f();
  let best = Infinity;
  for (let r = 0; r < 3; r++) {
    const N = 50000;
    const t = performance.now();
    for (let i = 0; i < N; i++) await f();
    best = Math.min(best, ((performance.now() - t) * 1000) / N);
  }
  console.log(name.padEnd(36), best.toFixed(2), "µs");
}
const plain = new Elysia().get("/a/:id", ({ params }) => ({ id: params.id }));
const req = () => new Request("http://localhost/a/123");
await bench("elysia plain handle", () => plain.handle(req()));
const kit = createHttpApp("x", createLogger("x", { level: "silent" }), null).get("/a/:id", ({ params }) => ({
  id: params.id,
}));
await bench("http-kit app handle", () => kit.handle(req()));
const inst = instrumentHandler("x", async (r) => kit.handle(r));
await bench("instrumented http-kit handle", () => inst(req()));
await bench("withSpan empty", () => withSpan("x", { kind: SpanKind.SERVER, attributes: { a: "b" } }, async () => 1));
await bench("new Request only", async () => req());
