import ipaddr from "ipaddr.js";
import { allowsLoopbackPort, type TestFetchAllowance } from "./allowance.ts";
import type { AllowedNetworks } from "./allowed-networks.ts";

/**
 * Ranges refused on top of what ipaddr.js already classifies as special, so that a gap in the
 * library's table cannot open one of them up.
 */
const EXTRA_REFUSED_V4 = [
  "0.0.0.0/8",
  "10.0.0.0/8",
  "100.64.0.0/10",
  "127.0.0.0/8",
  "169.254.0.0/16",
  "172.16.0.0/12",
  "192.0.0.0/24",
  "192.0.2.0/24",
  "192.88.99.0/24",
  "192.168.0.0/16",
  "198.18.0.0/15",
  "198.51.100.0/24",
  "203.0.113.0/24",
  "224.0.0.0/4",
  "240.0.0.0/4",
].map((cidr) => ipaddr.IPv4.parseCIDR(cidr));

const EXTRA_REFUSED_V6 = ["::/96", "fc00::/7", "fe80::/10", "fec0::/10", "ff00::/8", "2001:db8::/32", "2002::/16"].map(
  (cidr) => ipaddr.IPv6.parseCIDR(cidr),
);

/** IPv6 prefixes whose last 32 bits are an IPv4 address that decides the matter. */
const EMBEDDING_V4 = ["::ffff:0:0/96", "::ffff:0:0:0/96", "64:ff9b::/96", "::/96"].map((cidr) =>
  ipaddr.IPv6.parseCIDR(cidr),
);

export type AddressVerdict = { public: true } | { public: false; range: string };

function embeddedV4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const bytes = address.toByteArray();
  return new ipaddr.IPv4(bytes.slice(12, 16));
}

function classifyV4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  if (range !== "unicast") return { public: false, range };
  if (EXTRA_REFUSED_V4.some((cidr) => address.match(cidr))) return { public: false, range: "reserved" };
  return { public: true };
}

/** Whether an address (in any form `ipaddr.js` parses) is a public unicast destination. */
export function classifyAddress(text: string): AddressVerdict {
  let address: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    address = ipaddr.parse(text.replace(/^\[|\]$/g, ""));
  } catch {
    return { public: false, range: "invalid" };
  }
  if (address.kind() === "ipv4") return classifyV4(address as ipaddr.IPv4);
  const v6 = address as ipaddr.IPv6;
  if (v6.toNormalizedString() === "0:0:0:0:0:0:0:0") return { public: false, range: "unspecified" };
  if (v6.toNormalizedString() === "0:0:0:0:0:0:0:1") return { public: false, range: "loopback" };
  // IPv4-mapped, IPv4-compatible, SIIT and NAT64 forms reach the embedded IPv4 address.
  if (EMBEDDING_V4.some((cidr) => v6.match(cidr))) {
    const inner = classifyV4(embeddedV4(v6));
    return inner.public ? inner : { public: false, range: `${v6.range()}(${inner.range})` };
  }
  const range = v6.range();
  if (range !== "unicast") return { public: false, range };
  if (EXTRA_REFUSED_V6.some((cidr) => v6.match(cidr))) return { public: false, range: "reserved" };
  // Global unicast is 2000::/3; anything outside it is unassigned or special.
  if (!v6.match(ipaddr.IPv6.parseCIDR("2000::/3"))) return { public: false, range: "reserved" };
  return { public: true };
}

/** Loopback in any spelling, including its IPv4-mapped forms (what a test allowance may open). */
export function isLoopback(text: string): boolean {
  try {
    const address = ipaddr.parse(text.replace(/^\[|\]$/g, ""));
    if (address.kind() === "ipv4") return address.range() === "loopback";
    const v6 = address as ipaddr.IPv6;
    if (v6.range() === "loopback") return true;
    return EMBEDDING_V4.some((cidr) => v6.match(cidr)) && embeddedV4(v6).range() === "loopback";
  } catch {
    return false;
  }
}

/** What may open non-public addresses: the operator's networks, or a test allowance for loopback. */
export interface AddressRules {
  allowedNetworks?: AllowedNetworks | undefined;
  allowance?: TestFetchAllowance | undefined;
}

/**
 * The fetcher's rule for one address and port: public, in a network the operator allowed, or
 * loopback opened by a test allowance.
 */
export function isAllowedDestination(address: string, port: number, rules: AddressRules = {}): boolean {
  if (classifyAddress(address).public) return true;
  if (rules.allowedNetworks?.contains(address)) return true;
  return isLoopback(address) && allowsLoopbackPort(rules.allowance, port);
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ""));
}
