import { describe, expect, it } from "bun:test";
import { ConfigError, loadSlice } from "@cx/config";
import { outboundConfig, resolveAllowedNetworks } from "./config.ts";

const resolve = (value: string | undefined) =>
  resolveAllowedNetworks(loadSlice(outboundConfig, { OUTBOUND_ALLOWED_NETWORKS: value }));

describe("OUTBOUND_ALLOWED_NETWORKS", () => {
  it("opens nothing by default", () => {
    expect(resolve(undefined)).toBeUndefined();
    expect(resolve("")).toBeUndefined();
  });

  it("reads comma-separated CIDRs", () => {
    const networks = resolve(" 10.20.0.0/16, fd00:1::/64 ,127.0.0.0/8");
    expect(networks?.cidrs).toEqual(["10.20.0.0/16", "fd00:1::/64", "127.0.0.0/8"]);
    expect(networks?.contains("10.20.9.9")).toBe(true);
    expect(networks?.contains("10.21.9.9")).toBe(false);
  });

  it("stops the start with a settings error (exit 2) naming the setting and each bad entry", () => {
    let error: unknown;
    try {
      resolve("10.0.0.0/8,10.0.0.0/33,intranet");
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).exitCode).toBe(2);
    expect((error as ConfigError).message).toContain("OUTBOUND_ALLOWED_NETWORKS");
    expect((error as ConfigError).message).toContain("10.0.0.0/33, intranet");
    expect((error as ConfigError).message).not.toContain("10.0.0.0/8,");
  });
});
