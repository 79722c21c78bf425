import { createHash } from "node:crypto";
import type { AgentTestSortMode } from "@cx/contracts";
import { AppError } from "@cx/errors";
import { cursorKey, encodeCursor as encodeKey } from "@cx/store";

/**
 * A list cursor: the sort key of the last item a page returned, bound to the order and filters it
 * was issued for. Written by the platform's cursor codec (`@cx/store`); a cursor replayed with
 * other filters is refused rather than silently misread.
 */
export interface CursorPosition {
  sortMode: AgentTestSortMode;
  /** Fingerprint of the filters, see `queryFingerprint`. */
  query: string;
  /** Sort key of the last item returned. */
  after: string;
}

const VERSION = 1;

type Key = [typeof VERSION, AgentTestSortMode, string, string];

function isKey(value: unknown): value is Key {
  return (
    Array.isArray(value) &&
    value.length === 4 &&
    value[0] === VERSION &&
    (value[1] === "default" || value[1] === "folders_first") &&
    typeof value[2] === "string" &&
    typeof value[3] === "string" &&
    value[3].length > 0
  );
}

/** What a cursor holds, for `pageOf`, which encodes it. */
export function positionKey(sortMode: AgentTestSortMode, query: string, after: string): Key {
  return [VERSION, sortMode, query, after];
}

export function encodeCursor(position: CursorPosition): string {
  return encodeKey(positionKey(position.sortMode, position.query, position.after));
}

export function decodeCursor(cursor: string, expected: { sortMode: AgentTestSortMode; query: string }): string {
  const asked = (value: unknown): value is Key =>
    isKey(value) && value[1] === expected.sortMode && value[2] === expected.query;
  const key = cursorKey(cursor, asked, {
    wasIssued: isKey,
    message: "was issued for another sort_mode or other filters; start again without a cursor",
  });
  if (!key) throw AppError.validation([{ path: "/cursor", message: "is not a cursor this list issued" }]);
  return key[3];
}

/** A short digest of the filters a page was asked with (not the page size, which may change). */
export function queryFingerprint(filters: unknown): string {
  return createHash("sha256").update(JSON.stringify(filters)).digest("base64url").slice(0, 16);
}
