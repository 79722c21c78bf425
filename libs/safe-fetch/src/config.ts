import { ConfigError, type ConfigValues, defineSlice } from "@cx/config";
import { Type } from "@sinclair/typebox";
import { type AllowedNetworks, InvalidNetworkError, parseAllowedNetworks } from "./allowed-networks.ts";

/**
 * The operator's setting for outbound calls, part of the configuration of every module that
 * calls webhooks or checks their URLs. Knowledge URL imports do not read it: they stay on
 * public addresses whatever the operator opens for webhooks.
 */
export const outboundConfig = defineSlice({
  outboundAllowedNetworks: {
    env: "OUTBOUND_ALLOWED_NETWORKS",
    schema: Type.Array(Type.String({ minLength: 1 })),
    list: true,
    default: [],
    description:
      "Private ranges (comma-separated CIDRs, e.g. 10.20.0.0/16,fd00:1::/64) that webhooks and webhook tools may call, for receivers inside the operator's network; every other rule of safe public URLs still holds (scheme, no credentials, size, time, each redirect checked). With loopback listed, `localhost` URLs are accepted. Knowledge URL imports stay on public addresses.",
  },
});

/** The parsed ranges, or none; an entry that is not a CIDR stops the process, naming the setting. */
export function resolveAllowedNetworks(config: ConfigValues<typeof outboundConfig>): AllowedNetworks | undefined {
  if (config.outboundAllowedNetworks.length === 0) return undefined;
  try {
    return parseAllowedNetworks(config.outboundAllowedNetworks);
  } catch (error) {
    if (!(error instanceof InvalidNetworkError)) throw error;
    throw new ConfigError([`OUTBOUND_ALLOWED_NETWORKS is invalid (${error.message})`]);
  }
}
