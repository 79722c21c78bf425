import { describe, expect, it } from "bun:test";
import { classifyAddress, isAllowedDestination, isLoopback } from "./address-policy.ts";
import { createTestFetchAllowance } from "./allowance.ts";
import { InvalidNetworkError, parseAllowedNetworks } from "./allowed-networks.ts";

const PUBLIC = [
  "8.8.8.8",
  "1.1.1.1",
  "93.184.216.34",
  "2606:4700:4700::1111",
  "2a00:1450:4001:80b::200e",
  "::ffff:8.8.8.8",
];

const REFUSED: Record<string, string[]> = {
  loopback: ["127.0.0.1", "127.255.255.254", "::1"],
  private: ["10.0.0.1", "172.16.0.1", "172.31.255.255", "192.168.1.1"],
  "link-local and metadata": ["169.254.0.1", "169.254.169.254", "fe80::1", "fe80::abcd:1"],
  cgnat: ["100.64.0.1", "100.127.255.254"],
  multicast: ["224.0.0.1", "239.255.255.250", "ff02::1", "ff0e::1"],
  unspecified: ["0.0.0.0", "0.1.2.3", "::"],
  broadcast: ["255.255.255.255"],
  "documentation and benchmark": [
    "192.0.2.1",
    "198.51.100.7",
    "203.0.113.9",
    "198.18.0.1",
    "198.19.255.255",
    "2001:db8::1",
    "2001:2::1",
  ],
  "reserved and protocol": ["240.0.0.1", "192.0.0.8", "192.88.99.1", "100::1", "2001::1", "2002:7f00:1::1", "fec0::1"],
  "ipv6 unique-local": ["fc00::1", "fd12:3456::1"],
  "ipv4 in ipv6 forms": [
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "::ffff:0:a00:1",
    "64:ff9b::7f00:1",
    "64:ff9b::a00:1",
    "64:ff9b:1::1",
  ],
  "not an address": ["not-an-ip", ""],
};

describe("classifyAddress", () => {
  it("accepts public unicast addresses", () => {
    for (const address of PUBLIC) expect([address, classifyAddress(address).public]).toEqual([address, true]);
  });

  for (const [group, addresses] of Object.entries(REFUSED)) {
    it(`refuses ${group}`, () => {
      for (const address of addresses) expect([address, classifyAddress(address).public]).toEqual([address, false]);
    });
  }

  it("names the range it refused", () => {
    expect(classifyAddress("10.1.2.3")).toEqual({ public: false, range: "private" });
    expect(classifyAddress("169.254.169.254")).toEqual({ public: false, range: "linkLocal" });
  });
});

describe("loopback allowance", () => {
  it("recognises loopback in every spelling", () => {
    for (const address of ["127.0.0.1", "127.3.2.1", "::1", "::ffff:127.0.0.1", "[::1]"])
      expect(isLoopback(address)).toBe(true);
    expect(isLoopback("10.0.0.1")).toBe(false);
  });

  it("opens only loopback, only on the listed ports, only with a real allowance", () => {
    const allowance = createTestFetchAllowance({ loopbackPorts: [8123] });
    expect(isAllowedDestination("127.0.0.1", 8123, { allowance })).toBe(true);
    expect(isAllowedDestination("127.0.0.1", 8124, { allowance })).toBe(false);
    expect(isAllowedDestination("10.0.0.1", 8123, { allowance })).toBe(false);
    expect(isAllowedDestination("169.254.169.254", 8123, { allowance })).toBe(false);
    expect(isAllowedDestination("127.0.0.1", 8123)).toBe(false);
    const lookalike = { loopbackPorts: "any" } as never;
    expect(isAllowedDestination("127.0.0.1", 8123, { allowance: lookalike })).toBe(false);
  });
});

describe("networks the operator allows", () => {
  it("opens the listed ranges only, IPv4-mapped forms included, on any port", () => {
    const allowedNetworks = parseAllowedNetworks(["10.20.0.0/16", "fd00:1::/64", "127.0.0.0/8"]);
    for (const address of ["10.20.0.1", "10.20.255.254", "::ffff:10.20.3.4", "[fd00:1::5]", "127.0.0.1", "127.9.9.9"])
      expect([address, isAllowedDestination(address, 1234, { allowedNetworks })]).toEqual([address, true]);
    for (const address of ["10.21.0.1", "10.0.0.1", "192.168.1.1", "169.254.169.254", "fd00:2::1", "::1", "fe80::1"])
      expect([address, isAllowedDestination(address, 1234, { allowedNetworks })]).toEqual([address, false]);
    expect(isAllowedDestination("8.8.8.8", 443, { allowedNetworks })).toBe(true);
  });

  it("reads an IPv4-mapped IPv6 range as the IPv4 range it carries", () => {
    const allowedNetworks = parseAllowedNetworks(["::ffff:192.168.7.0/120"]);
    expect(isAllowedDestination("192.168.7.9", 80, { allowedNetworks })).toBe(true);
    expect(isAllowedDestination("192.168.8.9", 80, { allowedNetworks })).toBe(false);
  });

  it("refuses entries that are not address/prefix, naming each of them", () => {
    expect(parseAllowedNetworks([]).contains("10.0.0.1")).toBe(false);
    for (const bad of [["10.0.0.0/33"], ["10.0.0.1"], ["intranet/8"], ["fd00::/129", "10.0.0.0/8", "/8"]]) {
      let error: unknown;
      try {
        parseAllowedNetworks(bad);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(InvalidNetworkError);
      expect((error as InvalidNetworkError).invalid).toEqual(bad.filter((cidr) => cidr !== "10.0.0.0/8"));
    }
  });
});
