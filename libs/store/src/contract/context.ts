import { expect } from "bun:test";
import type { Collection, Database, DocumentStore, StoredDocument } from "../port.ts";
import { DuplicateKeyError } from "../port.ts";

export type Doc = StoredDocument & Record<string, unknown>;

export interface ContractContext {
  store(): DocumentStore;
  /** A database no other test uses; dropped after the suite. */
  database(): Database;
  /** A collection in a fresh database. */
  collection<T extends StoredDocument = Doc>(name?: string): Collection<T>;
}

/** The error an operation rejected with; fails the test if it resolved. */
export async function rejection(operation: Promise<unknown>): Promise<unknown> {
  try {
    await operation;
  } catch (error) {
    return error;
  }
  throw new Error("expected the operation to reject, but it resolved");
}

export async function expectDuplicateKey(
  operation: Promise<unknown>,
  keyPattern: Record<string, 1 | -1>,
): Promise<void> {
  const error = await rejection(operation);
  expect(error).toBeInstanceOf(DuplicateKeyError);
  expect((error as DuplicateKeyError).code).toBe(11000);
  expect((error as DuplicateKeyError).keyPattern).toEqual(keyPattern);
}

export async function ids(collection: Collection<Doc>, filter: Record<string, unknown>): Promise<string[]> {
  const docs = await collection.find(filter, { sort: { _id: 1 } });
  return docs.map((doc) => doc._id);
}
