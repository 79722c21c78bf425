import { AppError } from "@cx/errors";

/**
 * Names are kept as typed (trimmed) but compared case-insensitively, so "Policies" and "policies"
 * cannot sit side by side in one folder.
 */
export function cleanName(raw: string, path: string): string {
  const name = raw.trim();
  if (name.length === 0) throw AppError.validation([{ path, message: "must not be blank" }]);
  return name;
}

export function nameKey(name: string): string {
  return name.trim().normalize("NFC").toLocaleLowerCase("en-US");
}
