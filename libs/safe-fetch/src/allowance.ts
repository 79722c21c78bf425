/**
 * The one way to let the fetcher reach loopback addresses: an object made by
 * `createTestFetchAllowance`, which only test code imports (`@cx/safe-fetch/testing`). It is not
 * an environment variable or a setting, so no deployment can switch it on by configuration, and
 * the modules that accept one refuse it outright when `NODE_ENV` is `production`.
 */
const ALLOWANCE = Symbol("cx.safe-fetch.test-allowance");

export interface TestFetchAllowance {
  readonly [ALLOWANCE]: true;
  /** Loopback ports test servers listen on, or every port. Only loopback is ever opened up. */
  readonly loopbackPorts: ReadonlySet<number> | "any";
  /** PEM certificates the test HTTPS servers present, trusted in addition to the system's. */
  readonly trustedCertificates: readonly string[];
}

export function createTestFetchAllowance(options: {
  loopbackPorts: readonly number[] | "any";
  trustedCertificates?: readonly string[];
}): TestFetchAllowance {
  return Object.freeze({
    [ALLOWANCE]: true as const,
    loopbackPorts: options.loopbackPorts === "any" ? "any" : new Set(options.loopbackPorts),
    trustedCertificates: Object.freeze([...(options.trustedCertificates ?? [])]),
  });
}

/** True only for an allowance made by `createTestFetchAllowance` (a look-alike object is ignored). */
export function isTestFetchAllowance(value: unknown): value is TestFetchAllowance {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[ALLOWANCE] === true;
}

/** Extra trust anchors for HTTPS beside the system's `rootCertificates`, only from a genuine test allowance. */
export function testTrustAnchors(
  allowance: TestFetchAllowance | undefined,
  rootCertificates: readonly string[],
): string[] | undefined {
  if (!allowance || !isTestFetchAllowance(allowance) || allowance.trustedCertificates.length === 0) return undefined;
  return [...rootCertificates, ...allowance.trustedCertificates];
}

export function allowsLoopbackPort(allowance: TestFetchAllowance | undefined, port: number): boolean {
  if (!allowance || !isTestFetchAllowance(allowance)) return false;
  return allowance.loopbackPorts === "any" || allowance.loopbackPorts.has(port);
}
