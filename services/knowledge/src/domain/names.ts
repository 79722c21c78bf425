import { hasControlCharacters } from "@cx/contracts";
import { AppError } from "@cx/errors";

export const NAME_MAX_LENGTH = 256;

/**
 * Names are kept as typed (trimmed) but compared case-insensitively, so "Policies" and "policies"
 * cannot sit side by side in one folder. The length and control-character rules are checked here
 * too, not only by the body schemas, because the URL import's `name` (part 4.8: string or null)
 * and the file upload's form field have no schema, and every name of the service follows them.
 */
export function cleanName(raw: string, path: string): string {
  const name = raw.trim();
  if (name.length === 0) throw AppError.validation([{ path, message: "must not be blank" }]);
  if (name.length > NAME_MAX_LENGTH) {
    throw AppError.validation([{ path, message: `must be at most ${NAME_MAX_LENGTH} characters` }]);
  }
  if (hasControlCharacters(name)) throw AppError.validation([{ path, message: "must not contain control characters" }]);
  return name;
}

const CONTROL_OR_SPACE_RUNS = /[\s\p{Cc}\u2028\u2029]+/gu;

/**
 * A name the client did not type but the source carries (a file's name, a page's title, which
 * often spans lines): made to follow the same rules rather than refused.
 */
export function nameOfSource(raw: string): string {
  return raw.replace(CONTROL_OR_SPACE_RUNS, " ").trim().slice(0, NAME_MAX_LENGTH).trim();
}

export function nameKey(name: string): string {
  return name.trim().normalize("NFC").toLocaleLowerCase("en-US");
}
