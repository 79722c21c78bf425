/**
 * Test code only: the allowance made here is the one way for the safe fetcher to reach loopback
 * test servers. Production modules refuse it (see `isTestFetchAllowance` and the modules that take one).
 */
export { createTestFetchAllowance, type TestFetchAllowance } from "./allowance.ts";
