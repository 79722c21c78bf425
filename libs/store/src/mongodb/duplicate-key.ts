import { MongoBulkWriteError, MongoServerError } from "mongodb";
import { DuplicateKeyError } from "../port.ts";
import { isPlainObject } from "../subset.ts";

const DUPLICATE_KEY = 11000;

function asKeyPattern(value: unknown): Record<string, 1 | -1> | null {
  if (!isPlainObject(value)) return null;
  const pattern: Record<string, 1 | -1> = {};
  for (const [path, direction] of Object.entries(value)) pattern[path] = Number(direction) < 0 ? -1 : 1;
  return pattern;
}

/**
 * The server reports the violated index's keys as `keyPattern`, on the error itself for single
 * writes and on the first write error for bulk ones.
 */
function keyPatternOf(error: MongoServerError): Record<string, 1 | -1> {
  const direct = asKeyPattern(error.keyPattern) ?? asKeyPattern(error.errorResponse?.keyPattern);
  if (direct) return direct;
  if (error instanceof MongoBulkWriteError) {
    const [first] = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    const nested = asKeyPattern((first?.err as unknown as Record<string, unknown> | undefined)?.keyPattern);
    if (nested) return nested;
  }
  return /index: _id_ /.test(error.message) ? { _id: 1 } : {};
}

function isDuplicateKey(error: unknown): error is MongoServerError {
  if (!(error instanceof MongoServerError)) return false;
  if (error.code === DUPLICATE_KEY) return true;
  if (error instanceof MongoBulkWriteError) {
    const errors = Array.isArray(error.writeErrors) ? error.writeErrors : [error.writeErrors];
    return errors.some((writeError) => writeError?.code === DUPLICATE_KEY);
  }
  return false;
}

/** Runs a driver call, turning a unique-key violation into the port's `DuplicateKeyError`. */
export async function translatingDuplicates<R>(namespace: string, call: () => Promise<R>): Promise<R> {
  try {
    return await call();
  } catch (error) {
    if (isDuplicateKey(error)) throw new DuplicateKeyError(namespace, keyPatternOf(error));
    throw error;
  }
}
