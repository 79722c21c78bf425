import { describe, expect, it } from "bun:test";
import { PEER_ADDRESS_HEADER } from "@cx/http-kit";
import { ClientAddressResolver, invalidCidrs } from "./client-ip.ts";

function request(peer: string | undefined, forwardedFor?: string): Request {
  const headers: Record<string, string> = {};
  if (peer) headers[PEER_ADDRESS_HEADER] = peer;
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return new Request("http://localhost/", { headers });
}

describe("client address", () => {
  it("ignores X-Forwarded-For by default (no trusted proxies)", () => {
    const resolver = new ClientAddressResolver([]);
    expect(resolver.resolve(request("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9");
  });

  it("normalises IPv4-mapped peers", () => {
    expect(new ClientAddressResolver([]).resolve(request("::ffff:127.0.0.1"))).toBe("127.0.0.1");
  });

  it("takes the right-most untrusted hop behind a trusted proxy", () => {
    const resolver = new ClientAddressResolver(["10.0.0.0/8"]);
    expect(resolver.resolve(request("10.1.2.3", "198.51.100.7, 203.0.113.5, 10.9.9.9"))).toBe("203.0.113.5");
  });

  it("cannot be spoofed by a client prepending addresses", () => {
    const resolver = new ClientAddressResolver(["10.0.0.0/8"]);
    // The proxy appends the real client; what the client wrote sits to the left and is never used.
    expect(resolver.resolve(request("10.0.0.2", "1.2.3.4, 203.0.113.77"))).toBe("203.0.113.77");
  });

  it("uses the peer when the trusted proxy sent no header or garbage", () => {
    const resolver = new ClientAddressResolver(["10.0.0.0/8"]);
    expect(resolver.resolve(request("10.0.0.2"))).toBe("10.0.0.2");
    expect(resolver.resolve(request("10.0.0.2", "not-an-ip"))).toBe("10.0.0.2");
  });

  it("matches IPv4-mapped peers against IPv4 ranges", () => {
    const resolver = new ClientAddressResolver(["127.0.0.0/8"]);
    expect(resolver.resolve(request("::ffff:127.0.0.1", "203.0.113.1"))).toBe("203.0.113.1");
  });

  it("reports invalid CIDRs", () => {
    expect(invalidCidrs(["10.0.0.0/8", "fd00::/8", "192.168.1.1", "nope", "10.0.0.0/99"])).toEqual([
      "nope",
      "10.0.0.0/99",
    ]);
  });
});
