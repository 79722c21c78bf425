import { expect } from "bun:test";
import type { TSchema } from "@sinclair/typebox";
import { Value } from "@sinclair/typebox/value";

/** The reply has `status`, and a body that the contract's `schema` accepts. */
export function expectAnswer(reply: { status: number; json: unknown }, status: number, schema: TSchema): void {
  expect(reply.status).toBe(status);
  expect(Value.Check(schema, reply.json)).toBe(true);
}
