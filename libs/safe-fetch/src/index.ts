export { type AddressRules, classifyAddress, isAllowedDestination, isLoopback } from "./address-policy.ts";
export { isTestFetchAllowance, type TestFetchAllowance } from "./allowance.ts";
export { type AllowedNetworks, InvalidNetworkError, parseAllowedNetworks } from "./allowed-networks.ts";
export { outboundConfig, resolveAllowedNetworks } from "./config.ts";
export type { AcceptedKind } from "./content-types.ts";
export { type FetchFailureReason, FetchRefusedError } from "./fetch-errors.ts";
export { isControlledHeader } from "./request-headers.ts";
export { type ResolvedAddress, type Resolver, systemResolver } from "./resolver.ts";
export {
  createSafeFetcher,
  FETCH_LIMITS,
  type FetchedDocument,
  type SafeFetcher,
  type SafeFetcherOptions,
  type SafeRequest,
  type SafeResponse,
} from "./safe-fetch.ts";
export { type CheckedUrl, checkUrl } from "./url-policy.ts";
