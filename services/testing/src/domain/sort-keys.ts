/**
 * The list orders are keyset-paginated on one string per item, so that "after the cursor" is a
 * single `$gt` and one index per order serves both the filter and the sort. Each key ends with the
 * item id, which makes it unique: two items never tie, so a page boundary is never ambiguous.
 */

// 13 digits hold every millisecond timestamp until the year 2286.
const MAX_MS = 9_999_999_999_999;

/** `default` order: newest `updated_at` first, then by id. Ascending key = that order. */
export function recentKey(updatedAt: string, id: string): string {
  const ms = Date.parse(updatedAt);
  if (!Number.isFinite(ms) || ms < 0 || ms > MAX_MS) throw new RangeError(`unusable timestamp ${updatedAt}`);
  return `${String(MAX_MS - ms).padStart(13, "0")}:${id}`;
}

/**
 * `folders_first` order: folders, then tests, each by case-insensitive name, then id. Names hold no
 * control characters, so the U+0001 separator sorts a name before every longer name it prefixes.
 */
export function alphaKey(entityType: "folder" | "test", key: string, id: string): string {
  return `${entityType === "folder" ? "0" : "1"}:${key}\u0001${id}`;
}
