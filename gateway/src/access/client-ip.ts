import { peerAddressOf } from "@cx/http-kit";
import ipaddr from "ipaddr.js";

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

function normalise(address: string): ipaddr.IPv4 | ipaddr.IPv6 | undefined {
  if (!ipaddr.isValid(address)) return undefined;
  const parsed = ipaddr.parse(address);
  // `::ffff:10.0.0.1` is the IPv4 peer 10.0.0.1 on a dual-stack socket.
  return parsed.kind() === "ipv6" && (parsed as ipaddr.IPv6).isIPv4MappedAddress()
    ? (parsed as ipaddr.IPv6).toIPv4Address()
    : parsed;
}

/**
 * The client address as part 1 of the extensions defines it: the peer, or, when the peer is a
 * trusted proxy, the right-most `X-Forwarded-For` entry that is not itself trusted. Nothing a
 * client writes into `X-Forwarded-For` counts unless a trusted proxy stands in front.
 */
export class ClientAddressResolver {
  private readonly trusted: Range[];
  /** Peers already seen that are not trusted proxies, to their address: parsed once, not per request. */
  private readonly directPeers = new Map<string, string>();

  constructor(trustedCidrs: readonly string[]) {
    this.trusted = trustedCidrs.map((cidr) => {
      const [address, bits] = ipaddr.parseCIDR(cidr.includes("/") ? cidr : `${cidr}/${cidr.includes(":") ? 128 : 32}`);
      const range: Range = [normalise(address.toString()) ?? address, bits];
      if (range[0].kind() === "ipv4" && address.kind() === "ipv6") range[1] = Math.max(0, bits - 96);
      return range;
    });
  }

  private isTrusted(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
    return this.trusted.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  }

  resolve(request: Request): string {
    const raw = peerAddressOf(request);
    const direct = this.directPeers.get(raw);
    if (direct !== undefined) return direct;
    const peer = normalise(raw);
    if (!peer) return "unknown";
    if (!this.isTrusted(peer)) {
      const address = peer.toString();
      if (this.directPeers.size >= 10_000) this.directPeers.clear();
      this.directPeers.set(raw, address);
      return address;
    }
    const forwarded = (request.headers.get("x-forwarded-for") ?? "")
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean);
    for (let i = forwarded.length - 1; i >= 0; i--) {
      const hop = normalise(forwarded[i]!);
      if (!hop) return peer.toString();
      if (!this.isTrusted(hop)) return hop.toString();
    }
    return peer.toString();
  }
}

/** Validates CIDR settings at start-up, so a typo stops the process instead of trusting nobody. */
export function invalidCidrs(cidrs: readonly string[]): string[] {
  return cidrs.filter((cidr) => {
    try {
      ipaddr.parseCIDR(cidr.includes("/") ? cidr : `${cidr}/${cidr.includes(":") ? 128 : 32}`);
      return false;
    } catch {
      return true;
    }
  });
}
