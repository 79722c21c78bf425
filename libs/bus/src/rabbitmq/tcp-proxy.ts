import { connect, createServer, type Socket } from "node:net";

/** A TCP relay for tests: lets a test cut every connection through it, as a broker restart or network fault would. */
export interface TcpProxy {
  readonly port: number;
  /** Connections relayed so far (refused ones not counted). */
  readonly accepted: number;
  /** Connections being relayed right now. */
  readonly open: number;
  /** Destroys every relayed connection at once, on both sides. */
  sever(): void;
  /** Accepts and immediately drops new connections for `ms`, so reconnect attempts fail. */
  refuseFor(ms: number): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let accepted = 0;
  let refuseUntil = 0;

  const server = createServer((client) => {
    if (Date.now() < refuseUntil) {
      client.destroy();
      return;
    }
    accepted++;
    const upstream = connect(targetPort, targetHost);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const teardown = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    for (const socket of pair) {
      socket.on("error", teardown);
      socket.on("close", teardown);
    }
    client.pipe(upstream);
    upstream.pipe(client);
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("proxy has no TCP address");

  const sever = () => {
    for (const [client, upstream] of [...pairs]) {
      client.destroy();
      upstream.destroy();
    }
    pairs.clear();
  };

  return {
    port: address.port,
    get accepted() {
      return accepted;
    },
    get open() {
      return pairs.size;
    },
    sever,
    refuseFor(ms: number) {
      refuseUntil = Date.now() + ms;
    },
    async close() {
      sever();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
