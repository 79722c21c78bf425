/**
 * The one way to let the fetcher reach loopback addresses: an object made by
 * `createTestFetchAllowance`, which only test code imports (`@cx/knowledge/testing`). It is not
 * an environment variable or a setting, so no deployment can switch it on by configuration, and
 * the knowledge module refuses it outright when `NODE_ENV` is `production`.
 */
const ALLOWANCE = Symbol("cx.knowledge.test-fetch-allowance");

export interface TestFetchAllowance {
  readonly [ALLOWANCE]: true;
  /** Loopback ports test servers listen on, or every port. Only loopback is ever opened up. */
  readonly loopbackPorts: ReadonlySet<number> | "any";
}

export function createTestFetchAllowance(options: { loopbackPorts: readonly number[] | "any" }): TestFetchAllowance {
  return Object.freeze({
    [ALLOWANCE]: true as const,
    loopbackPorts: options.loopbackPorts === "any" ? "any" : new Set(options.loopbackPorts),
  });
}

/** True only for an allowance made by `createTestFetchAllowance` (a look-alike object is ignored). */
export function isTestFetchAllowance(value: unknown): value is TestFetchAllowance {
  return typeof value === "object" && value !== null && (value as Record<symbol, unknown>)[ALLOWANCE] === true;
}

export function allowsLoopbackPort(allowance: TestFetchAllowance | undefined, port: number): boolean {
  if (!allowance || !isTestFetchAllowance(allowance)) return false;
  return allowance.loopbackPorts === "any" || allowance.loopbackPorts.has(port);
}
