import ipaddr from "ipaddr.js";

type Range = [ipaddr.IPv4, number] | [ipaddr.IPv6, number];

/**
 * Private ranges an operator opens to outbound calls (`OUTBOUND_ALLOWED_NETWORKS`), for receivers
 * inside their own network. Only the address rule changes for them: scheme, credentials, size,
 * time, redirects and the pinned connection stay as they are.
 */
export interface AllowedNetworks {
  /** The ranges as written, for messages and logs. */
  readonly cidrs: readonly string[];
  contains(address: string): boolean;
}

export class InvalidNetworkError extends Error {
  constructor(readonly invalid: readonly string[]) {
    super(`not CIDR ranges (address/prefix length, e.g. 10.20.0.0/16 or fd00:1::/64): ${invalid.join(", ")}`);
    this.name = "InvalidNetworkError";
  }
}

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is the IPv4 address it carries, for ranges as for addresses. */
function unmapped(address: ipaddr.IPv4 | ipaddr.IPv6): ipaddr.IPv4 | ipaddr.IPv6 {
  return address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;
}

function parseRange(cidr: string): Range | null {
  if (!cidr.includes("/")) return null;
  try {
    const [address, bits] = ipaddr.parseCIDR(cidr);
    const inner = unmapped(address);
    if (inner !== address) return bits >= 96 ? [inner as ipaddr.IPv4, bits - 96] : null;
    return [address, bits] as Range;
  } catch {
    return null;
  }
}

/** Parses the operator's list; every entry must be `address/prefix`, else `InvalidNetworkError` names the bad ones. */
export function parseAllowedNetworks(cidrs: readonly string[]): AllowedNetworks {
  const ranges: Range[] = [];
  const invalid: string[] = [];
  for (const cidr of cidrs) {
    const range = parseRange(cidr.trim());
    if (range) ranges.push(range);
    else invalid.push(cidr);
  }
  if (invalid.length > 0) throw new InvalidNetworkError(invalid);
  return Object.freeze({
    cidrs: Object.freeze([...cidrs]),
    contains(text: string): boolean {
      let address: ipaddr.IPv4 | ipaddr.IPv6;
      try {
        address = unmapped(ipaddr.parse(text.replace(/^\[|\]$/g, "")));
      } catch {
        return false;
      }
      return ranges.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));
    },
  });
}
