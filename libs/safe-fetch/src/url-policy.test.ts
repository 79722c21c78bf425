import { describe, expect, it } from "bun:test";
import type { AddressRules } from "./address-policy.ts";
import { createTestFetchAllowance } from "./allowance.ts";
import { parseAllowedNetworks } from "./allowed-networks.ts";
import { FetchRefusedError } from "./fetch-errors.ts";
import { checkUrl } from "./url-policy.ts";

function refusal(url: string, rules?: AddressRules): string | null {
  try {
    checkUrl(url, rules);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(FetchRefusedError);
    return (error as FetchRefusedError).reason;
  }
}

describe("checkUrl", () => {
  it("accepts public http and https URLs", () => {
    const checked = checkUrl("https://Example.com/pricing?plan=team#top");
    expect(checked).toMatchObject({ host: "example.com", port: 443, literal: false });
    expect(checkUrl("http://93.184.216.34:8080/").port).toBe(8080);
    expect(checkUrl("http://example.com./a").host).toBe("example.com");
  });

  it("refuses other schemes", () => {
    for (const url of [
      "ftp://example.com/a",
      "file:///etc/passwd",
      "gopher://example.com",
      "javascript:alert(1)",
      "data:text/plain,hi",
    ]) {
      expect([url, refusal(url)]).toEqual([url, "url_not_public"]);
    }
  });

  it("refuses credentials in the URL", () => {
    expect(refusal("https://user:secret@example.com/")).toBe("url_not_public");
    expect(refusal("https://user@example.com/")).toBe("url_not_public");
  });

  it("refuses every spelling of a private address", () => {
    for (const url of [
      "http://127.0.0.1/",
      "http://2130706433/",
      "http://0x7f.1/",
      "http://017700000001/",
      "http://127.1/",
      "http://0/",
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:7f00:1]/",
      "http://[::]/",
      "http://169.254.169.254/latest/meta-data/",
      "http://10.0.0.1/",
      "http://[fd00::1]/",
      "http://[fe80::1]/",
      "http://100.64.1.1/",
      "http://224.0.0.1/",
      "http://255.255.255.255/",
    ]) {
      expect([url, refusal(url)]).toEqual([url, "url_not_public"]);
    }
  });

  it("refuses local and unqualified host names", () => {
    for (const url of [
      "http://localhost/",
      "http://LOCALHOST./",
      "http://api.localhost/",
      "http://printer.local/",
      "http://intranet/",
      "http://metadata.google.internal/",
    ]) {
      expect([url, refusal(url)]).toEqual([url, "url_not_public"]);
    }
  });

  it("lets a test allowance open loopback on its ports only", () => {
    const allowance = createTestFetchAllowance({ loopbackPorts: [4100] });
    expect(refusal("http://127.0.0.1:4100/page", { allowance })).toBeNull();
    expect(refusal("http://127.0.0.1:4101/page", { allowance })).toBe("url_not_public");
    expect(refusal("http://10.0.0.1:4100/page", { allowance })).toBe("url_not_public");
    expect(refusal("http://localhost:4100/page", { allowance })).toBe("url_not_public");
  });

  it("lets the operator's networks open their addresses, and the names used inside them", () => {
    const loopback = { allowedNetworks: parseAllowedNetworks(["127.0.0.0/8"]) };
    expect(refusal("http://localhost:9999/x", loopback)).toBeNull();
    expect(refusal("http://127.0.0.1:9999/x", loopback)).toBeNull();
    expect(refusal("http://orders.internal/x", loopback)).toBeNull();
    expect(refusal("http://10.0.0.1/x", loopback)).toBe("url_not_public");
    expect(refusal("http://169.254.169.254/latest/meta-data/", loopback)).toBe("url_not_public");
    const office = { allowedNetworks: parseAllowedNetworks(["10.20.0.0/16"]) };
    expect(refusal("http://10.20.1.2:8080/hook", office)).toBeNull();
    expect(refusal("http://[::ffff:10.20.1.2]/hook", office)).toBeNull();
    expect(refusal("http://intranet/hook", office)).toBeNull();
    // `localhost` is loopback whatever a resolver says: it needs loopback among the networks.
    expect(refusal("http://localhost:9999/x", office)).toBe("url_not_public");
    expect(refusal("http://127.0.0.1/x", office)).toBe("url_not_public");
    // Every other rule holds for them.
    expect(refusal("ftp://10.20.1.2/hook", office)).toBe("url_not_public");
    expect(refusal("http://user:secret@10.20.1.2/hook", office)).toBe("url_not_public");
    expect(refusal("http://localhost:9999/x", { allowedNetworks: parseAllowedNetworks([]) })).toBe("url_not_public");
  });
});
