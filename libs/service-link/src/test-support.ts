/** Real link servers and clients on loopback for the link's own tests; `stopAll` after each test. */
import { CALLER_HEADER, type FetchHandler, signCaller } from "@cx/http-kit";
import { createLogger } from "@cx/logger";
import { type LinkOptions, ServiceLink } from "./link-client.ts";
import { LINK_CALLER, LINK_PATH, LinkServer, type LinkServerOptions } from "./link-server.ts";

export const SECRET = "link-test-secret";
export const PEER = "x-test-peer";
const logger = createLogger("link-test", { level: "silent" });

export interface Running {
  server: ReturnType<typeof Bun.serve>;
  links: LinkServer;
  url: string;
  /** Links opened so far. */
  opened(): number;
}

const running: Running[] = [];
const clients: ServiceLink[] = [];

export function stopAll(): void {
  for (const client of clients.splice(0)) client.close();
  for (const { server } of running.splice(0)) server.stop(true);
}

/** A service on a free port: `handle` answers its calls, over a link or over HTTP. */
export function serve(handle: FetchHandler, port = 0, options: Partial<LinkServerOptions> = {}): Running {
  const links = new LinkServer({ handle, internalSecret: SECRET, peerAddressHeader: PEER, logger, ...options });
  let opened = 0;
  const server = Bun.serve({
    port,
    hostname: "127.0.0.1",
    fetch: (request, bun) =>
      new URL(request.url).pathname === LINK_PATH
        ? links.upgrade(request, bun, bun.requestIP(request)?.address ?? "")
        : new Response("plain HTTP"),
    websocket: {
      ...links.websocket,
      open: (ws) => {
        opened++;
        links.websocket.open?.(ws);
      },
    },
  });
  const started = { server, links, url: `http://127.0.0.1:${server.port}`, opened: () => opened };
  running.push(started);
  return started;
}

/** A link to `url`, reconnecting quickly. */
export function connect(url: string, secret = SECRET, options: Partial<LinkOptions> = {}): ServiceLink {
  const link = new ServiceLink({
    baseUrl: url,
    credentials: () => ({ [CALLER_HEADER]: signCaller(LINK_CALLER, secret) }),
    minRetryDelayMs: 20,
    maxRetryDelayMs: 40,
    ...options,
  });
  clients.push(link);
  return link;
}

export async function untilReady(link: ServiceLink, timeoutMs = 2000): Promise<boolean> {
  const until = performance.now() + timeoutMs;
  while (performance.now() < until) {
    if (link.ready) return true;
    await Bun.sleep(5);
  }
  return false;
}

/** A WebSocket to a link server with the gateway's signature and `headers`, once open. */
export async function rawLinkSocket(url: string, headers: Record<string, string> = {}): Promise<WebSocket> {
  const socket = new WebSocket(`${url.replace("http", "ws")}${LINK_PATH}`, {
    headers: { [CALLER_HEADER]: signCaller(LINK_CALLER, SECRET), ...headers },
  } as unknown as string[]);
  socket.binaryType = "arraybuffer";
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  return socket;
}
