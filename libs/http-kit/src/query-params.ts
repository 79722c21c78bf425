import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PAGE_SIZE_MIN } from "@cx/contracts";
import type { FieldError } from "@cx/errors";

/**
 * Plain decimal digits only (no sign, point, exponent or spaces, which `Number` would take), and
 * at most three of them: 100 is the largest size, so anything longer is out of range or padded.
 */
const PAGE_SIZE_TEXT = /^\d{1,3}$/;

/**
 * Reads `page_size` (1..100, default 30; extension spec part 0) from its query text. Query values
 * are text, so every list reads them itself rather than through schema coercion, which reports a
 * range failure without the parameter's path. A problem is added to `problems` (the caller
 * reports it with its other parameters) and the default is returned in its place.
 */
export function pageSizeParam(raw: string | undefined, problems: FieldError[]): number {
  if (raw === undefined) return PAGE_SIZE_DEFAULT;
  const value = PAGE_SIZE_TEXT.test(raw) ? Number(raw) : Number.NaN;
  if (value >= PAGE_SIZE_MIN && value <= PAGE_SIZE_MAX) return value;
  problems.push({ path: "/page_size", message: `must be an integer from ${PAGE_SIZE_MIN} to ${PAGE_SIZE_MAX}` });
  return PAGE_SIZE_DEFAULT;
}
