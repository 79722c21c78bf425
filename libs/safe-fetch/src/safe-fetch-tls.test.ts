import { afterAll, beforeAll, describe, expect, it } from "bun:test";
import type { Server } from "bun";
import { generate } from "selfsigned";
import { createTestFetchAllowance } from "./allowance.ts";
import { FetchRefusedError } from "./fetch-errors.ts";
import type { Resolver } from "./resolver.ts";
import { createSafeFetcher } from "./safe-fetch.ts";

/**
 * HTTPS with a pinned address: the socket goes to the address that was checked, while TLS is
 * negotiated and verified for the URL's host name. A local server on 127.0.0.1 presents a
 * certificate for `docs.example.test`; the test allowance trusts it (test code only).
 */
let server: Server<undefined>;
let certificate: string;
let seenHosts: string[] = [];

beforeAll(async () => {
  const pems = await generate([{ name: "commonName", value: "docs.example.test" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [{ name: "subjectAltName", altNames: [{ type: 2, value: "docs.example.test" }] }],
  });
  certificate = pems.cert;
  server = Bun.serve({
    hostname: "127.0.0.1",
    port: 0,
    tls: { cert: pems.cert, key: pems.private },
    fetch(request) {
      seenHosts.push(request.headers.get("host") ?? "");
      return new Response("<html><body><p>Secure words.</p></body></html>", {
        headers: { "content-type": "text/html" },
      });
    },
  });
});

afterAll(() => server.stop(true));

const toLoopback: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];

function fetcher(resolver: Resolver, trusted = true) {
  return createSafeFetcher({
    resolver,
    timeoutMs: 2000,
    allowance: createTestFetchAllowance({
      loopbackPorts: [server.port!],
      trustedCertificates: trusted ? [certificate] : [],
    }),
  });
}

async function reasonOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof FetchRefusedError) return error.reason;
    throw error;
  }
  throw new Error("the fetch succeeded");
}

describe("safe fetching over HTTPS", () => {
  it("connects to the checked address and verifies the certificate for the host name", async () => {
    seenHosts = [];
    const fetched = await fetcher(toLoopback).fetch(`https://docs.example.test:${server.port}/guide`);
    expect(new TextDecoder().decode(fetched.body)).toContain("Secure words.");
    expect(seenHosts).toEqual([`docs.example.test:${server.port}`]);
  });

  it("refuses a certificate issued for another name", async () => {
    expect(await reasonOf(fetcher(toLoopback).fetch(`https://other.example.test:${server.port}/guide`))).toBe(
      "connection_failed",
    );
  });

  it("refuses a certificate nobody trusts", async () => {
    expect(await reasonOf(fetcher(toLoopback, false).fetch(`https://docs.example.test:${server.port}/guide`))).toBe(
      "connection_failed",
    );
  });

  it("does not connect when the name resolves to a private address without the allowance", async () => {
    const production = createSafeFetcher({ resolver: toLoopback, timeoutMs: 2000 });
    seenHosts = [];
    expect(await reasonOf(production.fetch(`https://docs.example.test:${server.port}/guide`))).toBe("url_not_public");
    expect(seenHosts).toEqual([]);
  });
});
