import { type AddressRules, isAllowedDestination, isIpLiteral } from "./address-policy.ts";
import type { AllowedNetworks } from "./allowed-networks.ts";
import { FetchRefusedError } from "./fetch-errors.ts";

export interface CheckedUrl {
  url: URL;
  /** Host name without brackets or a trailing dot; an IP address when `literal`. */
  host: string;
  port: number;
  literal: boolean;
}

/** Names that never leave the machine or the local network, whatever a resolver says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|localdomain|internal|home\.arpa|intranet|lan)$/;
const LOOPBACK_NAMES = /(^|\.)localhost$/;

/**
 * Whether the operator's networks make a local or unqualified name worth calling: inside their
 * network such names are how receivers are known. `localhost` always means loopback (RFC 6761),
 * so it needs loopback allowed; other names are checked by what they resolve to, at every call.
 */
function localNameAllowed(host: string, networks: AllowedNetworks | undefined): boolean {
  if (!networks || networks.cidrs.length === 0) return false;
  if (LOOPBACK_NAMES.test(host)) return networks.contains("127.0.0.1") || networks.contains("::1");
  return true;
}

function refuse(message: string): never {
  throw new FetchRefusedError("url_not_public", message);
}

/**
 * Everything that can be decided from the URL alone. The WHATWG parser has already turned the
 * other spellings of an IPv4 address (`2130706433`, `0x7f.1`, `017700000001`) into dotted form
 * and compressed IPv6, so the address check sees the address the connection would use.
 */
export function checkUrl(raw: string, rules: AddressRules = {}): CheckedUrl {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    refuse("The URL cannot be parsed.");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") refuse("Only http and https URLs can be imported.");
  if (url.username !== "" || url.password !== "") refuse("URLs with credentials are not accepted.");
  const host = url.hostname
    .replace(/^\[|\]$/g, "")
    .replace(/\.$/, "")
    .toLowerCase();
  if (host === "") refuse("The URL has no host.");
  const port = url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
  if (isIpLiteral(host)) {
    if (!isAllowedDestination(host, port, rules)) refuse("The URL points to a private or special-purpose address.");
    return { url, host, port, literal: true };
  }
  if (localNameAllowed(host, rules.allowedNetworks)) return { url, host, port, literal: false };
  if (LOCAL_NAMES.test(host)) refuse("The URL names a local host.");
  // A name without a dot is completed by the resolver's search list into some internal name.
  if (!host.includes(".")) refuse("The URL's host is not a fully qualified public name.");
  return { url, host, port, literal: false };
}
