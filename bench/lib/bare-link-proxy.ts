import { CALLER_HEADER, pathAndQueryOf, signCaller } from "@cx/http-kit";
import { LINK_CALLER, LinkPool } from "@cx/service-link";

/**
 * The floor under the gateway: `Bun.serve` handing each request to a service link with a fixed
 * signed caller (`PROXY_CALLER`) and a request id, and the answer back, with nothing else (no
 * authentication, authorization, trace context, deadline or span). What the gateway costs above
 * this is its own work; what this costs above nginx is Bun's server and the link.
 */
const secret = process.env.INTERNAL_TOKEN_SECRET ?? "";
const caller = process.env.PROXY_CALLER ?? "";
const links = new LinkPool(2, {
  baseUrl: process.env.UPSTREAM_URL ?? "",
  credentials: () => ({ [CALLER_HEADER]: signCaller(LINK_CALLER, secret) }),
});
// Its links open before it says it listens, so that its first request finds one: unlike the
// gateway it has no HTTP road to take meanwhile. (`pick` starts a connection when none is open;
// the benchmark stops waiting for the port after its start time-out.)
while (!links.pick()) await Bun.sleep(10);
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(request) {
    const link = links.pick();
    if (!link) return new Response("no link open yet", { status: 503 });
    const headers = { [CALLER_HEADER]: caller, "x-request-id": crypto.randomUUID() };
    return link.call(request.method, pathAndQueryOf(request.url), headers).answer;
  },
});
console.log(`listening ${server.port}`);
process.on("SIGTERM", () => process.exit(0));
