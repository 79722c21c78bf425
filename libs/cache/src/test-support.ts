import { randomUUID } from "node:crypto";
import { INTENTIONAL_HANDLER_FAILURE } from "./contract.ts";

export const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";

/** One prefix per test run, so concurrent runs against the shared Redis cannot see each other's keys. */
export function testKeyPrefix(): string {
  return `cx:test:${randomUUID()}:`;
}

/** Collects errors reported by caches; tests assert that only deliberate ones arrived. */
export function errorCollector(): { onError: (error: unknown) => void; unexpected: () => unknown[] } {
  const errors: unknown[] = [];
  return {
    onError: (error) => errors.push(error),
    unexpected: () =>
      errors.filter((error) => !(error instanceof Error && error.message === INTENTIONAL_HANDLER_FAILURE)),
  };
}
