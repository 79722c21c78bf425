import type { FieldError } from "@cx/errors";

export const NAME_MAX_LENGTH = 256;

// C0/C1 controls and the separators sort keys rely on have no place in a display name.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * A display name as stored: NFC-normalised and trimmed. Returns the problem instead when the name
 * is blank or carries control characters.
 */
export function normaliseName(raw: string, path: string): { name: string } | { error: FieldError } {
  const name = raw.normalize("NFC").trim();
  if (name.length === 0) return { error: { path, message: "must not be blank" } };
  if (name.length > NAME_MAX_LENGTH)
    return { error: { path, message: `must be at most ${NAME_MAX_LENGTH} characters` } };
  if (CONTROL.test(name)) return { error: { path, message: "must not contain control characters" } };
  return { name };
}

/**
 * The form names are compared in: sibling folder names are unique case-insensitively ("Billing"
 * and "billing" would be indistinguishable in a list), search is case-insensitive, and the
 * `folders_first` order is by this key.
 */
export function nameKey(name: string): string {
  return name.normalize("NFC").toLowerCase();
}
