import { AppError } from "@cx/errors";

export const NAME_MAX_LENGTH = 256;

/**
 * Names are kept as typed (trimmed) but compared case-insensitively, so "Policies" and "policies"
 * cannot sit side by side in one folder. The length bound is checked here too, not only by the
 * body schemas, because the URL import's `name` (part 4.8: string or null) has no schema bound,
 * and every name of the service is 1..256 characters.
 */
export function cleanName(raw: string, path: string): string {
  const name = raw.trim();
  if (name.length === 0) throw AppError.validation([{ path, message: "must not be blank" }]);
  if (name.length > NAME_MAX_LENGTH) {
    throw AppError.validation([{ path, message: `must be at most ${NAME_MAX_LENGTH} characters` }]);
  }
  return name;
}

export function nameKey(name: string): string {
  return name.trim().normalize("NFC").toLocaleLowerCase("en-US");
}
