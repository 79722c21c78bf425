import { createHash } from "node:crypto";
import type { AgentTestSortMode } from "@cx/contracts";
import { AppError } from "@cx/errors";

/**
 * A list cursor: the sort key of the last item a page returned, bound to the order and filters it
 * was issued for. Opaque to clients (base64url of a small JSON array); a cursor that was not made
 * here, or that is replayed with other filters, is refused rather than silently misread.
 */
export interface CursorPosition {
  sortMode: AgentTestSortMode;
  /** Fingerprint of the filters, see `queryFingerprint`. */
  query: string;
  /** Sort key of the last item returned. */
  after: string;
}

const VERSION = 1;
const MAX_CURSOR_LENGTH = 2048;

export function encodeCursor(position: CursorPosition): string {
  return Buffer.from(JSON.stringify([VERSION, position.sortMode, position.query, position.after])).toString(
    "base64url",
  );
}

function invalid(message: string): AppError {
  return AppError.validation([{ path: "/cursor", message }]);
}

export function decodeCursor(cursor: string, expected: { sortMode: AgentTestSortMode; query: string }): string {
  if (cursor.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(cursor)) {
    throw invalid("is not a cursor this list issued");
  }
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8"));
  } catch {
    throw invalid("is not a cursor this list issued");
  }
  if (
    !Array.isArray(decoded) ||
    decoded.length !== 4 ||
    decoded[0] !== VERSION ||
    (decoded[1] !== "default" && decoded[1] !== "folders_first") ||
    typeof decoded[2] !== "string" ||
    typeof decoded[3] !== "string" ||
    decoded[3].length === 0
  ) {
    throw invalid("is not a cursor this list issued");
  }
  if (decoded[1] !== expected.sortMode || decoded[2] !== expected.query) {
    throw invalid("was issued for another sort_mode or other filters; start again without a cursor");
  }
  return decoded[3];
}

/** A short digest of the filters a page was asked with (not the page size, which may change). */
export function queryFingerprint(filters: unknown): string {
  return createHash("sha256").update(JSON.stringify(filters)).digest("base64url").slice(0, 16);
}
